// The analytics function's route: the dashboard's figures.
import { analyticsQuerySchema, type Analytics } from '../analytics';
import { API } from '../api';
import { reply, route } from '../route';

export const analyticsRoutes = [route('GET', API.analytics, 'user', { query: analyticsQuerySchema, reply: reply<Analytics>() })] as const;
