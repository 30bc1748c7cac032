// The monitoring function's routes (admins only): metrics, service health, and the error panel's groups (a group's
// status change, Clear All).
import { API } from '../api';
import { errorGroupUpdateSchema } from '../clientError';
import type { ClientErrorsReply, ErrorGroupChange, HealthReply, MonitoringMetrics } from '../monitoring';
import { reply, route } from '../route';

export const monitoringRoutes = [
  route('GET', API.monitoringMetrics, 'admin', { reply: reply<MonitoringMetrics>() }),
  route('GET', API.monitoringHealth, 'admin', { reply: reply<HealthReply>() }),
  route('GET', API.monitoringErrors, 'admin', { reply: reply<ClientErrorsReply>() }),
  route('PUT', API.monitoringErrors, 'admin', { body: errorGroupUpdateSchema, reply: reply<ErrorGroupChange>() }),
  route('DELETE', API.monitoringErrors, 'admin', { reply: reply<{ cleared: number }>() }),
] as const;
