// health: the API's liveness, polled by the web's status banner and by monitoring.
import { API } from '../contracts/api';
import { api } from '../lib/http';

export const handler = api({
  [`GET ${API.health}`]: async () => ({ body: { status: 'ok', time: new Date().toISOString() } }),
});
