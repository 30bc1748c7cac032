// The leads function's routes: the lead form, the caller's latest lead, 'Connect with a professional' (its provider first).
import { API } from '../api';
import { connectPreviewSchema, connectSchema } from '../lead/connect';
import { leadFormSchema } from '../lead/form';
import { type LeadWire } from '../lead/entity';
import type { ProviderWire } from '../provider/entity';
import { reply, route } from '../route';

export interface LeadReply {
  lead: LeadWire;
}

export const leadsRoutes = [
  route('POST', API.leads, 'user', { body: leadFormSchema, reply: reply<LeadReply>() }),
  route('GET', API.leadsLatest, 'user', { reply: reply<{ lead: LeadWire | null }>() }),
  route('GET', API.leadsConnect, 'user', { query: connectPreviewSchema, reply: reply<{ provider: ProviderWire | null }>() }),
  route('POST', API.leadsConnect, 'user', { body: connectSchema, reply: reply<LeadReply>() }),
] as const;
