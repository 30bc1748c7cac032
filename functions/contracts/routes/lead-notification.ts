// The lead-notification function's route: e-mail a lead to its provider.
import { API } from '../api';
import { leadNotificationSchema } from '../lead/form';
import { type LeadWire } from '../lead/entity';
import { reply, route } from '../route';

export const leadNotificationRoutes = [
  route('POST', API.leadNotification, 'user', { body: leadNotificationSchema, reply: reply<{ sent: true; lead: LeadWire }>() }),
] as const;
