// Keyword retrieval over the 13 pest guides: which pest a text is about. Pest names weigh most (keyword words
// overlap between pests, e.g. 'row', 'brown', 'bites'); a longer phrase weighs more than a single word.
import { PEST_GUIDES, type PestGuide, type PestSlug } from '../../knowledge';

/** What people call each pest: a match on one of these names the pest outright. */
const PEST_NAMES: Record<PestSlug, string[]> = {
  fleas: ['flea', 'fleas'],
  ticks: ['tick', 'ticks'],
  rodents: ['mouse', 'mice', 'rat', 'rats', 'rodent', 'rodents'],
  ants: ['ant', 'ants'],
  cockroaches: ['cockroach', 'cockroaches', 'roach', 'roaches'],
  spiders: ['spider', 'spiders'],
  mosquitoes: ['mosquito', 'mosquitoes', 'mosquitos', 'mozzie', 'mozzies'],
  'bed-bugs': ['bed bug', 'bed bugs', 'bedbug', 'bedbugs'],
  termites: ['termite', 'termites', 'white ants'],
  wasps: ['wasp', 'wasps', 'hornet', 'hornets', 'yellowjacket', 'yellowjackets', 'yellow jacket', 'yellow jackets'],
  flies: ['fly', 'flies', 'housefly', 'houseflies', 'fruit flies', 'bluebottle', 'bluebottles', 'gnat', 'gnats'],
  silverfish: ['silverfish'],
  moths: ['moth', 'moths'],
};

const NAME_WEIGHT = 10;

/** Words that say the text is about pests even when no particular pest is recognised. */
const PEST_CONTEXT =
  /\b(bugs?|insects?|pests?|infest\w*|critters?|vermin|creepy|crawl\w*|exterminat\w*|bites?|bitten|biting|stings?|stung|nests?|larvae|eggs|droppings?|traps?|repellents?|pesticides?|insecticides?)\b/;

/** Lowercase words separated by single spaces, padded, so ` phrase ` matches whole words only. */
export function normalize(text: string): string {
  return ` ${text.toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim()} `;
}

const contains = (normalized: string, term: string) => normalized.includes(normalize(term));
const words = (term: string) => normalize(term).trim().split(' ').length;

export interface PestMatch {
  guide: PestGuide;
  score: number;
  /** The text names the pest (not only its signs). */
  byName: boolean;
}

/** Every guide's score for a text, best first (ties keep the guides' order). */
export function scorePests(text: string): PestMatch[] {
  const normalized = normalize(text);
  return PEST_GUIDES.map((guide) => {
    const names = PEST_NAMES[guide.slug];
    const nameScore = names.filter((n) => contains(normalized, n)).reduce((s, n) => s + NAME_WEIGHT * words(n), 0);
    const signScore = guide.keywords
      .filter((k) => !names.includes(k) && contains(normalized, k))
      .reduce((s, k) => s + words(k), 0);
    return { guide, score: nameScore + signScore, byName: nameScore > 0 };
  }).sort((a, b) => b.score - a.score);
}

export function mentionsPests(text: string): boolean {
  return PEST_CONTEXT.test(normalize(text));
}

/**
 * The pest a text is about, when the evidence is enough: the pest is named, or its signs appear in a text about
 * pests, or several signs appear at once (a single word such as 'sugar' alone is not enough).
 */
export function matchPest(text: string): PestMatch | undefined {
  const [best] = scorePests(text);
  if (!best || best.score === 0) return undefined;
  if (best.byName || best.score >= 3 || mentionsPests(text)) return best;
  return undefined;
}
