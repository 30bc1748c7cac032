// What a user can do with their account beyond the profile: request more tokens, export their data, ask for its deletion.
import * as z from 'zod/mini';
import { DATA_DELETION, TOKEN_REQUEST } from './messages';
import type { Profile } from './profile';
import { freeText } from './text';
import { lazily } from './zod';

/** The token request slider and its size labels. */
export const TOKEN_REQUEST_AMOUNT = { min: 1_000, max: 1_000_000, step: 1_000, default: 50_000 } as const;
export const TOKEN_REQUEST_PRESETS = [10_000, 25_000, 50_000, 100_000, 250_000, 500_000] as const;

export function tokenRequestSize(amount: number): 'Small' | 'Medium' | 'Large' | 'Very Large' {
  if (amount < 25_000) return 'Small';
  if (amount < 100_000) return 'Medium';
  if (amount < 500_000) return 'Large';
  return 'Very Large';
}

export const tokenRequestSchema = lazily(() => z.object({
  amount: z
    .number({ message: TOKEN_REQUEST.required })
    .check(
      z.positive({ message: TOKEN_REQUEST.required }),
      z.int({ message: TOKEN_REQUEST.amountRange }),
      z.minimum(TOKEN_REQUEST_AMOUNT.min, { message: TOKEN_REQUEST.amountRange }),
      z.maximum(TOKEN_REQUEST_AMOUNT.max, { message: TOKEN_REQUEST.amountRange }),
      z.multipleOf(TOKEN_REQUEST_AMOUNT.step, { message: TOKEN_REQUEST.amountRange }),
    ),
  reason: z
    .string({ message: TOKEN_REQUEST.required })
    .check(z.trim(), z.minLength(1, { message: TOKEN_REQUEST.required }), z.maxLength(1000, { message: TOKEN_REQUEST.reasonMax }), freeText()),
}));
export type TokenRequestInput = z.infer<typeof tokenRequestSchema>;

/** The latest token request, kept on the profile until an admin handles it. */
export interface TokenRequest extends TokenRequestInput {
  requestedAt: string;
}

/** What POST /api/profile/token-request answers. */
export interface TokenRequestReply {
  message: typeof TOKEN_REQUEST.recorded;
  request: TokenRequest;
  profile: Profile;
}

/** Days within which a deletion request is carried out. */
export const DATA_DELETION_DAYS = 30;

export const dataDeletionRequestSchema = lazily(() => z.object({
  reason: z.pipe(
    z.optional(z.string().check(z.trim(), z.maxLength(1000, { message: DATA_DELETION.reasonMax }), freeText())),
    z.transform((v: string | undefined) => v || DATA_DELETION.defaultReason),
  ),
  confirmDeletion: z.literal(true, { message: DATA_DELETION.confirmRequired }),
}));
export type DataDeletionRequestInput = z.input<typeof dataDeletionRequestSchema>;

export interface DataDeletionRequest {
  id: string;
  reason: string;
  status: 'pending';
  requestedAt: string;
  /** The latest the request will be carried out. */
  dueBy: string;
}

/** What POST /api/data-deletion answers: the spec's confirmation and the request (new, or the one already pending). */
export interface DataDeletionReply {
  message: typeof DATA_DELETION.submitted;
  request: DataDeletionRequest;
}

/** What GET /api/data-deletion answers: the caller's pending request, if any. */
export interface DataDeletionStatus {
  request: DataDeletionRequest | null;
}

/** One chat thread with its messages, as the export holds it. */
export interface ExportedThread {
  id: string;
  title: string;
  createdAt: string;
  lastMessageAt: string;
  /** A message's `photos`: the photos it was sent with, each file in the export itself. */
  messages: Array<{ id: string; role: string; content: string; createdAt: string; photos?: ExportedPhoto[] }>;
}

/**
 * A chat photo as the export holds it: the stored file (without the EXIF, GPS and other metadata the chat removed) as
 * a `data:` URL, so the downloaded export keeps the photo with no link that expires; null if it was erased meanwhile.
 */
export interface ExportedPhoto {
  id: string;
  dataUrl: string | null;
}

/** One lead the user sent, as the export holds it: the provider appears by id and name only. */
export interface ExportedLead {
  id: string;
  providerId: string;
  providerName: string | null;
  threadId: string | null;
  message: string;
  status: string;
  priority: string;
  requestCallback: boolean;
  mobileNumber: string | null;
  requestMoreInfo: boolean;
  requestAppointment: boolean;
  safetyConsiderations: string[];
  country: string;
  city: string;
  createdAt: string;
  /** When the provider was e-mailed about it. */
  notifiedAt: string | null;
}

/**
 * The export file (what the link of GET /api/profile/export downloads): everything the product stores about the
 * caller, and nothing about anyone else. Threads in no particular order, each with its messages oldest first; leads
 * newest first.
 */
export interface AccountExport {
  exportedAt: string;
  profile: Profile;
  consents: Pick<Profile, 'consentToPrivacyPolicy' | 'consentTimestamp' | 'marketingConsent' | 'marketingConsentTimestamp'>;
  tokenRequest: TokenRequest | null;
  dataDeletionRequest: DataDeletionRequest | null;
  threads: ExportedThread[];
  leads: ExportedLead[];
}

/** The export's file name, dated (e.g. pestpilot-data-export-2026-11-21.json). */
export function exportFileName(now: Date): string {
  return `pestpilot-data-export-${now.toISOString().slice(0, 10)}.json`;
}

/**
 * Where and for how long an export file is kept: in the site-assets bucket under `prefix` + the user's id + a random
 * id (never under public/), removed by a lifecycle rule after `keepDays`; its link works for `linkSeconds`.
 */
export const ACCOUNT_EXPORT = { prefix: 'exports/', keepDays: 1, linkSeconds: 5 * 60 } as const;

/** Where every export of one user is kept (erased with their account). */
export const userExportsPrefix = (sub: string) => `${ACCOUNT_EXPORT.prefix}${sub}/`;

/** What GET /api/profile/export answers: a short-lived link that downloads the export file, and the file's name. */
export interface AccountExportLink {
  url: string;
  fileName: string;
  /** When the link stops working (ISO). */
  expiresAt: string;
}
