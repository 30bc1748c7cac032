// The contact form's door: a visitor's message e-mailed to the support team.
export { sendContactMessage } from './contact';
