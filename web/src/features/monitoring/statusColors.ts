// The colours of a service's status tag (and the error panel's Regression tag): dark enough for white text to pass WCAG AA contrast.
import type { ServiceStatus } from '@contracts/monitoring';

export const STATUS_COLORS: Record<ServiceStatus, string> = { healthy: '#166534', degraded: '#92400e', down: '#991b1b' };
