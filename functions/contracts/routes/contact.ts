// The contact function's route: the contact form (the spec's send-contact-form).
import { API } from '../api';
import { contactMessageSchema, type ContactReply } from '../contact';
import { reply, route } from '../route';

export const contactRoutes = [route('POST', API.contact, 'public', { body: contactMessageSchema, reply: reply<ContactReply>() })] as const;
