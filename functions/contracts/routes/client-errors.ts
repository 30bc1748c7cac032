// The client-errors function's route: the web reports an error it caught (public, limited per client and in size).
import { API } from '../api';
import { clientErrorReportSchema } from '../clientError';
import { reply, route } from '../route';

export const clientErrorsRoutes = [route('POST', API.clientErrors, 'public', { body: clientErrorReportSchema, reply: reply<{ fingerprint: string }>() })] as const;
