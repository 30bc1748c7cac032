// The pest-consultant-stream function's route: one chat send whose answer streams (see ConsultStreamEvent).
import { API } from '../api';
import { consultRequestSchema, type ConsultStreamEvent } from '../chat';
import { reply, route } from '../route';

export const pestConsultantStreamRoutes = [route('POST', API.pestConsultantStream, 'user', { body: consultRequestSchema, reply: reply<ConsultStreamEvent[]>() })] as const;
