// What a user sends about a lead: the lead form (picked from the lead's fields, with what a form may leave out) and the
// provider's notification call.
import * as z from 'zod/mini';
import { LEAD, PROVIDERS } from '../messages';
import { oneLine } from '../text';
import { wireFields } from '../wire';
import { given, lazily } from '../zod';
import { LEAD_DETAILS, leadSchema } from './entity';

/** A provider's id as the directory hands it out. */
export const PROVIDER_ID_MAX_LENGTH = 100;

/** A tick box: absent means not ticked. */
const ticked = (rule: z.ZodMiniBoolean<boolean>) =>
  z.pipe(
    z.transform((v: unknown) => (v === undefined || v === null || v === '' ? false : v)),
    rule,
  );

/**
 * The lead form, in the wire's field names: the provider, the lead's details by their own rules, and the privacy
 * consent. A form may leave out the priority (normal), the tick boxes, the mobile number (kept only with a callback),
 * the safety considerations and the thread.
 */
export const leadFormSchema = lazily(() => {
  const details = wireFields(leadSchema.shape, LEAD_DETAILS);
  return z.pipe(
    z.object({
      provider_id: z
        .string({ message: LEAD.providerRequired })
        .check(
          z.trim(),
          z.minLength(1, { message: LEAD.providerRequired }),
          z.maxLength(PROVIDER_ID_MAX_LENGTH, { message: PROVIDERS.notFound }),
          oneLine(PROVIDERS.notFound),
        ),
      ...details,
      priority: z.pipe(
        z.transform((v: unknown) => (v === null || v === '' ? undefined : v)),
        z._default(details.priority, 'normal'),
      ),
      request_callback: ticked(details.request_callback),
      mobile_number: given(details.mobile_number),
      request_more_info: ticked(details.request_more_info),
      request_appointment: ticked(details.request_appointment),
      safety_considerations: z.pipe(
        z.transform((v: unknown) => v ?? []),
        details.safety_considerations,
      ),
      thread_id: given(details.thread_id),
      consentToPrivacyPolicy: z.literal(true, { message: LEAD.privacyConsentRequired }),
    }),
    z.transform(({ mobile_number, ...form }) => ({ ...form, mobile_number: form.request_callback && mobile_number ? mobile_number : undefined })),
  );
});
export type LeadForm = z.infer<typeof leadFormSchema>;

/**
 * POST /api/lead-notification. A lead whose provider was notified is notified again only when `again` says so (an
 * admin's 'Notify again', after its confirmation): a repeated press or a second tab sends no duplicate.
 */
export const leadNotificationSchema = lazily(() => z.object({
  leadId: z
    .string({ message: LEAD.notFound })
    .check(z.trim(), z.minLength(1, { message: LEAD.notFound }), z.maxLength(100, { message: LEAD.notFound }), oneLine(LEAD.notFound)),
  again: z.optional(z.boolean({ message: LEAD.notifyAgainInvalid })),
}));
