// The admins' review of provider suggestions: the list's query, the approve-or-reject body (with the provider form's
// edits for 'Approve with Edits'), and the replies.
import * as z from 'zod/mini';
import { ADMIN_MAX_PAGE_SIZE, cursorField, idField, limitField, pageField, searchField } from '../admin';
import type { CursorPage } from '../api';
import { SUGGESTIONS_ADMIN } from '../messages';
import { providerFormSchema, type ProviderWire } from '../provider';
import { SUGGESTION_STATUSES, type ProviderSuggestionWire } from './entity';
import { given, lazily } from '../zod';

/** GET /api/admin-provider-suggestions: the search text, a status, and the page (with the cursor of the page before). */
export const suggestionListQuerySchema = lazily(() =>
  z.object({
    q: searchField,
    status: given(z.enum(SUGGESTION_STATUSES, { message: SUGGESTIONS_ADMIN.statusInvalid })),
    page: pageField,
    limit: limitField(ADMIN_MAX_PAGE_SIZE),
    cursor: cursorField,
  }),
);

/** PUT /api/admin-provider-suggestions: approve (plain, or with the provider form's edits) or reject a pending one. */
export const suggestionReviewSchema = lazily(() =>
  z
    .object({
      id: idField(SUGGESTIONS_ADMIN.notFound),
      status: z.enum(['approved', 'rejected'], { message: SUGGESTIONS_ADMIN.statusInvalid }),
      provider: z.optional(providerFormSchema),
    })
    .check(z.refine((v) => v.status === 'approved' || v.provider === undefined, { message: SUGGESTIONS_ADMIN.editsOnlyOnApproval, path: ['provider'] })),
);

/** A page of suggestions, newest first; as a page of leads (contracts/lead/admin), with the cursor of the next one. */
export type SuggestionPage = CursorPage<'suggestions', ProviderSuggestionWire> & { searchLimited: boolean };
export interface SuggestionReviewReply {
  suggestion: ProviderSuggestionWire;
  /** The provider an approval made; null for a rejection. */
  provider: ProviderWire | null;
}
