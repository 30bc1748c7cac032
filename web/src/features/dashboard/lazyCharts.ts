// The charts as lazy components (the dashboard's, and monitoring's response times): their module (and the charts
// library) loads once a page that shows one renders.
import { lazy } from 'react';

const load = () => import('./charts');

export const UsageChart = lazy(() => load().then((m) => ({ default: m.UsageChart })));
export const PestPieChart = lazy(() => load().then((m) => ({ default: m.PestPieChart })));
export const ResponseTimeChart = lazy(() => load().then((m) => ({ default: m.ResponseTimeChart })));
