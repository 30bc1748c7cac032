// Every request budget of the API, in one place: per caller on each signed-in write (every route that is not public
// and not a GET, admin routes included; a route not named here gets the default; the streamed chat send shares the
// JSON send's), per provider on leads and their e-mails, per user on new chat threads and data exports, per client and
// for all clients together on each anonymous write (the contact and add-business forms, client-error reports), per source
// on the public routes together, the streamed chat's open streams per caller (lib/platform/rateLimit counts them), and
// API Gateway's throttles on AWS for the stage and each write route (infra/aws/api sets them).
import { API } from '../../contracts/api';
import { CHAT_PHOTOS } from '../../contracts/chatPhotoBasics';
import { ADD_BUSINESS, CONTACT, GENERIC, LIMIT } from '../../contracts/messages';

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export interface Budget {
  limit: number;
  windowSeconds: number;
}

/** A budget and what the caller is told once it is spent. */
export interface Limit extends Budget {
  message: string;
}

/** Any signed-in write not named in WRITE_LIMITS (profile, deletion request, every admin write to come). */
export const DEFAULT_WRITE_LIMIT: Limit = { limit: 30, windowSeconds: MINUTE, message: GENERIC.tooManyRequests };

/** Per caller and route ("METHOD /path" as in the catalogue). Chat sends are also bounded by the token balance. */
export const WRITE_LIMITS: Readonly<Record<string, Limit>> = {
  [`POST ${API.pestConsultant}`]: { limit: 60, windowSeconds: MINUTE, message: GENERIC.tooManyRequests },
  [`POST ${API.threads}`]: { limit: 20, windowSeconds: MINUTE, message: GENERIC.tooManyRequests },
  [`PUT ${API.profile}`]: { limit: 20, windowSeconds: MINUTE, message: GENERIC.tooManyRequests },
  [`POST ${API.leads}`]: { limit: 20, windowSeconds: HOUR, message: LIMIT.leads },
  [`POST ${API.leadsConnect}`]: { limit: 10, windowSeconds: HOUR, message: LIMIT.leads },
  [`POST ${API.leadNotification}`]: { limit: 20, windowSeconds: HOUR, message: LIMIT.leads },
  [`POST ${API.tokenRequest}`]: { limit: 10, windowSeconds: HOUR, message: LIMIT.tokenRequests },
  // A model call each: generous for an admin at work, bounded for a leaked admin session.
  [`POST ${API.generateCaseStudy}`]: { limit: 30, windowSeconds: HOUR, message: GENERIC.tooManyRequests },
};

/** Routes that spend another route's budget: the streamed chat send is the JSON send, so one budget bounds both. */
const SHARED_WRITE_BUDGETS: Readonly<Record<string, string>> = {
  [`POST ${API.pestConsultantStream}`]: `POST ${API.pestConsultant}`,
};

/** The route whose budget a write route spends (itself, unless it shares another's). */
const budgetRoute = (routeKey: string) => SHARED_WRITE_BUDGETS[routeKey] ?? routeKey;

/** The caller's budget for one write route. */
export function writeLimit(routeKey: string): Limit {
  return WRITE_LIMITS[budgetRoute(routeKey)] ?? DEFAULT_WRITE_LIMIT;
}

/** The counter a write route's budget is kept in (per caller): routes that share a budget share it. */
export function writeScope(routeKey: string): string {
  return `write ${budgetRoute(routeKey)}`;
}

/** Data exports per user: each writes a file of the whole account (kept a day), so a loop cannot fill the bucket. */
export const EXPORT_LIMIT: Limit = { limit: 10, windowSeconds: HOUR, message: GENERIC.tooManyRequests };

/** Per provider, whoever sends: new leads (lead form and 'Connect'), and lead e-mails from our SES identity. */
export const PROVIDER_LIMITS = {
  leads: { limit: 30, windowSeconds: HOUR, message: LIMIT.provider },
  notifications: { limit: 30, windowSeconds: HOUR, message: LIMIT.provider },
} as const satisfies Record<string, Limit>;

/** Chat photo uploads per user (each a presigned POST of up to 8 MB to the site-assets bucket), within an hour and a day. */
export const CHAT_PHOTO_UPLOAD_LIMITS = {
  hour: { limit: 20, windowSeconds: HOUR, message: CHAT_PHOTOS.uploadLimit },
  day: { limit: 60, windowSeconds: DAY, message: CHAT_PHOTOS.uploadLimit },
} as const satisfies Record<string, Limit>;

/** New chat threads per user (a new thread, or a chat send that starts one). */
export const NEW_THREADS_LIMIT: Limit = { limit: 100, windowSeconds: DAY, message: LIMIT.threads };

/** Contact messages one client (address) may send before it has to wait for the window to pass. */
export const CONTACT_LIMIT: Limit = { limit: 5, windowSeconds: 10 * MINUTE, message: CONTACT.tooMany };

/** Add-business submissions one client (address) may send before it has to wait for the window to pass. */
export const SUGGESTION_LIMIT: Limit = { limit: 5, windowSeconds: 10 * MINUTE, message: ADD_BUSINESS.tooMany };
/**
 * Requests one source (a viewer's address, as CloudFront reports it) may make to the public routes together, reads
 * included, before it waits for the window to pass: far above what a visitor's pages ask for, and a fifth of the
 * stage's throttle, so no one source can use up the API's capacity for everyone else.
 */
export const PUBLIC_SOURCE_LIMIT: Limit = { limit: 600, windowSeconds: MINUTE, message: GENERIC.tooManyRequests };

/**
 * Streamed chat answers one caller may have open at once (each holds a model call and a Lambda up to its timeout): a
 * stream takes one as it opens and gives it back as it ends; one that never ended is forgotten when the window closes,
 * which is at least the streaming function's timeout (30 s; test/unit/edgeSource.test.ts holds it). All callers together
 * are held to the function's reserved concurrency (infra/aws/concurrency).
 */
export const OPEN_STREAMS_LIMIT: Limit = { limit: 2, windowSeconds: MINUTE, message: GENERIC.tooManyRequests };

/** Client-error reports one client (address) may send: a broken page reports a few, a flood is refused. */
export const CLIENT_ERROR_LIMIT: Limit = { limit: 30, windowSeconds: MINUTE, message: GENERIC.tooManyRequests };

/**
 * Ceilings for all clients together on each anonymous write, beside the per-address budgets above: what the public can
 * store and e-mail does not grow with the number of addresses it sends from. Past one, a form is refused with its
 * per-address message; a client-error report is accepted (202) and dropped.
 */
export const CONTACT_CEILING: Limit = { limit: 60, windowSeconds: HOUR, message: CONTACT.tooMany };
export const SUGGESTION_CEILING: Limit = { limit: 30, windowSeconds: HOUR, message: ADD_BUSINESS.tooMany };
export const CLIENT_ERROR_CEILING: Budget = { limit: 600, windowSeconds: MINUTE };

/** API Gateway's throttles on AWS (requests a second, all callers together; above them a 429 before any Lambda runs). */
export interface GatewayThrottle {
  rateLimit: number;
  burstLimit: number;
}

/** The whole stage: every route, reads included. */
export const GATEWAY_STAGE_THROTTLE: GatewayThrottle = { rateLimit: 50, burstLimit: 100 };

/** Every route that writes (any method but GET), so no one write can use up the stage for everyone else. */
export const GATEWAY_WRITE_THROTTLE: GatewayThrottle = { rateLimit: 10, burstLimit: 20 };

/** Writes with a tighter throttle: model calls, and the routes that e-mail from our SES identity. */
export const GATEWAY_ROUTE_THROTTLES: Readonly<Record<string, GatewayThrottle>> = {
  [`POST ${API.pestConsultant}`]: { rateLimit: 5, burstLimit: 10 },
  [`POST ${API.generateCaseStudy}`]: { rateLimit: 1, burstLimit: 5 },
  [`POST ${API.contact}`]: { rateLimit: 1, burstLimit: 5 },
  [`POST ${API.sendProviderSuggestion}`]: { rateLimit: 1, burstLimit: 5 },
  [`POST ${API.leadNotification}`]: { rateLimit: 2, burstLimit: 5 },
  [`POST ${API.leads}`]: { rateLimit: 5, burstLimit: 10 },
  [`POST ${API.leadsConnect}`]: { rateLimit: 5, burstLimit: 10 },
};

/** A route's throttle at the gateway; undefined for a read (the stage's throttle covers it). */
export function gatewayThrottle(routeKey: string): GatewayThrottle | undefined {
  if (routeKey.startsWith('GET ')) return undefined;
  return GATEWAY_ROUTE_THROTTLES[routeKey] ?? GATEWAY_WRITE_THROTTLE;
}
