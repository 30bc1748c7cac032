// The AWS SDK clients the functions create, each registered here as it is made, so the local stack can add its IAM
// check (infra/local/iam.ts) to every one, those made before and after; on AWS nothing is added.
/** An SDK plugin (the SDK's Pluggable): what it adds to a client's middleware stack. */
export interface ClientPlugin {
  applyToStack(stack: unknown): void;
}

interface SdkClient {
  middlewareStack: { use(plugin: ClientPlugin): void };
}

const clients: SdkClient[] = [];
const plugins: Array<ClientPlugin> = [];

/** Register a client as it is created; answers the client. */
export function sdkClient<C extends SdkClient>(client: C): C {
  clients.push(client);
  for (const plugin of plugins) client.middlewareStack.use(plugin);
  return client;
}

/** Add `plugin` to every client the functions made and will make. */
export function useOnEveryClient(plugin: ClientPlugin): void {
  plugins.push(plugin);
  for (const client of clients) client.middlewareStack.use(plugin);
}
