// The leads' door: a lead from the form or 'Connect with a professional', read, updated by an admin, and what an
// account's export and erasure read and anonymise. One function's use cases are doors of their own:
// leads/leadNotification (the provider's e-mail, with SES) and leads/leadList (Lead Management's list).
export { anonymiseLeadsOf, connectWithProfessional, createLead, getLead, latestLead, leadPagesOf, providerFor, updateLead } from './leads';
