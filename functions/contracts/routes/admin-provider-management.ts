// The admin-provider-management function's routes (document 2, section 7): list, one provider, create, update,
// delete, and toggle featured.
import { API } from '../api';
import { providerDeleteSchema, providerFormSchema, providerListQuerySchema, providerPathSchema, providerToggleSchema, providerUpdateSchema, type AdminProviderPage, type AdminProviderReply } from '../provider/admin';
import { reply, route } from '../route';

export const adminProviderManagementRoutes = [
  route('GET', API.adminProviderManagement, 'admin', { query: providerListQuerySchema, reply: reply<AdminProviderPage>() }),
  route('GET', API.adminProvider, 'admin', { params: providerPathSchema, reply: reply<AdminProviderReply>() }),
  route('POST', API.adminProviderManagement, 'admin', { body: providerFormSchema, reply: reply<AdminProviderReply>() }),
  route('PUT', API.adminProviderManagement, 'admin', { body: providerUpdateSchema, reply: reply<AdminProviderReply>() }),
  route('DELETE', API.adminProviderManagement, 'admin', { body: providerDeleteSchema, reply: reply<{ deleted: true; providerId: string }>() }),
  route('PATCH', API.adminProviderManagement, 'admin', { body: providerToggleSchema, reply: reply<AdminProviderReply>() }),
] as const;
