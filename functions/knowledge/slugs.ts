// Owns the 13 pest slugs (the /pests/{pest} routes), apart from the guides so a page list can name them without the content.

export const PEST_SLUGS = [
  'fleas',
  'ticks',
  'rodents',
  'ants',
  'cockroaches',
  'spiders',
  'mosquitoes',
  'bed-bugs',
  'termites',
  'wasps',
  'flies',
  'silverfish',
  'moths',
] as const;

export type PestSlug = (typeof PEST_SLUGS)[number];
