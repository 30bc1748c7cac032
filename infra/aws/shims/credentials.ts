// Lambda bundles only: the SDK's default credential chain reduced to its first link, the environment.
// On AWS Lambda the runtime always puts the execution role's credentials in AWS_ACCESS_KEY_ID,
// AWS_SECRET_ACCESS_KEY and AWS_SESSION_TOKEN, so the rest of the chain (SSO, ini files, web identity,
// container and instance metadata, with their nested STS/SSO clients) never runs there and only costs bundle
// size and init time. infra/bundle.ts aliases @aws-sdk/credential-provider-node to this module; local runs (tsx)
// and tests do not bundle, so they keep the full chain.
import { fromEnv } from '@aws-sdk/credential-provider-env';
import type { AwsCredentialIdentityProvider } from '@smithy/types';

export const defaultProvider = (init: Parameters<typeof fromEnv>[0] = {}): AwsCredentialIdentityProvider => fromEnv(init);
