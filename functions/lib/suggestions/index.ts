// The provider suggestions' door: an add-business submission stored as a pending suggestion. One function's use cases
// are doors of their own: suggestions/suggestionNotice (the admins' e-mail, with SES and the Cognito
// group's addresses) and suggestions/suggestionReview (the admins' review, which writes providers).
export { createSuggestion } from './suggestions';
