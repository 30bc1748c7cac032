// The contact form's call: POST /api/contact (public) with the validated message.
import { API } from '@contracts/api';
import type { ContactMessage, ContactReply } from '@contracts/contact';
import { apiFetch } from '../../api/client';

export function sendContactMessage(message: ContactMessage): Promise<ContactReply> {
  return apiFetch(API.contact, { method: 'POST', body: message });
}
