// The dashboard's charts as lazy components: their module (and the charts library) loads once the dashboard renders.
import { lazy } from 'react';

const load = () => import('./charts');

export const UsageChart = lazy(() => load().then((m) => ({ default: m.UsageChart })));
export const PestPieChart = lazy(() => load().then((m) => ({ default: m.PestPieChart })));
