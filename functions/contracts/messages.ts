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
