// The account forms' rules (login, register, forgot and reset password, password change) with the spec's messages.
import * as z from 'zod/mini';
import { AUTH, PASSWORD_CHANGE } from './messages';
import { oneLine } from './text';
import { lazily } from './zod';

export const PASSWORD_MIN_LENGTH = 8;
/** The longest e-mail address (RFC 5321's path limit). */
export const EMAIL_MAX_LENGTH = 254;
export const DISPLAY_NAME_MAX_LENGTH = 100;
export const email = lazily(() => z.pipe(
  z.string().check(z.trim(), z.toLowerCase(), z.maxLength(EMAIL_MAX_LENGTH, { message: AUTH.emailInvalid }), oneLine(AUTH.emailInvalid)),
  z.email({ message: AUTH.emailInvalid }),
));

/** The pool's password policy (at least 8 characters with an uppercase letter, a lowercase letter and a number), with a screen's own length message. */
const passwordPolicy = (minMessage: string) =>
  z
    .string()
    .check(
      z.minLength(PASSWORD_MIN_LENGTH, { message: minMessage }),
      z.regex(/[A-Z]/, { message: AUTH.passwordUppercase }),
      z.regex(/[a-z]/, { message: AUTH.passwordLowercase }),
      z.regex(/[0-9]/, { message: AUTH.passwordNumber }),
    );

export const newPassword = lazily(() => passwordPolicy(AUTH.passwordMin));

export const displayName = lazily(() => z
  .string()
  .check(
    z.trim(),
    z.minLength(2, { message: AUTH.displayNameMin }),
    z.maxLength(DISPLAY_NAME_MAX_LENGTH, { message: AUTH.displayNameMax }),
    oneLine(),
  ));

export const loginSchema = lazily(() => z.object({
  email,
  password: z.string().check(z.minLength(1, { message: AUTH.passwordRequired })),
}));

export const registerSchema = lazily(() => z.object({
  displayName,
  email,
  password: newPassword,
  consentToPrivacyPolicy: z.literal(true, { message: AUTH.privacyConsentRequired }),
}));

export const forgotPasswordSchema = lazily(() => z.object({
  email: z.string().check(z.trim(), z.minLength(1, { message: AUTH.forgotEmailRequired })),
}));

/** The reset form's new password: the same policy, with the reset screen's own length message. */
export const resetPassword = lazily(() => passwordPolicy(AUTH.resetPasswordMin));

export const resetPasswordSchema = lazily(() => z
  .object({
    password: resetPassword,
    confirmPassword: z.string(),
  })
  .check(z.refine((v) => v.password === v.confirmPassword, { message: AUTH.passwordsDoNotMatch, path: ['confirmPassword'] })));

export const passwordChangeSchema = lazily(() => z
  .object({
    currentPassword: z.string(),
    newPassword: z.string(),
    confirmPassword: z.string(),
  })
  .check(
    z.superRefine((v, ctx) => {
      if (!v.currentPassword || !v.newPassword || !v.confirmPassword) {
        ctx.addIssue({ code: 'custom', message: PASSWORD_CHANGE.allRequired, path: [] });
      } else if (v.newPassword !== v.confirmPassword) {
        ctx.addIssue({ code: 'custom', message: PASSWORD_CHANGE.mismatch, path: ['confirmPassword'] });
      } else if (v.newPassword.length < PASSWORD_MIN_LENGTH) {
        ctx.addIssue({ code: 'custom', message: PASSWORD_CHANGE.min, path: ['newPassword'] });
      } else if (v.newPassword === v.currentPassword) {
        ctx.addIssue({ code: 'custom', message: PASSWORD_CHANGE.mustDiffer, path: ['newPassword'] });
      }
    }),
  ));
