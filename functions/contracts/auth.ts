// The account forms' rules (login, register, forgot and reset password, password change) with the spec's messages.
import * as z from 'zod';
import { AUTH, PASSWORD_CHANGE } from './messages';

export const PASSWORD_MIN_LENGTH = 8;
export const email = z.string().trim().toLowerCase().pipe(z.email({ message: AUTH.emailInvalid }));

/** The pool's password policy (at least 8 characters with an uppercase letter, a lowercase letter and a number), with a screen's own length message. */
const passwordPolicy = (minMessage: string) =>
  z
    .string()
    .min(PASSWORD_MIN_LENGTH, { message: minMessage })
    .regex(/[A-Z]/, { message: AUTH.passwordUppercase })
    .regex(/[a-z]/, { message: AUTH.passwordLowercase })
    .regex(/[0-9]/, { message: AUTH.passwordNumber });

export const newPassword = passwordPolicy(AUTH.passwordMin);

export const displayName = z.string().trim().min(2, { message: AUTH.displayNameMin });

export const loginSchema = z.object({
  email,
  password: z.string().min(1, { message: AUTH.passwordRequired }),
});

export const registerSchema = z.object({
  displayName,
  email,
  password: newPassword,
  consentToPrivacyPolicy: z.literal(true, { message: AUTH.privacyConsentRequired }),
});

export const forgotPasswordSchema = z.object({
  email: z.string().trim().min(1, { message: AUTH.forgotEmailRequired }),
});

/** The reset form's new password: the same policy, with the reset screen's own length message. */
export const resetPassword = passwordPolicy(AUTH.resetPasswordMin);

export const resetPasswordSchema = z
  .object({
    password: resetPassword,
    confirmPassword: z.string(),
  })
  .refine((v) => v.password === v.confirmPassword, { message: AUTH.passwordsDoNotMatch, path: ['confirmPassword'] });

export const passwordChangeSchema = z
  .object({
    currentPassword: z.string(),
    newPassword: z.string(),
    confirmPassword: z.string(),
  })
  .superRefine((v, ctx) => {
    if (!v.currentPassword || !v.newPassword || !v.confirmPassword) {
      ctx.addIssue({ code: 'custom', message: PASSWORD_CHANGE.allRequired, path: [] });
    } else if (v.newPassword !== v.confirmPassword) {
      ctx.addIssue({ code: 'custom', message: PASSWORD_CHANGE.mismatch, path: ['confirmPassword'] });
    } else if (v.newPassword.length < PASSWORD_MIN_LENGTH) {
      ctx.addIssue({ code: 'custom', message: PASSWORD_CHANGE.min, path: ['newPassword'] });
    } else if (v.newPassword === v.currentPassword) {
      ctx.addIssue({ code: 'custom', message: PASSWORD_CHANGE.mustDiffer, path: ['newPassword'] });
    }
  });

/** The first message of a failed parse, for a form-level error. */
export function firstIssue(error: z.ZodError): string {
  return error.issues[0]?.message ?? '';
}

/** Field path -> first message, for field-level errors (the API's `fields`). */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    fields[key] ??= issue.message;
  }
  return fields;
}
