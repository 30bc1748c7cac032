// Which of the 13 pests a text is about: names and species matched as phrases, descriptions (signs, look, sounds,
// smells, places, seasons, damage, bites) ranked by BM25 (minisearch) over the symptom lexicon, with stemming.
import MiniSearch, { type SearchResult } from 'minisearch';
import { stemmer } from 'stemmer';
import { PEST_GUIDES, PEST_SLUGS, type PestGuide, type PestSlug } from '../../knowledge/pests';
import { LEXICON_FIELDS, PEST_LEXICON } from '../../knowledge/lexicon';
import { normalize } from './consultant';

/** Words the stemmer does not bring back to the lexicon's form (irregular plurals, 'flew', 'woollen'). */
const IRREGULAR: Record<string, string> = { mice: 'mouse', flies: 'fly', flew: 'fly', woollen: 'wool', woolen: 'wool' };

/** Words that say nothing about which pest it is (sizes too: every pest is 'tiny' or 'big' to someone). */
const STOP_WORDS = new Set(
  ('a about after again all also am an and any are as at be been before being but by can could did do does doing ' +
    'down during each few for from get got had has have having he her here him his how i if in into is it its just ' +
    'keep keeps know like lot lots me more most my no not now of off on once only or other our out over own same she ' +
    'should so some than that the their them then there these they this those through to too under until up very ' +
    'was we were what when where which while who why will with would you your bug insect thing something pest critter ' +
    'help please see saw seen found find think look one two every around tiny small little big large huge')
    .split(' '),
);

/** A word as the index keeps it: irregular plurals mapped, then stemmed. */
const stem = (word: string) => stemmer(IRREGULAR[word] ?? word);

/**
 * The words of a text that describe what is there: a comparison ('ant-like', 'moth-like') names nothing, and a word
 * after 'no', 'not' or 'without' ('we have no pets') is not there.
 */
function describing(text: string): string {
  return normalize(text.replace(/(\w)-like\b/gi, '$1like')).replace(/ (no|not|without|never) \w+/g, ' ');
}

/** Every describing word of a text, stemmed, in order (stop words kept: names are matched as phrases). */
function words(text: string): string[] {
  return describing(text).trim().split(' ').filter(Boolean).map(stem);
}

/** The stemmed words of a text that carry meaning (stop words dropped), for comparing two texts. */
export function terms(text: string): Set<string> {
  return new Set(describing(text).trim().split(' ').filter((w) => w && !STOP_WORDS.has(w)).map(stem));
}

const split = (list: string) => list.split(',').map((p) => p.trim()).filter(Boolean);

/** Each pest's names as stemmed word sequences, longest first. */
const NAMES = PEST_SLUGS.flatMap((slug) => split(PEST_LEXICON[slug].names).map((name) => ({ slug, words: words(name) }))).sort(
  (a, b) => b.words.length - a.words.length,
);

let index: MiniSearch | undefined;

/** The BM25 index, built on first use: one document per pest, one field per kind of description. */
function lexiconIndex(): MiniSearch {
  if (index) return index;
  index = new MiniSearch({
    fields: [...LEXICON_FIELDS],
    processTerm: (term) => (STOP_WORDS.has(term) ? null : stem(term)),
    tokenize: (text) => describing(text).trim().split(' '),
  });
  index.addAll(PEST_SLUGS.map((slug) => ({ id: slug, ...PEST_LEXICON[slug] })));
  return index;
}

/** How many words of the text name each pest (a longer name wins over the shorter one inside it: 'white ants'). */
function namedPests(text: string): Map<PestSlug, number> {
  const ws = words(text);
  const named = new Map<PestSlug, number>();
  for (let i = 0; i < ws.length; ) {
    const name = NAMES.find((n) => n.words.every((w, k) => ws[i + k] === w));
    if (!name) {
      i += 1;
      continue;
    }
    named.set(name.slug, (named.get(name.slug) ?? 0) + name.words.length);
    i += name.words.length;
  }
  return named;
}

export interface PestMatch {
  guide: PestGuide;
  /** BM25 score of the description (0 when only the name matched). */
  score: number;
  /** The text names the pest (not only its signs). */
  byName: boolean;
  /** Distinct words of the text found in the pest's lexicon. */
  evidence: number;
}

const guideOf = (slug: string) => PEST_GUIDES.find((g) => g.slug === slug)!;

/** Every pest the text names or describes, best first: named pests (most words first), then by BM25 score. */
export function scorePests(text: string): PestMatch[] {
  const named = namedPests(text);
  const ranked = new Map<string, SearchResult>(lexiconIndex().search(text).map((r) => [r.id as string, r]));
  const slugs = new Set<string>([...named.keys(), ...ranked.keys()]);
  return [...slugs]
    .map((slug) => ({ slug, guide: guideOf(slug), score: ranked.get(slug)?.score ?? 0, byName: named.has(slug as PestSlug), evidence: ranked.get(slug)?.queryTerms.length ?? 0 }))
    .sort((a, b) => (named.get(b.slug as PestSlug) ?? 0) - (named.get(a.slug as PestSlug) ?? 0) || b.score - a.score)
    .map(({ guide, score, byName, evidence }) => ({ guide, score, byName, evidence }));
}

/** Words that say the text is about pests even when no particular pest is recognised. */
const PEST_CONTEXT =
  /\b(bugs?|insects?|pests?|infest\w*|critters?|vermin|creepy|crawl\w*|exterminat\w*|bites?|bitten|biting|biters?|stings?|stung|nests?|larvae|eggs|droppings?|traps?|repellents?|pesticides?|insecticides?|arachnids?|bloodsuckers?|parasites?|creatures?|wildlife|swarms?|maggots?|get rid of|kill\w*|repel\w*)\b/;

export function mentionsPests(text: string): boolean {
  return PEST_CONTEXT.test(normalize(text));
}

/**
 * The pest a text is about, when the evidence is enough: the pest is named, or two or more words of its lexicon
 * appear (one word such as 'kitchen', 'puppy' or 'seed' alone is not enough: then the pest is unclear).
 */
export function matchPest(text: string): PestMatch | undefined {
  const [best] = scorePests(text);
  return best && (best.byName || best.evidence >= 2) ? best : undefined;
}
