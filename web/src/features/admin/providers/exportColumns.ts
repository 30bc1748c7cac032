// The provider export's columns (document 2, section 3): ID, Name, Category, Services, Rating, ReviewCount, Featured
// (Yes or No), Country, City, Description, CreatedAt; and how many services a table row shows.
import type { ProviderWire } from '@contracts/provider';
import type { ExportColumn } from '../kit/exportList';

/** Services shown per provider row, then '+N more'. */
export const SERVICES_SHOWN = 3;

export const PROVIDER_EXPORT_COLUMNS: ExportColumn<ProviderWire>[] = [
  { header: 'ID', value: (p) => p.id },
  { header: 'Name', value: (p) => p.name },
  { header: 'Category', value: (p) => p.category },
  { header: 'Services', value: (p) => p.services },
  { header: 'Rating', value: (p) => p.rating },
  { header: 'ReviewCount', value: (p) => p.review_count },
  { header: 'Featured', value: (p) => (p.featured ? 'Yes' : 'No') },
  { header: 'Country', value: (p) => p.country },
  { header: 'City', value: (p) => p.city },
  { header: 'Description', value: (p) => p.description },
  { header: 'CreatedAt', value: (p) => p.created_at },
];
