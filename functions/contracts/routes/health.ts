// The health function's route: the API's liveness.
import { API } from '../api';
import { reply, route } from '../route';

export interface Health {
  status: 'ok';
  time: string;
}

export const healthRoutes = [route('GET', API.health, 'public', { reply: reply<Health>() })] as const;
