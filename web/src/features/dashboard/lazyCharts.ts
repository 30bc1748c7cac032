// The dashboard's charts as lazy components: their module (and the charts library) loads once the dashboard renders.
import { lazy } from 'react';

const load = () => import('./charts');

export const UsageLineChart = lazy(() => load().then((m) => ({ default: m.UsageLineChart })));
export const DailyUsageChart = lazy(() => load().then((m) => ({ default: m.DailyUsageChart })));
export const PestPieChart = lazy(() => load().then((m) => ({ default: m.PestPieChart })));
