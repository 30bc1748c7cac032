// Web: the CloudFront distribution (SPA from S3, /api/* to the HTTP API with the origin secret and the viewer's address,
// the public case studies briefly cached at the edge, a streamed route to its function URL), security headers, an
// optional WAF web ACL limiting each source's API requests, and the deployed site + /config.json.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Aws, CfnRule, Duration, Fn, Stack, Validations } from 'aws-cdk-lib';
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import {
  AllowedMethods,
  CachePolicy,
  CacheCookieBehavior,
  CacheHeaderBehavior,
  CacheQueryStringBehavior,
  Distribution,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  Function as EdgeFunction,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestHeaderBehavior,
  OriginRequestPolicy,
  OriginRequestQueryStringBehavior,
  OriginSslPolicy,
  PriceClass,
  ResponseHeadersPolicy,
  SecurityPolicyProtocol,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { FunctionUrlOrigin, HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import type { Bucket, CfnBucket } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source, type ISource } from 'aws-cdk-lib/aws-s3-deployment';
import { StringParameter } from 'aws-cdk-lib/aws-ssm';
import { AwsCustomResource, AwsCustomResourcePolicy, PhysicalResourceId } from 'aws-cdk-lib/custom-resources';
import { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import { Construct } from 'constructs';
import type { RuntimeConfig } from '../../functions/contracts/config';
import type { StreamedRoute } from './api';
import { PUBLIC_ASSET_CSP } from '../../functions/contracts/siteSettings';
import { contentSecurityPolicy, FRAME_OPTIONS, HSTS, MAP_PAGE, PERMISSIONS_POLICY, REFERRER_POLICY } from '../securityHeaders';
import { API } from '../../functions/contracts/api';
import type { ApiErrorBody } from '../../functions/contracts/api';
import { GENERIC } from '../../functions/contracts/messages';
import { ORIGIN_SECRET_HEADER } from '../../functions/lib/platform/http';
import { CASE_STUDY_CACHE } from '../../functions/contracts/caseStudy';
import type { Auth } from './auth';
import { LOG_RETENTION } from './lambda';
import { turnstileEnabled, type Settings } from './settings';
import { PRERENDERED_PAGES, prerenderedFile } from '../../web/src/app/prerendered';

export interface WebProps {
  settings: Settings;
  webBucket: Bucket;
  assetsBucket: Bucket;
  logsBucket: Bucket;
  httpApi: HttpApi;
  /** The secret CloudFront adds to each API request (the API's stage holds it: api.ts). */
  originSecret: string;
  /** Routes served by a streaming function's URL, each behind a behaviour of its own. */
  streamedRoutes: readonly StreamedRoute[];
  auth: Auth;
  /** Where to publish the site's URL for the Cognito trigger (see auth.ts). */
  siteUrlParameterName: string;
}

/**
 * SPA fallback on the default (S3) behaviour only: each pre-rendered path gets its own page (index.html for /,
 * faq.html, pests/ants.html ..., the list embedded at synth time from web/src/app/prerendered.ts), any other path
 * whose last segment has no extension is an app route and gets the app's shell (app.html, see bin/prerender.ts).
 * Distribution-wide errorResponses (403/404 -> a page) would also rewrite the API's own 403/404 JSON.
 */
const PRERENDERED = Object.fromEntries(PRERENDERED_PAGES.map(({ path }) => [path, `/${prerenderedFile(path)}`]));
const SPA_REWRITE = `var PRERENDERED = ${JSON.stringify(PRERENDERED)};
function handler(event) {
  var request = event.request;
  if (Object.prototype.hasOwnProperty.call(PRERENDERED, request.uri)) request.uri = PRERENDERED[request.uri];
  else if (!/\\.[^/]*$/.test(request.uri)) request.uri = '/app.html';
  return request;
}`;

/** Served until the web is built (`npm run build`) and deployed again. */
const PLACEHOLDER_HTML = '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>PestPilot</title></head><body><main><h1>PestPilot</h1><p>The site has not been built yet. Run <code>npm run build</code>, then deploy again.</p></main></body></html>';

/** Vite's content-hashed output: safe to cache for a year. */
const HASHED_ASSETS = 'assets/*';

export class Web extends Construct {
  readonly distribution: Distribution;
  /** The public URL of the site, without a trailing slash. */
  readonly siteUrl: string;

  constructor(scope: Construct, id: string, props: WebProps) {
    super(scope, id);
    const { settings, webBucket, httpApi } = props;
    const region = Stack.of(this).region;

    const spaRewrite = new EdgeFunction(this, 'SpaRewrite', {
      runtime: FunctionRuntime.JS_2_0,
      comment: 'Serve pre-rendered pages for their paths and the app shell for other app routes (paths without a file extension)',
      code: FunctionCode.fromInline(SPA_REWRITE),
    });

    // The chat's photos go up to and are read from the assets bucket's own host (functions/lib/chat/photos.ts).
    const photoOrigin = `https://${props.assetsBucket.bucketName}.s3.${region}.amazonaws.com`;
    // Every page and API answer; the map's page has a policy of its own when the map is configured (see MAP_PAGE).
    const pageHeadersPolicy = (id: string, name: string, comment: string, mapPage: boolean) =>
      new ResponseHeadersPolicy(this, id, {
        // Policy names are global to the account: the region keeps one stack per region apart.
        responseHeadersPolicyName: `${Stack.of(this).stackName}-${region}-${name}`,
        comment: `${settings.siteName} ${comment}`,
        securityHeadersBehavior: {
          contentSecurityPolicy: {
            contentSecurityPolicy: contentSecurityPolicy({ region, maps: Boolean(settings.googleMapsApiKey), mapPage, photoOrigin }),
            override: true,
          },
          contentTypeOptions: { override: true },
          frameOptions: { frameOption: HeadersFrameOption[FRAME_OPTIONS], override: true },
          referrerPolicy: { referrerPolicy: REFERRER, override: true },
          strictTransportSecurity: STRICT_TRANSPORT,
          // '0': the browsers' XSS auditors are gone or were themselves a way to leak; the CSP does that work.
          xssProtection: { protection: false, override: true },
        },
        customHeadersBehavior: { customHeaders: [{ header: 'Permissions-Policy', value: PERMISSIONS_POLICY, override: true }] },
      });
    const securityHeaders = pageHeadersPolicy('SecurityHeaders', 'security-headers', 'security headers', false);
    const mapPageHeaders = settings.googleMapsApiKey ? pageHeadersPolicy('MapPageHeaders', 'map-page-headers', "map page's security headers", true) : undefined;

    // Files the site serves from the assets bucket (the favicon): nothing in them may run (an SVG opened on its own).
    const assetHeaders = new ResponseHeadersPolicy(this, 'AssetHeaders', {
      responseHeadersPolicyName: `${Stack.of(this).stackName}-${region}-asset-headers`,
      comment: `${settings.siteName} site assets: no script`,
      securityHeadersBehavior: {
        contentSecurityPolicy: { contentSecurityPolicy: PUBLIC_ASSET_CSP, override: true },
        contentTypeOptions: { override: true },
        frameOptions: { frameOption: HeadersFrameOption[FRAME_OPTIONS], override: true },
        strictTransportSecurity: STRICT_TRANSPORT,
      },
    });

    // The TLS policy can be raised only with a certificate of our own, i.e. with a custom domain.
    const customDomain = settings.siteDomain && settings.certificateArn
      ? {
          domainNames: [settings.siteDomain],
          certificate: Certificate.fromCertificateArn(this, 'Certificate', settings.certificateArn),
          minimumProtocolVersion: SecurityPolicyProtocol.TLS_V1_2_2021,
        }
      : undefined;

    // The origin secret on every request to the API: the functions refuse a request without it (one that skipped CloudFront).
    const apiOrigin = new HttpOrigin(`${httpApi.apiId}.execute-api.${region}.amazonaws.com`, {
      protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
      originSslProtocols: [OriginSslPolicy.TLS_V1_2],
      customHeaders: { [ORIGIN_SECRET_HEADER]: props.originSecret },
    });
    // The cached public reads get the viewer's address (CloudFront-Viewer-Address) and nothing else of the viewer's, so
    // their misses count against the right source (/api/* forwards every viewer header and CloudFront's already).
    const viewerAddress = new OriginRequestPolicy(this, 'ViewerAddress', {
      comment: "Public API reads: the viewer's address for the per-source limit",
      headerBehavior: OriginRequestHeaderBehavior.allowList('CloudFront-Viewer-Address'),
      queryStringBehavior: OriginRequestQueryStringBehavior.all(),
    });
    // Public reads the same for every visitor, kept at the edge as briefly as their answer's Cache-Control says (a
    // failure says no-store): keyed by the whole query string, with no header or cookie, so no caller's token reaches
    // the cache or the function.
    const publicReads = new CachePolicy(this, 'PublicApiReads', {
      comment: 'Public API reads: cached as the origin says, briefly',
      minTtl: Duration.seconds(0),
      defaultTtl: Duration.seconds(0),
      maxTtl: Duration.seconds(CASE_STUDY_CACHE.detailSeconds),
      queryStringBehavior: CacheQueryStringBehavior.all(),
      headerBehavior: CacheHeaderBehavior.none(),
      cookieBehavior: CacheCookieBehavior.none(),
      enableAcceptEncodingGzip: true,
      enableAcceptEncodingBrotli: true,
    });

    // The site's pages and files from the web bucket (the SPA fallback on the way in), with the given headers.
    const webOrigin = S3BucketOrigin.withOriginAccessControl(webBucket);
    const siteBehaviour = (responseHeadersPolicy: ResponseHeadersPolicy) => ({
      origin: webOrigin,
      viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      cachePolicy: CachePolicy.CACHING_OPTIMIZED,
      compress: true,
      responseHeadersPolicy,
      functionAssociations: [{ eventType: FunctionEventType.VIEWER_REQUEST, function: spaRewrite }],
    });

    const webAcl = settings.wafRateLimit === undefined ? undefined : this.rateLimitAcl(settings.wafRateLimit);
    this.distribution = new Distribution(this, 'Distribution', {
      comment: `${settings.siteName} site and API`,
      ...(webAcl ? { webAclId: webAcl.attrArn } : {}),
      defaultRootObject: 'index.html',
      priceClass: PriceClass.PRICE_CLASS_100,
      httpVersion: HttpVersion.HTTP2_AND_3,
      enableLogging: true,
      logBucket: props.logsBucket,
      logFilePrefix: 'cloudfront/',
      ...customDomain,
      defaultBehavior: siteBehaviour(securityHeaders),
      additionalBehaviors: {
        // The map's page, as every other page but with the map's CSP.
        ...(mapPageHeaders ? { [MAP_PAGE]: siteBehaviour(mapPageHeaders) } : {}),
        // A streamed route, before /api/*: its function URL, signed by CloudFront (origin access control; the function
        // URL accepts nothing else), so the browser sends its token in a header of its own. Not compressed: each piece
        // goes on as it comes.
        ...Object.fromEntries(
          props.streamedRoutes.map(({ path, url }) => [
            path,
            {
              origin: FunctionUrlOrigin.withOriginAccessControl(url),
              viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
              compress: false,
              allowedMethods: AllowedMethods.ALLOW_ALL,
              cachePolicy: CachePolicy.CACHING_DISABLED,
              originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
              responseHeadersPolicy: securityHeaders,
            },
          ]),
        ),
        // Site assets (the favicon) from the assets bucket under the site's own origin, read by CloudFront alone.
        '/public/*': {
          origin: S3BucketOrigin.withOriginAccessControl(props.assetsBucket),
          viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          cachePolicy: CachePolicy.CACHING_OPTIMIZED,
          responseHeadersPolicy: assetHeaders,
        },
        // The public case studies (fetch-case-studies): read by every visitor alike, cached briefly at the edge.
        [API.fetchCaseStudies]: {
          origin: apiOrigin,
          viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
          cachePolicy: publicReads,
          originRequestPolicy: viewerAddress,
          compress: true,
          responseHeadersPolicy: securityHeaders,
        },
        // One origin for the browser: no CORS. Nothing cached; every viewer header but Host (so Authorization) forwarded.
        '/api/*': {
          origin: apiOrigin,
          viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: AllowedMethods.ALLOW_ALL,
          cachePolicy: CachePolicy.CACHING_DISABLED,
          originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy: securityHeaders,
        },
      },
    });

    this.siteUrl = `https://${settings.siteDomain ?? this.distribution.distributionDomainName}`;
    new StringParameter(this, 'SiteUrlParameter', {
      parameterName: props.siteUrlParameterName,
      stringValue: this.siteUrl,
      description: 'Public URL of the site, read at run time by the Cognito custom-message trigger',
    });

    this.deploySite(props);
    this.allowPhotoUploads(props.assetsBucket, [`https://${this.distribution.distributionDomainName}`, ...(settings.siteDomain ? [`https://${settings.siteDomain}`] : [])]);

    const distribution = Validations.of(this.distribution);
    distribution.acknowledge({
      id: 'AwsSolutions-CFR1',
      reason: 'The directory serves users wherever they are; there is no market to geo-restrict.',
    });
    if (!webAcl) {
      distribution.acknowledge({
        id: 'AwsSolutions-CFR2',
        reason: 'A WAF web ACL bills about $6 a month at zero traffic (the wafRateLimit setting adds one); each source is held to its budget by the API itself, the stage by its throttle.',
      });
    }
    if (!customDomain) {
      distribution.acknowledge({
        id: 'AwsSolutions-CFR4',
        reason: 'Without a custom domain CloudFront serves its default certificate, whose TLS policy cannot be raised.',
      });
    }
  }

  /**
   * The assets bucket's CORS rule: the site's own origins (CloudFront's domain, and the custom domain when there is one)
   * may POST a chat photo to it (lib/chat/photos' presigned POST), nothing else; a photo's link is shown as an image,
   * which needs no CORS. Set by a custom resource once the distribution exists: the bucket is the distribution's
   * origin, so a bucket property naming the distribution would be a dependency cycle.
   */
  private allowPhotoUploads(assetsBucket: Bucket, origins: string[]): void {
    const bucketName = assetsBucket.bucketName;
    const CORSConfiguration = { CORSRules: [{ AllowedMethods: ['POST'], AllowedOrigins: origins, AllowedHeaders: ['*'], MaxAgeSeconds: 3000 }] };
    new AwsCustomResource(this, 'PhotoUploadCors', {
      onUpdate: { service: 'S3', action: 'putBucketCors', parameters: { Bucket: bucketName, CORSConfiguration }, physicalResourceId: PhysicalResourceId.of(`${bucketName}-cors`) },
      policy: AwsCustomResourcePolicy.fromSdkCalls({ resources: [assetsBucket.bucketArn] }),
      installLatestAwsSdk: false,
      logGroup: new LogGroup(this, 'PhotoUploadCorsLogs', { retention: LOG_RETENTION }),
    });
  }

  /**
   * A web ACL for CloudFront blocking, with a 429 in the API's error shape, a source (IP) past `limit` /api requests in 5
   * minutes. CloudFront takes only web ACLs made in us-east-1: a deploy elsewhere stops at the rule saying so.
   */
  private rateLimitAcl(limit: number): CfnWebACL {
    const name = `${Stack.of(this).stackName}-api-per-source`;
    const visibility = (metricName: string) => ({ cloudWatchMetricsEnabled: true, metricName, sampledRequestsEnabled: true });
    const refusal: ApiErrorBody = { error: { code: 'TooManyRequests', message: GENERIC.tooManyRequests } };
    new CfnRule(this, 'WebAclRegion', {
      assertions: [{ assert: Fn.conditionEquals(Aws.REGION, 'us-east-1'), assertDescription: 'wafRateLimit needs the stack in us-east-1: CloudFront takes web ACLs from there only.' }],
    });
    return new CfnWebACL(this, 'WebAcl', {
      name,
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      visibilityConfig: visibility(name),
      customResponseBodies: { tooManyRequests: { contentType: 'APPLICATION_JSON', content: JSON.stringify(refusal) } },
      rules: [
        {
          name: 'ApiRequestsPerSource',
          priority: 0,
          action: {
            block: {
              customResponse: {
                responseCode: 429,
                customResponseBodyKey: 'tooManyRequests',
                responseHeaders: [{ name: 'retry-after', value: String(WAF_WINDOW_SECONDS) }],
              },
            },
          },
          statement: {
            rateBasedStatement: {
              limit,
              evaluationWindowSec: WAF_WINDOW_SECONDS,
              aggregateKeyType: 'IP',
              scopeDownStatement: {
                byteMatchStatement: { fieldToMatch: { uriPath: {} }, positionalConstraint: 'STARTS_WITH', searchString: '/api/', textTransformations: [{ priority: 0, type: 'NONE' }] },
              },
            },
          },
          visibilityConfig: visibility(`${name}-rule`),
        },
      ],
    });
  }

  /** The SPA (or a placeholder before the first build) and /config.json, written at deploy with the stack's values. */
  private deploySite(props: WebProps) {
    const { settings, webBucket, auth } = props;
    const built = existsSync(join(settings.webDist, 'index.html'));
    // Before the first build every page (the pre-rendered ones and the app shell) is the placeholder.
    const site: ISource[] = built
      ? [Source.asset(settings.webDist)]
      : [...PRERENDERED_PAGES.map(({ path }) => prerenderedFile(path)), 'app.html'].map((page) => Source.data(page, PLACEHOLDER_HTML));
    const runtimeConfig: RuntimeConfig = {
      siteName: settings.siteName,
      supportEmail: settings.supportEmail,
      ...(settings.supportPhone ? { supportPhone: settings.supportPhone } : {}),
      region: Stack.of(this).region,
      userPoolId: auth.userPool.userPoolId,
      userPoolClientId: auth.userPoolClient.userPoolClientId,
      authFlowType: 'USER_SRP_AUTH',
      adminMfaRequired: true,
      ...(settings.googleMapsApiKey ? { googleMapsApiKey: settings.googleMapsApiKey } : {}),
      ...(settings.googleMapsMapId ? { googleMapsMapId: settings.googleMapsMapId } : {}),
      ...(turnstileEnabled(settings) ? { turnstileSiteKey: settings.turnstileSiteKey } : {}),
    };
    const logGroup = new LogGroup(this, 'DeployLogs', { retention: LOG_RETENTION });

    // Hashed bundles first, kept across deploys (a page still open asks for the old ones), cached for a year.
    const assets = built
      ? new BucketDeployment(this, 'DeployAssets', {
          sources: site,
          destinationBucket: webBucket,
          exclude: ['*'],
          include: [HASHED_ASSETS],
          prune: false,
          cacheControl: [CacheControl.setPublic(), CacheControl.maxAge(Duration.days(365)), CacheControl.immutable()],
          memoryLimit: 512,
          logGroup,
        })
      : undefined;

    // Then the pages (the pre-rendered ones, app.html), config.json and public files, revalidated on every load; invalidates CloudFront.
    const shell = new BucketDeployment(this, 'DeployShell', {
      sources: [...site, Source.jsonData('config.json', runtimeConfig)],
      destinationBucket: webBucket,
      exclude: [HASHED_ASSETS],
      prune: true,
      cacheControl: [CacheControl.noCache()],
      distribution: this.distribution,
      distributionPaths: ['/*'],
      memoryLimit: 512,
      logGroup,
    });
    if (assets) shell.node.addDependency(assets);

    // Both deployments share CDK's singleton handler; its role is scoped to the staging and web buckets by CDK.
    const handler = Validations.of(shell.handlerRole);
    const webObjects = `<${Stack.of(this).getLogicalId(webBucket.node.defaultChild as CfnBucket)}.Arn>/*`;
    const findings: Array<[string, string]> = [
      ['Action::s3:GetObject*', 'CDK deployment handler reads the site bundle from the CDK staging bucket.'],
      ['Action::s3:GetBucket*', 'CDK deployment handler reads the staging bucket location and metadata.'],
      ['Action::s3:List*', 'CDK deployment handler lists the staging and web buckets to sync and prune.'],
      ['Action::s3:DeleteObject*', 'CDK deployment handler prunes files of the previous build from the web bucket.'],
      ['Action::s3:Abort*', 'CDK deployment handler aborts its own failed multipart uploads.'],
      ['Resource::arn:<AWS::Partition>:s3:::cdk-hnb659fds-assets-<AWS::AccountId>-<AWS::Region>/*', 'The CDK staging bucket holds the zipped site; objects are named by content hash.'],
      [`Resource::${webObjects}`, 'The deployment handler writes every object of the site into the web bucket.'],
      ['Resource::*', 'cloudfront:CreateInvalidation and GetInvalidation take no resource narrower than the distribution id at run time.'],
    ];
    for (const [finding, reason] of findings) handler.acknowledge({ id: `AwsSolutions-IAM5[${finding}]`, reason });
  }
}

/** The window a WAF rate-based rule counts a source's requests in (and a refused source's Retry-After). */
const WAF_WINDOW_SECONDS = 300;

/** The HSTS of every response (infra/securityHeaders.ts). */
const STRICT_TRANSPORT = { accessControlMaxAge: Duration.seconds(HSTS.maxAgeSeconds), includeSubdomains: HSTS.includeSubdomains, override: true };
/** The Referrer-Policy of infra/securityHeaders.ts, as CloudFront names it. */
const REFERRER = Object.values(HeadersReferrerPolicy).find((policy) => policy === REFERRER_POLICY)!;
