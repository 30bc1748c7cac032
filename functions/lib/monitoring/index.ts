// Monitoring's door: the dashboard's analytics with the counts each thread keeps for them, and the model-call records.
// What only the monitoring functions run has doors of its own: monitoring/clientErrors (the web's reported errors) and
// monitoring/monitoring (the monitoring page's figures).
export { addMessages, analyze, newThreadStats, rangeStart, type ThreadInput, type ThreadStats } from './analytics';
export { recordModelCall } from './metrics';
