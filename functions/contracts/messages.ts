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
  displayNameMax: 'Display name must be at most 100 characters.',
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

/** The API's answers to input no form would send (our own wording; a field's own rule gives its spec message first). */
export const INPUT = {
  notAnObject: 'Please send the details as a form (a JSON object).',
  invalid: 'Please check this value.',
  tooLong: (max: number) => `Please keep this under ${max.toLocaleString('en-US')} characters.`,
  tooMany: (max: number) => `Please choose at most ${max.toLocaleString('en-US')}.`,
  controlCharacters: 'Please remove line breaks and special characters from this field.',
  specialCharacters: 'Please remove special characters from this text.',
  unknownFields: (names: string[], more: number) =>
    `This form has ${names.length + more === 1 ? 'a field' : 'fields'} we do not know: ${names.map((n) => `'${n}'`).join(', ')}${more ? ` and ${more.toLocaleString('en-US')} more` : ''}.`,
  utcOffsetInvalid: 'The time zone offset must be a whole number of minutes from -840 to 840.',
} as const;

/** The API's answers when a request budget is spent (429), in the product's voice; the budgets are in lib/limits. */
export const LIMIT = {
  leads: 'You have sent a lot of requests to providers recently. Please wait a while before sending another.',
  provider: 'This provider has received a lot of requests recently. Please try again later or choose another provider.',
  threads: 'You have started the most new chats allowed in one day. Please continue one of your chats, or start a new one tomorrow.',
  tokenRequests: 'You have sent several token requests recently. Requests are processed manually within 1-2 business days.',
} as const;

/** The web app's own texts around the spec's (boot, bot protection, sign-up confirmation, not-found page). */
export const APP = {
  bootFailed: 'The site could not start. Please check your connection and reload the page.',
  pageNotFoundDetail: 'Sorry, the page you are looking for does not exist.',
  botProtectionNotice: 'This site is protected by Cloudflare Turnstile',
} as const;

export const SIGN_UP_CONFIRMATION = {
  /** Login with an account whose email is not confirmed yet: a new link is on its way. */
  pending: 'Please confirm your email address first: we have sent a new confirmation link to your inbox. Open it, then log in.',
  confirming: 'Confirming your email...',
  resend: 'Send a new link',
  resendFailed: 'Could not send a new confirmation email. Please try again.',
} as const;

export const PROFILE_PAGE = {
  updated: 'Your profile has been updated.',
  loadFailed: 'Could not load your profile.',
} as const;

/** The chat, then the API's own texts for a send it refuses. */
export const CHAT = {
  tokenLimitReached: "Token limit reached: You've used all your available tokens. Please request more or wait until your next reset.",
  requestMoreTokens: 'Request more tokens',
  connectionLostTitle: 'Connection lost',
  connectionLost: "Your message will be sent when you're back online.",
  offline: "You're offline",
  backOnline: "You're back online",
  connectionIssueTitle: 'Connection issue',
  connectionIssue: 'Trying to reconnect...',
  errorSending: 'Error sending message',
  retry: 'Retry',
  errorLoadingHistory: 'Error loading chat history',
  errorFetchingMessages: 'Error fetching messages',
  recovering: 'Recovering unsent messages',
  recoveryFailed: 'Recovery failed',
  errorSavingAiMessage: 'Error saving AI message',
  errorCreatingThread: 'Error creating thread',
  errorSavingUserMessage: 'Error saving user message',
  queueFull: 'Queue capacity exceeded',
  circuitOpen: 'Circuit is open',
  popularQuestions: 'Popular Questions',
  connectProfessional: 'Connect with a professional',
  newChat: 'New Chat',
  betaGotIt: 'Got it',
  messageRequired: 'Please enter a message.',
  messageTooLong: 'Messages can be at most 4000 characters long.',
  threadIdInvalid: 'Invalid thread id.',
  locationInvalid: 'Location must be a two-letter country code.',
  operationIdInvalid: 'Every message needs an operation id (a uuid).',
  titleRequired: 'Please enter a title.',
  operationInProgress: 'This message is already being sent. Please wait a moment.',
  operationReused: 'This operation id was already used for a different message.',
  consultantUnavailable: 'The AI consultant is temporarily unavailable. Please try again in a moment.',
  // The page's own texts around the spec's (the beta banner's request for feedback is the spec's; its wording is ours).
  title: 'AI Pest Consultant',
  history: 'Chat history',
  welcomeTitle: 'How can I help with your pest problem?',
  welcome: 'Describe what you are seeing, or start with one of these questions. Advice is eco-friendly and DIY first.',
  inputLabel: 'Your message',
  inputPlaceholder: 'Describe your pest problem...',
  send: 'Send message',
  suggestedAnswers: 'Suggested answers',
  pending: 'Pending',
  notSentYet: 'Not sent yet',
  recovered: 'Recovered',
  thinking: 'The consultant is writing a reply...',
  stop: 'Stop the reply',
  stopped: 'Stopped',
  noThreads: 'No conversations yet. Ask your first question to start one.',
  unsent: (count: number) => `${count === 1 ? 'A message' : `${count} messages`} from your last visit did not get a reply.`,
  recover: 'Send again',
  betaLabel: 'Beta notice',
  betaTitle: 'Beta',
  betaFeedback: 'The AI consultant is in beta. We would love your feedback: please e-mail',
  betaClose: 'Close the beta notice',
  browseProviders: 'Browse providers',
} as const;

/** The contact form; the spec gives the e-mail, success and failure texts. */
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

/** The token request. */
export const TOKEN_REQUEST = {
  required: 'Please provide both a token amount and reason for your request.',
  amountRange: 'Please choose between 1,000 and 1,000,000 tokens, in steps of 1,000.',
  reasonMax: 'Please keep the reason under 1000 characters.',
  recorded: 'Your token request has been recorded. Requests are processed manually within 1-2 business days.',
  mailClientFailed: 'Failed to open email client...',
} as const;

/** Data deletion. */
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

/** The provider directory, then the API's own texts for a search it refuses. */
export const PROVIDERS = {
  title: 'Pest Control Providers',
  mapView: 'Map View',
  listView: 'List View',
  loadFailed: 'Failed to load providers. Please try again.',
  loadError: (message: string) => `Error loading providers: ${message}`,
  timeout: 'Request timeout: Unable to fetch providers within the time limit',
  mapsErrorTitle: 'Google Maps Error',
  mapsError: 'Failed to load Google Maps. Please check your connection and try again.',
  mapErrorTitle: 'Map Error',
  mapError: 'Failed to initialize the map. Please refresh the page.',
  geolocationNotSupported: 'Not supported',
  locationErrorTitle: 'Location error',
  locationError: 'Could not access your location. Please check your browser settings.',
  noNearbyServices: 'No additional services found',
  nearbySearchFailed: 'Failed to search for additional pest control services.',
  searchTooLong: 'Search text and place names can be at most 100 characters long.',
  latitudeInvalid: 'Latitude must be a number between -90 and 90.',
  longitudeInvalid: 'Longitude must be a number between -180 and 180.',
  pointIncomplete: 'Latitude and longitude must be given together.',
  radiusInvalid: 'Radius must be one of 5, 10, 20, 50 or 100 km.',
  pageInvalid: 'Page must be a whole number of at least 1.',
  pageSizeInvalid: 'Page size must be a whole number from 1 to 100.',
  notFound: 'Provider not found',
} as const;

/** The lead form and 'Connect with a professional', then the API's own texts. */
export const LEAD = {
  dialogTitle: (provider: string) => `Contact ${provider}`,
  messageMin: 'Please provide a detailed description of your pest problem',
  countryRequired: 'Country is required',
  cityRequired: 'City is required',
  privacyConsentRequired: 'You must agree to our Privacy Policy to submit this form',
  loginRequired: 'You must be logged in to submit a lead',
  sentTitle: 'Request sent!',
  sent: (provider: string) => `Request sent! Your request has been sent to ${provider}. They will contact you soon.`,
  failedTitle: 'Error',
  failed: 'Failed to send your request. Please try again.',
  connectSent: (ref: string) => `Request sent! (Ref: #${ref}) A pest control provider will contact you soon.`,
  connectFailed: 'Failed to connect with provider. Please try again.',
  noProviders: 'No providers available',
  providerRequired: 'Please choose a provider.',
  priorityInvalid: 'Priority must be low, normal, high or emergency.',
  safetyInvalid: 'Safety considerations can only be elderly, pets or infants.',
  mobileNumberMax: 'Mobile number can be at most 40 characters long.',
  messageMax: 'Please keep the description under 5000 characters.',
  threadIdInvalid: 'Invalid thread id.',
  locationInvalid: 'The location must be a latitude from -90 to 90 and a longitude from -180 to 180, given together.',
  chatSummaryRequired: 'The chat history is required to connect with a professional.',
  chatSummaryMax: 'The chat history sent with a request can be at most 4000 characters long.',
  notFound: 'Lead not found',
  notifyForbidden: 'Only the person who sent this request or an admin can notify the provider.',
  notificationSent: 'Notification sent',
  notificationFailed: 'Failed to send notification',
  providerUnreachable: 'This provider has no e-mail address to notify.',
  alreadyNotified: 'The provider has already been notified about this request.',
} as const;

/** The About page's roadmap statuses. */
export const ABOUT = {
  inDevelopment: 'In development',
  planned: 'Planned',
  underResearch: 'Under research',
} as const;

/** The contact page around the form. */
export const CONTACT_PAGE = {
  hours: 'Monday to Friday 9am-5pm',
  send: 'Send Message',
} as const;

/** The privacy policy. */
export const PRIVACY_POLICY = {
  title: 'Privacy Policy',
  lastUpdated: 'Last updated: April 12, 2025',
  goBack: 'Go Back',
  print: 'Print Privacy Policy',
  retentionAccount: 'Account data is deleted or anonymised within 30 days of account deletion.',
  retentionChats: 'Chat history is kept for 12 months.',
  retentionContact: 'Contact form submissions are kept for 24 months.',
  retentionProviderConnections: 'Provider connections are kept for 36 months.',
  rightsResponse: 'We answer every rights request within 30 days.',
  breachNotice: 'If a personal data breach puts your rights at risk, we will notify you and the competent authority within 72 hours of becoming aware of it.',
  minimumAge: 'The service is not intended for people under 16, and we do not knowingly collect their personal data.',
} as const;

/** The provider-listing terms and conditions dialog. */
export const PROVIDER_TERMS = {
  title: 'Terms and Conditions for Provider Listings',
  lastUpdated: 'Last updated: April 2025',
  link: 'terms and conditions',
  close: 'Close',
} as const;

/** The cookie banner. */
export const COOKIES = {
  label: 'Cookie consent',
  text: 'We use cookies and similar technologies to keep the site working and, with your consent, to understand how it is used so we can improve it.',
  acceptAll: 'Accept All',
  decline: 'Decline',
  close: 'Close cookie banner',
  closeDialog: 'Close',
  learnMore: 'Learn more',
  dialogTitle: 'About the cookies we use',
  essentialTitle: 'Essential cookies',
  essential: 'Needed for the site to work: keeping you signed in, remembering your cookie choice and protecting forms against abuse. They are always on.',
  analyticsTitle: 'Analytics cookies',
  analytics: 'Help us understand how visitors use the site, such as which pages are read most, so we can improve it. Used only if you accept.',
  functionalTitle: 'Functional cookies',
  functional: 'Remember choices you make, such as your location for provider searches or a dismissed notice, to make the site more convenient.',
  targetingTitle: 'Targeting cookies',
  targeting: 'Would be used to show you relevant offers on other sites. We do not use targeting cookies today; we would ask for your consent first.',
} as const;

/** The change-password dialog around the spec's rules. */
export const PASSWORD_CHANGE_DIALOG = {
  title: 'Change Password',
  confirmTitle: 'Change your password?',
  confirmText: 'You will be signed out and asked to log in again with your new password.',
  success: 'Your password has been changed. Please log in with your new password.',
  currentIncorrect: 'Your current password is incorrect.',
  tooManyAttempts: 'Too many attempts. Please wait a while and try again.',
  failed: 'Failed to change your password. Please try again.',
} as const;

/** The profile's Tokens tab. */
export const TOKENS_TAB = {
  hintText: 'Text responses: about 500-2000 tokens per response',
  hintImage: 'Image analysis: about 1000 tokens',
  hintData: 'Data lookups: about 100-500 tokens',
  processing: 'Requests are processed manually within 1-2 business days.',
  pendingTitle: 'Token request pending',
  pending: 'Your token request is being reviewed. Requests are processed manually within 1-2 business days.',
  historyNote: 'Your messages with the AI consultant per day over the last 7 days; each consultant reply uses tokens.',
  historyEmpty: 'No messages in the last 7 days.',
  historyFailed: 'Could not load your usage history.',
  requestFailed: 'Could not record your token request.',
} as const;

/** The profile's Settings tab: consents, data export and account security. */
export const SETTINGS_TAB = {
  preferencesSaved: 'Your preferences have been saved.',
  privacyConsented: 'Consented',
  privacyPending: 'Pending',
  privacyUnknown: 'Unknown',
  exportDone: 'Your data has been downloaded.',
  exportFailed: 'Could not export your data. Please try again.',
} as const;

/** The data deletion page around the spec's texts. */
export const DATA_DELETION_PAGE = {
  confirmLabel: 'I understand that this action is irreversible and all my data will be permanently deleted.',
  submit: 'Request Data Deletion',
  dialogText: 'Your account and all your data will be permanently deleted. You will be signed out.',
  pendingTitle: 'Your data deletion request is pending',
  pending: (requestedAt: string, dueBy: string) =>
    `Requested on ${requestedAt}. Your account and data will be deleted by ${dueBy}.`,
  signingOut: 'You will be signed out in a few seconds.',
} as const;

/** The dashboard's analytics around the spec's texts. */
export const DASHBOARD_PAGE = {
  analyticsFailed: 'Could not load your analytics. Showing empty data.',
  noPestData: 'No conversations in this period yet.',
  noActivities: 'No chat activity yet. Start a conversation with the AI consultant.',
} as const;

/** The provider directory page's own texts around the spec's (PROVIDERS): states, hints, the map and its nearby places. */
export const PROVIDER_DIRECTORY = {
  intro: 'Find vetted pest control providers near you and send them a request.',
  searchLabel: 'Search providers',
  searchPlaceholder: 'Search by name, description or service',
  refresh: 'Refresh',
  featuredTitle: 'Featured providers',
  resultsTitle: 'Search results',
  useMyLocation: 'Use my location',
  locationHint: 'Tip: choose a country and a city, or use your location, to find providers near you.',
  closeHint: 'Close the location hint',
  geolocationNotSupported: 'Your browser cannot share your location.',
  mapNoKey: 'The map is not available at the moment. The providers matching your search are listed below.',
  mapLabel: 'Map of providers',
  mapLoading: 'Loading the map',
  findNearby: 'Find more pest control services nearby',
  externalTitle: 'More pest control services nearby',
  externalNote: 'Found on Google Maps. They are not PestPilot providers: contact them directly.',
  external: 'External',
  viewOnGoogleMaps: 'View on Google Maps',
  loading: 'Loading providers',
  retry: 'Retry',
  empty: 'No providers found. Try other search words, a wider radius or another location.',
  contact: 'Contact',
  featured: 'Featured',
  /** The provider's response time (median hours to contact a lead), on its card and in the admin table. */
  respondsWithin: (hours: number) => `Usually responds within ${hours} ${hours === 1 ? 'hour' : 'hours'}`,
  nearDefault: (radiusKm: number) => `Providers within ${radiusKm} km of London (the default location).`,
  nearUser: (radiusKm: number) => `Providers within ${radiusKm} km of your location.`,
  nearCity: (radiusKm: number, city: string, country: string) => `Providers within ${radiusKm} km of ${city}, ${country}.`,
  inCountry: (country: string) => `All providers in ${country}, best rated first. Choose a city to search within a radius.`,
  termsNote: 'Providers are listed under our',
  chatNote: 'Not sure what you need yet?',
  chatLink: 'Ask the AI consultant first',
} as const;

/** The lead dialog's own texts around the spec's (LEAD). */
export const LEAD_FORM = {
  send: 'Send Request',
  cancel: 'Cancel',
  noChat: 'None',
  /** The line the chosen chat's title adds to the message. */
  chatNote: (title: string) => `Related chat: ${title}`,
} as const;

/** The admin console (spec document 2): tab labels, the shared table and banner, and every admin tab's texts. */
export const ADMIN = {
  tabs: {
    users: 'User Management',
    providers: 'Provider Management',
    leads: 'Lead Management',
    threads: 'Threads',
    'case-studies': 'Case Studies',
    suggestions: 'Provider Suggestions',
    settings: 'Site Settings',
  },
  title: 'Admin Panel',
  refresh: 'Refresh',
  export: 'Export',
  exportCsv: 'Export as CSV',
  exportJson: 'Export as JSON',
  exportFailed: 'Export failed',
  showing: (shown: number, total: number, noun: string) => `Showing ${shown} of ${total} ${noun}`,
  selected: (count: number) => `${count} selected`,
  clearSelection: 'Clear selection',
  unknownDate: 'Unknown date',
  invalidDate: 'Invalid date',
  cancel: 'Cancel',
  confirm: 'Confirm',
  errorTitle: 'Error',
  unauthorizedHintsTitle: 'This may be an authorization problem. Please check that:',
  unauthorizedHints: [
    'You are logged in as an admin user',
    'Log out and log back in to refresh your session',
    'Your session may have expired. Refresh the page',
  ],
  adminRequired: 'You need admin access to view this page.',
} as const;

/** User Management (spec document 2, sections 2.2, 5 and 8). */
export const ADMIN_USERS = {
  title: 'User Management',
  searchPlaceholder: 'Search by name or email...',
  roleFilterLabel: 'Filter by role',
  allRoles: 'All roles',
  noUsers: 'No users found',
  noun: 'users',
  columns: { name: 'Name', email: 'Email', role: 'Role', consent: 'GDPR Consent', tokens: 'Tokens', nextReset: 'Next Reset', actions: 'Actions' },
  consentGiven: 'Consented',
  consentMissing: 'No consent',
  requestPending: 'Request pending',
  edit: 'Edit',
  delete: 'Delete',
  resetTokens: 'Reset Tokens',
  editTitle: 'Edit User',
  profileTab: 'User Profile',
  consentTab: 'GDPR Consent',
  fields: {
    email: 'Email',
    displayName: 'Display Name',
    role: 'Role',
    tokenBalance: 'Token Balance',
    monthlyTokenAllocation: 'Monthly Token Allocation',
    tokenRequestPending: 'Token Request Pending',
  },
  consent: {
    privacy: 'Privacy Policy Consent',
    privacyAt: 'Privacy consent given',
    marketing: 'Marketing Consent',
    marketingAt: 'Marketing consent given',
    yes: 'Yes',
    no: 'No',
    loading: 'Loading consent data...',
    unavailable: 'Consent data could not be loaded.',
  },
  save: 'Save Changes',
  deleteTitle: 'Delete User',
  deleteConfirm: (name: string) => `Are you sure you want to delete ${name}? This deletes their login and all their data, and cannot be undone.`,
  roleChangeTitle: 'Change Role',
  roleChangeConfirm: (name: string, role: string) => `Change the role of ${name} to ${role}?`,
  adminWarning: 'Granting admin role gives complete access to all features and data.',
  bulkDelete: 'Delete Selected',
  bulkDeleteTitle: 'Delete Users',
  bulkDeleteConfirm: (n: number) => `Are you sure you want to delete ${n} users? This deletes their logins and all their data, and cannot be undone.`,
  bulkResetTokens: 'Reset Tokens',
  bulkResetTitle: 'Reset Tokens',
  bulkResetConfirm: (n: number) => `Reset the tokens of ${n} users to their monthly allocation?`,
  bulkChangeRole: 'Change Role',
  bulkRoleTitle: 'Change Role',
  bulkRolePlaceholder: 'Choose a role',
  bulkRoleConfirm: (n: number, role: string) => `Change the role of ${n} users to ${role}?`,
  // Validation (section 5).
  displayNameMin: 'Display name must be at least 2 characters',
  displayNameMax: 'Display name cannot exceed 100 characters',
  roleInvalid: 'Role must be admin, user or provider',
  tokenBalanceInvalid: 'Token balance must be a whole number of at least 0',
  allocationInvalid: 'Monthly token allocation must be a whole number of at least 0',
  userIdRequired: 'A user id is required',
  userIdsRequired: 'Select at least one user',
  tooManyUsers: 'Select at most 100 users at a time',
  queryTooLong: 'Search text cannot exceed 100 characters',
  nothingToUpdate: 'Nothing to update.',
  // Refusals.
  selfDelete: 'You cannot delete your own account.',
  selfDemote: 'You cannot remove your own admin role.',
  lastAdmin: 'The last admin cannot be removed.',
  userNotFound: 'User not found',
  // Toasts (section 8).
  loadFailed: 'Failed to load users. ',
  updateFailed: 'Failed to update user. ',
  resetFailed: 'Failed to reset user tokens. ',
  deleteFailed: 'Failed to delete user. ',
  bulkDeleteFailed: 'Failed to delete users. ',
  bulkResetFailed: 'Failed to reset tokens. ',
  bulkRoleFailed: 'Failed to update user roles. ',
  service: {
    get: 'Failed to get user',
    update: 'Failed to update user',
    reset: 'Failed to reset user tokens',
    delete: 'Failed to delete user',
    bulkDelete: 'Failed to delete users',
    bulkReset: 'Failed to reset tokens',
    bulkRole: 'Failed to update roles',
    noToken: 'No authentication token available',
  },
  updated: 'User updated successfully',
  tokensReset: 'User tokens reset successfully',
  deleted: 'User deleted successfully',
  bulkDeleted: (n: number) => `${n} users deleted successfully`,
  bulkReset: (n: number) => `Tokens reset for ${n} users`,
  bulkRoleUpdated: (n: number, role: string) => `${n} users updated to role: ${role}`,
} as const;

/** The Threads tab (spec document 2, 2.8 and 8). */
export const ADMIN_THREADS = {
  title: 'Threads',
  sortLabel: 'Sort threads',
  newestFirst: 'Newest first',
  oldestFirst: 'Oldest first',
  limitLabel: 'Number of threads',
  limitOption: (n: number) => `${n} threads`,
  searchPlaceholder: 'Search by title, user name or email...',
  columns: { id: 'Thread ID', title: 'Title', user: 'User', lastMessage: 'Last Message', actions: 'Actions' },
  untitled: 'Untitled',
  unknownUser: 'Unknown',
  noun: 'threads',
  empty: 'No threads found',
  loadError: 'Error loading threads',
  noMessages: 'No messages found for this thread.',
  viewReply: 'View & Reply',
  transcriptTitle: (title: string) => `Thread: ${title}`,
  messagesLabel: 'Messages',
  userLabel: 'User',
  assistantLabel: 'Assistant',
  replyLabel: 'Reply as the assistant',
  replyPlaceholder: 'Type your reply... (Ctrl+Enter to send)',
  replyRequired: 'Please enter a message',
  replyTooLong: 'Message is too long',
  send: 'Send Reply',
  close: 'Close',
  sent: 'Message sent',
  sendFailed: 'Failed to send message. Please try again.',
  threadNotFound: 'Thread not found',
} as const;

/** The Site Settings tab (spec document 2, 2.9, 5 and 8). */
export const ADMIN_SETTINGS = {
  title: 'Site Settings',
  faviconTitle: 'Favicon',
  faviconIntro: 'The icon browsers show in the tab and in bookmarks.',
  current: 'Current favicon',
  noCurrent: 'No custom favicon set; the default icon is shown.',
  choose: 'Choose Image',
  chosen: 'Selected file',
  preview: 'Preview',
  upload: 'Upload Favicon',
  uploading: 'Uploading...',
  recommended: 'Recommended: PNG or ICO, 32x32.',
  noFileTitle: 'No file selected',
  noFile: 'Please select an image file first',
  invalidTypeTitle: 'Invalid file type',
  invalidType: 'Please select an image file (PNG, JPG, SVG recommended)',
  tooLarge: 'The favicon must be at most 1 MB.',
  notAnImage: 'This file is not a PNG, ICO, JPEG or SVG image.',
  updated: 'Favicon updated',
  updatedDescription: 'The new icon is shown now, and to every visitor on their next visit.',
  uploadFailed: 'Upload failed',
  uploadFailedDefault: 'Failed to upload favicon',
  fetchFailed: 'Error fetching current favicon',
  loadFailed: 'Failed to load current favicon',
  publicUrlFailed: 'Failed to get public URL',
} as const;

/** The add-business page and form (document 3, sections 2.8, 5 and 8), then the API's own texts. */
export const ADD_BUSINESS = {
  title: 'Add Your Business',
  formTitle: 'Business Information',
  integrationTitle: (siteName: string) => `Integrate ${siteName} with Your Business`,
  contactUs: 'Contact Us',
  submit: 'Submit Business',
  submitting: 'Submitting...',
  selectCountryFirst: 'Select a country first',
  businessNameMin: 'Business name must be at least 2 characters',
  descriptionMin: 'Description must be at least 10 characters',
  servicesMin: 'Select at least one service',
  countryRequired: 'Country is required',
  cityRequired: 'City is required',
  contactNameMin: 'Contact name must be at least 2 characters',
  emailInvalid: 'Please enter a valid email address',
  phoneMin: 'Phone number must be at least 8 characters',
  websiteInvalid: 'Please enter a valid URL',
  termsRequired: 'You must agree to the terms and conditions',
  privacyRequired: 'You must agree to our Privacy Policy',
  failedTitle: 'Error',
  failed: 'Failed to submit your information. Please try again.',
  submittedTitle: 'Submission Successful!',
  submitted: (siteName: string) => `Thank you for your interest in joining ${siteName}. We'll review your information and contact you soon.`,
  // Our own limits around the spec's rules.
  businessNameMax: 'Business name must be at most 100 characters',
  descriptionMax: 'Description must be at most 2000 characters',
  contactNameMax: 'Contact name must be at most 100 characters',
  phoneMax: 'Phone number must be at most 40 characters',
  addressMax: 'Address must be at most 200 characters',
  additionalInfoMax: 'Additional information must be at most 2000 characters',
  countryUnknown: 'Please choose a country from the list',
  cityUnknown: 'Please choose a city from the list',
  controlCharacters: 'Please remove line breaks and special characters',
  botCheckFailed: 'Bot protection check failed. Please try again.',
  tooMany: 'You have sent several submissions in a short time. Please wait a few minutes and try again.',
} as const;

/** Provider Management (document 2, sections 2.3, 5 and 8), then the API's own texts for the provider form. */
export const PROVIDER_ADMIN = {
  addProvider: 'Add Provider',
  updateProvider: 'Update Provider',
  saving: 'Saving...',
  searchPlaceholder: 'Search providers...',
  empty: 'No providers found',
  noRatings: 'No ratings',
  featured: 'Featured',
  standard: 'Standard',
  moreServices: (n: number) => `+${n} more`,
  allCities: 'All cities',
  addLocation: 'Add Location',
  locationRequired: 'Please add at least one location',
  loadFailed: 'Failed to load providers. Please try again.',
  saveFailed: 'Failed to save provider. Please try again.',
  deleteFailed: 'Failed to delete provider. Please try again.',
  featureFailed: 'Failed to update featured status. Please try again.',
  createFailedServer: 'Failed to create provider',
  updateFailedServer: 'Failed to update provider',
  deleteFailedServer: 'Failed to delete provider',
  toggleFailedServer: 'Failed to toggle featured status',
  getFailedServer: 'Failed to get provider',
  added: 'Provider added successfully',
  updated: 'Provider updated successfully',
  deleted: 'Provider deleted successfully',
  featuredOn: 'Provider featured successfully',
  featuredOff: 'Provider unfeatured successfully',
  // The form's rules where the spec names the rule but not its words.
  nameRequired: 'Provider name is required',
  nameMax: 'Provider name must be at most 100 characters',
  descriptionMax: 'Description must be at most 2000 characters',
  serviceRequired: 'At least one service is required',
  serviceMax: 'Each service must be at most 100 characters',
  servicesMax: 'A provider can list at most 30 services',
  ratingRange: 'Rating must be between 0 and 5, in steps of 0.1',
  logoInvalid: 'Logo must be a valid URL',
  websiteInvalid: 'Please enter a valid URL',
  emailInvalid: 'Please enter a valid email address',
  phoneMax: 'Phone number must be at most 40 characters',
  addressMax: 'Address must be at most 200 characters',
  placeMax: 'Country and city names must be at most 100 characters',
  categoryInvalid: 'Category must be at most 50 characters of letters, digits, hyphens or underscores',
  locationsMax: 'A provider can have at most 50 locations',
  duplicateLocation: 'This location has already been added',
  coveredByAllCities: 'All cities of this country are already covered',
  duplicateAllCities: 'All cities of this country have already been added',
  coordinatesInvalid: 'Latitude must be between -90 and 90 and longitude between -180 and 180, given together',
  notFound: 'Provider not found',
} as const;

/** Provider Suggestions (document 2, sections 2.5, 4 and 8), then the API's own texts. */
export const SUGGESTIONS_ADMIN = {
  searchPlaceholder: 'Search by name, service, or description...',
  detailsTitle: 'Business Submission Details',
  approveWithEdits: 'Approve with Edits',
  rejectConfirm: 'Reject this provider suggestion?',
  empty: 'No provider suggestions found',
  loadFailed: 'Failed to load provider suggestions',
  approveFailed: 'Failed to approve provider suggestion',
  approveWithEditsFailed: 'Failed to approve provider with edits',
  rejectFailed: 'Failed to reject provider suggestion',
  approved: 'Provider suggestion approved and added to providers',
  approvedWithEdits: 'Provider suggestion approved with edits and added to providers',
  rejected: 'Provider suggestion has been rejected',
  noSession: 'No authentication session',
  notPending: 'Only pending suggestions can be approved or rejected.',
  notFound: 'Provider suggestion not found',
  editsOnlyOnApproval: 'Edits can only be given when approving.',
  statusInvalid: 'Status must be approved or rejected.',
  searchTooLong: 'Search text can be at most 100 characters long.',
} as const;

/** Lead Management (document 2, sections 2.4, 5 and 8), then the API's own texts. */
export const LEAD_ADMIN = {
  searchPlaceholder: 'Search leads...',
  allStatuses: 'All Statuses',
  exportCsv: 'Export CSV',
  empty: 'No leads found',
  showing: (shown: number, total: number) => `Showing ${shown} of ${total} leads`,
  notifyProvider: 'Notify Provider',
  changeStatus: 'Change Status',
  saveChanges: 'Save Changes',
  updated: 'Lead updated',
  notificationSent: 'Notification sent',
  updateFailed: (reason: string) => `Failed to update lead: ${reason}`,
  notifyFailed: (reason: string) => `Failed to send notification: ${reason}`,
  loadDetailsFailed: (reason: string) => `Failed to load lead details: ${reason}`,
  invalidResponse: 'Invalid response format from server',
  messageRequired: 'Message is required',
  actionInvalid: 'Action must be getLeads, getLead or updateLead.',
  statusInvalid: 'Status must be new, contacted, resolved or rejected.',
  limitInvalid: 'Limit must be a whole number from 1 to 100.',
  nothingToUpdate: 'Nothing to update.',
} as const;

/** 'Connect with a professional' asks first: the provider it picked and what will be sent. */
export const CONNECT_DIALOG = {
  title: 'Connect with a professional',
  finding: 'Finding a provider near you...',
  intro: (provider: string) => `We will send your request to ${provider}, a well-rated provider near you.`,
  sentTitle: 'What will be sent',
  name: 'Your name',
  email: 'Your e-mail address',
  chat: 'This conversation',
  note: 'The provider will contact you by e-mail. Nothing else from your account is shared.',
  send: 'Send request',
  cancel: 'Cancel',
  choose: 'Choose a provider yourself',
  unknownName: 'Your name as on your profile',
  previewFailed: 'Could not find a provider right now. Please try again or choose one from the directory.',
} as const;

/** System monitoring (/monitoring) and the error panel: the spec's texts (document 3, 2.13, 2.14, 8; document 1, 8). */
export const MONITORING = {
  title: 'System Monitoring',
  refresh: 'Refresh',
  adminOnly: 'You must be an admin to access this page.',
  tabs: { overview: 'Overview', health: 'Health', errors: 'Errors' },
  systemOverview: 'System Overview',
  apiPerformance: 'API Performance',
  successRate: 'Success Rate',
  responseTime: 'Response Time',
  circuitState: 'Circuit State',
  notAvailable: 'N/A',
  good: 'Good',
  slow: 'Slow',
  lastHour: 'Last hour',
  circuit: { closed: 'Operational', open: 'Failures Detected', 'half-open': 'Testing Recovery' },
  responseHistory: 'Response Time History',
  noResponseData: 'No response time data available',
  tokenUsage: 'Token Usage',
  tokensTotal: 'Total',
  tokens24h: 'Last 24 hours',
  recoveryOperations: 'Recovery Operations',
  pendingOperations: 'Pending operations',
  recoverAll: 'Recover All Operations',
  recovering: 'Recovering...',
  noPendingOperations: 'No pending recovery operations',
  recoverFromHealth: 'Individual services can be recovered from their health panels.',
  lastUpdated: 'Last updated',
  showDetails: 'Show Details',
  hideDetails: 'Hide Details',
  services: { web: 'Web app', chat: 'AI chat', model: 'Language model service', database: 'Database' },
  status: { healthy: 'Healthy', degraded: 'Degraded', down: 'Down' },
  latency: 'Latency',
  lastCheck: 'Last check',
  apiMetrics: 'API Metrics',
  requestsLastHour: 'API requests in the last hour',
  statusChangeTitle: 'API Status Change',
  statusChange: { open: 'Circuit opened due to multiple failures', closed: 'Service restored', 'half-open': 'Testing recovery' },
  metricsErrorTitle: 'Error fetching metrics',
  metricsError: 'Could not retrieve API usage data',
  recoveryAllTitle: 'Recovery complete',
  recoveryAll: 'All pending operations have been recovered.',
  recoveryFailedTitle: 'Recovery failed',
  recoveryFailed: 'There was an error recovering operations. Please try again.',
} as const;

/** The error monitoring panel (document 3, 2.14). */
export const ERROR_PANEL = {
  title: 'Error Log',
  totalErrors: 'Total Errors',
  uniqueErrors: 'Unique Errors',
  mostFrequent: 'Most Frequent',
  refresh: 'Refresh',
  clearAll: 'Clear All',
  empty: 'No errors recorded',
  stack: 'Stack',
  metadata: 'Metadata',
  occurrences: 'Occurrences',
  more: (n: number) => `+${n} more`,
  times: (n: number) => `${n}x`,
  hints: ['Make sure you are logged in as an admin.', 'Try logging in again.', 'Refresh the page.'],
} as const;

/** The status alert shown everywhere while the API does not answer (document 1, 8: System status). */
export const SYSTEM_STATUS = {
  title: 'Service unavailable',
  unavailable: GENERIC.serviceUnavailable,
} as const;
