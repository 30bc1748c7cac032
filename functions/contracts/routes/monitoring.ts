// The monitoring function's routes (admins only): metrics, service health, and the error panel's groups.
import { API } from '../api';
import type { ClientErrorsReply, HealthReply, MonitoringMetrics } from '../monitoring';
import { reply, route } from '../route';

export const monitoringRoutes = [
  route('GET', API.monitoringMetrics, 'admin', { reply: reply<MonitoringMetrics>() }),
  route('GET', API.monitoringHealth, 'admin', { reply: reply<HealthReply>() }),
  route('GET', API.monitoringErrors, 'admin', { reply: reply<ClientErrorsReply>() }),
  route('DELETE', API.monitoringErrors, 'admin', { reply: reply<{ cleared: number }>() }),
] as const;
