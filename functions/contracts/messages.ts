// The spec's user-facing texts, word for word; used by the web and the API alike.
export const AUTH = {
  emailInvalid: 'Please enter a valid email address.',
  passwordRequired: 'Password is required.',
  passwordMin: 'Password must be at least 8 characters.',
  passwordUppercase: 'Password must contain at least one uppercase letter.',
  passwordLowercase: 'Password must contain at least one lowercase letter.',
  passwordNumber: 'Password must contain at least one number.',
  passwordHint: 'At least 8 characters with uppercase, lowercase and a number.',
  displayNameMin: 'Display name must be at least 2 characters.',
  privacyConsentRequired: 'You must agree to our Privacy Policy to create an account',
  forgotEmailRequired: 'Please enter your email address',
  resetPasswordMin: 'Password must be at least 8 characters long',
  passwordsDoNotMatch: 'Passwords do not match',
  invalidCredentials: 'Invalid email or password. Please try again.',
  loginFailed: 'Failed to login. Please try again.',
  emailAlreadyRegistered: 'This email is already registered. Please use a different email or try to log in.',
  registerDatabaseError: 'There was a problem creating your account. Please try again later.',
  registerFailed: 'Failed to register. Please try again.',
  registerConfirmationSent: 'A confirmation email has been sent. Please check your inbox to confirm your account.',
  registerCreated: 'Your account has been successfully created.',
  accountConfirmed: 'Your email is confirmed. You can now log in.',
  confirmationInvalid: 'This confirmation link is invalid or has expired. Please request a new one.',
  confirmationResent: 'A new confirmation email has been sent.',
  resetLinkSentTitle: 'Reset Link Sent',
  resetLinkSent: 'If an account exists with that email, you will receive a password reset link shortly.',
  resetValidating: 'Validating your reset link...',
  resetInvalidTitle: 'Invalid Reset Link',
  resetLinkInvalid: 'This password reset link is invalid. Please request a new one.',
  resetLinkExpired: 'Your password reset link has expired. Please request a new one.',
  resetNoSession: 'No valid reset session found. Please request a new password reset link.',
  resetUnexpected: 'An unexpected error occurred. Please try again.',
  resetFailedTitle: 'Password Reset Failed',
  resetSuccess: 'Your password has been reset. Please log in with your new password.',
  notLoggedInTitle: 'Not logged in',
  notLoggedIn: 'Please log in to send messages',
  loginRequiredTitle: 'Login Required',
  loginRequired: 'Please log in to contact providers',
} as const;

export const PASSWORD_CHANGE = {
  allRequired: 'All fields are required',
  mismatch: 'New passwords do not match',
  min: 'Password must be at least 8 characters.',
  mustDiffer: 'New password must be different from your current password',
  sameAsCurrentServer: 'Your new password must be different from your current password',
  noSession: 'No active session found. Please log in again.',
} as const;

export const PROFILE = {
  updateFailed: 'Update failed',
  consentError: 'Error updating consent',
} as const;

export const GENERIC = {
  somethingWentWrong: 'Something went wrong',
  tryAgain: 'Try again',
  pageNotFound: 'Page Not Found',
  serviceUnavailable: 'The service is temporarily unavailable. We will retry automatically.',
  unauthorized: 'Please log in to continue.',
  forbidden: 'You do not have permission to do that.',
  notFound: 'Not found.',
  invalidInput: 'Please check the highlighted fields.',
  internal: 'Something went wrong on our side. Please try again.',
  tooLarge: 'The request is too large.',
  unsupportedMediaType: 'Requests must be sent as JSON.',
  tooManyRequests: 'Too many requests. Please wait a moment and try again.',
} as const;

/** The web app's own texts around the spec's (boot, bot protection, sign-up confirmation, not-found page). */
export const APP = {
  bootFailed: 'The site could not start. Please check your connection and reload the page.',
  pageNotFoundDetail: 'Sorry, the page you are looking for does not exist.',
  botProtectionNotice: 'This site is protected by Cloudflare Turnstile',
} as const;

export const SIGN_UP_CONFIRMATION = {
  title: 'Confirm your email',
  intro: 'We sent a confirmation link to your email address. Open it to confirm your account, or enter the 6-digit code from the link below.',
  codeInvalid: 'Please enter the 6-digit code from the email.',
  confirming: 'Confirming your email...',
  resendFailed: 'Could not send a new confirmation email. Please try again.',
} as const;

export const PROFILE_PAGE = {
  updated: 'Your profile has been updated.',
  loadFailed: 'Could not load your profile.',
} as const;

/** The contact form (spec document 1 sections 5 and 8); the spec gives the e-mail, success and failure texts. */
export const CONTACT = {
  nameMin: 'Name must be at least 2 characters.',
  nameMax: 'Name must be at most 100 characters.',
  phoneMax: 'Phone number must be at most 40 characters.',
  subjectMin: 'Subject must be at least 2 characters.',
  subjectMax: 'Subject must be at most 200 characters.',
  messageMin: 'Message must be at least 10 characters.',
  messageMax: 'Message must be at most 5000 characters.',
  consentRequired: 'You must agree to our Privacy Policy to send a message',
  sent: 'Message Sent!',
  sentDetail: "Thank you for contacting us. We'll get back to you as soon as possible.",
  failed: 'Failed to send your message. Please try again.',
  tooMany: 'You have sent several messages in a short time. Please wait a few minutes and try again.',
} as const;

/** The token request (spec document 1 sections 5 and 8). */
export const TOKEN_REQUEST = {
  required: 'Please provide both a token amount and reason for your request.',
  amountRange: 'Please choose between 1,000 and 1,000,000 tokens, in steps of 1,000.',
  reasonMax: 'Please keep the reason under 1000 characters.',
  recorded: 'Your token request has been recorded. Requests are processed manually within 1-2 business days.',
  mailClientFailed: 'Failed to open email client...',
} as const;

/** Data deletion (spec document 3 sections 2.9, 5 and 8). */
export const DATA_DELETION = {
  warning:
    'This action is irreversible. All your personal data, including account information, chat history, and preferences will be permanently deleted.',
  confirmRequired: 'You must confirm that you understand the consequences of data deletion.',
  defaultReason: 'No reason provided',
  reasonMax: 'Please keep the reason under 1000 characters.',
  dialogTitle: 'Confirm Data Deletion Request',
  confirmButton: 'Yes, delete my data',
  cancelButton: 'Cancel',
  submittedTitle: 'Data deletion request submitted',
  submitted: "We've received your request and will process it within 30 days.",
  errorTitle: 'Error submitting request',
  unexpected: 'An unexpected error occurred. Please try again.',
} as const;
