// The case study list's filters as the address keeps them (document 3, 2.6), apart from the rest of the list's rules so
// the cards painted before the app has started (earlyCards.ts) read them without the built-in samples.
/** The list's filters, kept in the address (?search=&category=) so Back returns to the same list. */
export interface CaseStudyFilters {
  search: string;
  /** A category of the select, or a tag chosen from a card. */
  category: string;
}

export const NO_FILTERS: CaseStudyFilters = { search: '', category: 'all' };

export function filtersOf(params: URLSearchParams): CaseStudyFilters {
  return { search: params.get('search')?.trim() ?? '', category: params.get('category')?.trim().toLowerCase() || 'all' };
}

/** The address's parameters for some filters, keeping the others there (the knowledgebase's section). */
export function withFilters(params: URLSearchParams, filters: CaseStudyFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [name, value, none] of [
    ['search', filters.search.trim(), ''],
    ['category', filters.category, 'all'],
  ] as const) {
    if (value && value !== none) next.set(name, value);
    else next.delete(name);
  }
  return next;
}
