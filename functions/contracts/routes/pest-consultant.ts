// The pest-consultant function's route: one chat send.
import { API } from '../api';
import { consultRequestSchema, type ConsultResponse } from '../chat';
import { reply, route } from '../route';

export const pestConsultantRoutes = [route('POST', API.pestConsultant, 'user', { body: consultRequestSchema, reply: reply<ConsultResponse>() })] as const;
