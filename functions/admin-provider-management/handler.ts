// admin-provider-management (admin): the directory for admins (search, country and city, page; contact details in
// full), one provider, create, update, delete and toggle featured. Every save rewrites the provider's index entries
// and a delete removes them, so the directory's searches stay exact; every write leaves an audit record.
import { randomUUID } from 'node:crypto';
import { pagination } from '../contracts/api';
import { PROVIDER_ADMIN } from '../contracts/messages';
import { toProviderWire } from '../contracts/provider/entity';
import { providerFromForm } from '../contracts/provider/admin';
import { adminProviderManagementRoutes } from '../contracts/routes/admin-provider-management';
import { writeAudit } from '../lib/platform/audit';
import { deleteProvider, getProvider, putProvider, searchDirectory } from '../lib/providers';
import { api, notFound } from '../lib/platform/http';
import { guardWrite } from '../lib/platform/writeGuard';

export const handler = api(
  adminProviderManagementRoutes,
  {
    'GET /api/admin-provider-management': async (req) => {
      const { query, country, city, page, limit } = req.query;
      const result = await searchDirectory({ q: query, country, city: country ? city : undefined }, page, limit);
      return { body: { providers: result.providers.map(({ provider }) => toProviderWire(provider)), pagination: pagination(page, limit, result.total) } };
    },
    'GET /api/admin-provider-management/{providerId}': async (req) => {
      const provider = await getProvider(req.params.providerId);
      if (!provider) throw notFound(PROVIDER_ADMIN.notFound);
      return { body: { provider: toProviderWire(provider) } };
    },
    'POST /api/admin-provider-management': async (req) => {
      const provider = providerFromForm(req.body, randomUUID(), new Date().toISOString());
      await putProvider(provider);
      return { status: 201, body: { provider: toProviderWire(provider) }, audit: { action: 'provider.create', target: provider.id, changes: req.body } };
    },
    'PUT /api/admin-provider-management': async (req) => {
      const { providerId, ...form } = req.body;
      const existing = await getProvider(providerId);
      if (!existing) throw notFound(PROVIDER_ADMIN.notFound);
      // The response time comes from the provider's leads, not the form: it is kept.
      const provider = { ...providerFromForm(form, providerId, existing.createdAt), ...(existing.responseHours ? { responseHours: existing.responseHours } : {}) };
      await putProvider(provider);
      return { body: { provider: toProviderWire(provider) }, audit: { action: 'provider.update', target: providerId, changes: form } };
    },
    'DELETE /api/admin-provider-management': async (req) => {
      const { providerId } = req.body;
      if (!(await deleteProvider(providerId))) throw notFound(PROVIDER_ADMIN.notFound);
      return { body: { deleted: true, providerId }, audit: { action: 'provider.delete', target: providerId } };
    },
    'PATCH /api/admin-provider-management': async (req) => {
      const { providerId } = req.body;
      const existing = await getProvider(providerId);
      if (!existing) throw notFound(PROVIDER_ADMIN.notFound);
      const provider = { ...existing, featured: !existing.featured };
      await putProvider(provider);
      return { body: { provider: toProviderWire(provider) }, audit: { action: 'provider.toggle-featured', target: providerId, changes: { featured: provider.featured } } };
    },
  },
  { writeGuard: guardWrite, audit: writeAudit },
);
