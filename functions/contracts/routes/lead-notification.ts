// The lead-notification function's route: e-mail a lead to its provider.
import { API } from '../api';
import { leadNotificationSchema, type LeadWire } from '../lead';
import { reply, route } from '../route';

export const leadNotificationRoutes = [
  route('POST', API.leadNotification, 'user', { body: leadNotificationSchema, reply: reply<{ sent: true; lead: LeadWire }>() }),
] as const;
