// The consultant's safety triage, run on every question before any pest is identified, whichever model answers: who is
// at risk, what product, how (an exposure, a plan) and medical signs, read as concepts from the words (word forms,
// everyday names, misspellings, any sentence), into one outcome (emergency, risky plan, none) and the text that opens the reply.

export type TriageOutcome = 'emergency' | 'risky plan' | 'none';

export interface Triage {
  outcome: TriageOutcome;
  /** The answer that opens the reply (Markdown, two sentences): absent when there is no danger. */
  opening?: string;
}

// ---------------------------------------------------------------------------------------------------------------
// The lexicon: concept -> its phrases (comma-separated; a phrase is words in order). A word is looked up as written,
// then without a plural or possessive 's', then as the nearest lexicon word within a small edit distance.

type Concept =
  | 'child' | 'person' | 'animal' | 'cat' | 'dog' | 'bird' | 'self' | 'pronoun' | 'thing'
  | 'pest' | 'service' | 'stinger' | 'spider' | 'venomous' | 'wild' | 'bat'
  | 'ingest' | 'mouth' | 'body' | 'contact' | 'inhale' | 'sign' | 'allergySign' | 'skinSign' | 'biteSign' | 'swell' | 'face'
  | 'bite' | 'bitAmbiguous'
  | 'plan' | 'place' | 'where' | 'placeVerb' | 'reach' | 'on'
  | 'mix' | 'mixed' | 'many' | 'overdose' | 'more' | 'than' | 'labelWord' | 'says' | 'but'
  | 'flame' | 'burn' | 'outdoor' | 'indoor' | 'fog' | 'fogPast'
  | 'handle' | 'handled' | 'sleep' | 'vacate' | 'droppings' | 'sweep' | 'allergic' | 'remove'
  | 'negation' | 'passive' | 'out' | 'of'
  | `product:${ProductKind}`;

type ProductKind =
  | 'rodenticide' | 'bait' | 'mothball' | 'fogger' | 'insecticide' | 'powder' | 'borax' | 'earth' | 'slug' | 'flea'
  | 'permethrin' | 'bleach' | 'ammonia' | 'cleaner' | 'fuel' | 'oil' | 'chemical' | 'aerosol' | 'weak';

/** How each product is named in an opening. */
const PRODUCT_NAME: Record<Exclude<ProductKind, 'weak'>, string> = {
  rodenticide: 'rat poison',
  bait: 'pest baits',
  mothball: 'mothballs',
  fogger: 'a fogger (bug bomb)',
  insecticide: 'insecticide',
  powder: 'pest powders',
  borax: 'borax or boric acid',
  earth: 'diatomaceous earth',
  slug: 'slug pellets',
  flea: 'a flea treatment',
  permethrin: 'permethrin',
  bleach: 'bleach',
  ammonia: 'ammonia',
  cleaner: 'cleaning products',
  fuel: 'fuel',
  oil: 'essential oils',
  chemical: 'chemicals',
  aerosol: 'an aerosol',
};

const LEXICON: Partial<Record<Concept, string>> = {
  child:
    'child, children, kid, kiddo, kiddie, toddler, baby, babies, infant, newborn, son, daughter, boy, girl, grandson, granddaughter, grandchild, grandkid, nephew, niece, youngest, eldest, teenager, teen, little one, twins, preschooler, youngster',
  person:
    'husband, wife, partner, mum, mom, mother, dad, father, grandma, grandmother, grandpa, grandfather, granny, nan, elderly, pregnant, friend, roommate, flatmate, neighbour, neighbor, someone, somebody, person, people, family, guest, man, woman, lady, exterminator, pest guy, pest control man, landlord',
  animal:
    'pet, bird, parrot, budgie, canary, cockatiel, parakeet, hamster, gerbil, guinea pig, rabbit, bunny, ferret, tortoise, turtle, lizard, gecko, fish, goldfish, horse, pony, donkey, goat, sheep, lamb, cow, cattle, pig, chicken, hen, duck, livestock',
  dog: 'dog, puppy, pup, doggy, doggo, pooch, lab, labrador, retriever, terrier, jack russell, spaniel, beagle, husky, collie, poodle, pug, chihuahua, dachshund, shepherd, bulldog, greyhound, whippet, schnauzer, corgi, rottweiler, pitbull, staffie, westie',
  cat: 'cat, kitten, kitty, moggy, tabby',
  service: 'exterminator, pest guy, pest control, pest control man, pest man, pest control company',
  self: 'i, me, im, ive, myself, my',
  pronoun: 'he, she, him, her, his, hes, shes, we, us, you, our',
  thing: 'it, its, they, them, theyre, one',
  pest:
    'ant, roach, cockroach, mouse, mice, rat, rodent, wasp, bee, hornet, fly, flies, flea, tick, moth, bug, bedbug, bed bug, slug, snail, mole, vole, termite, silverfish, mosquito, mosquitoes, mosquitos, insect, critter, pest, weevil, beetle, earwig, louse, lice, fire ant, yellow jacket, gnat, mite',
  stinger: 'bee, wasp, hornet, yellow jacket, fire ant, bumblebee, honeybee, stung',
  spider: 'spider',
  venomous:
    'snake, rattler, rattlesnake, adder, viper, cobra, copperhead, cottonmouth, mamba, taipan, scorpion, bark scorpion, black widow, widow, brown recluse, recluse, redback, red back, funnel web, funnelweb, hobo spider, wandering spider',
  wild: 'raccoon, racoon, possum, opossum, fox, squirrel, skunk, coyote, badger, wild animal, dead bird, dead pigeon, dead rat, dead mouse, dead squirrel, dead animal, dead bat',
  bat: 'bat, dead bat',
  ingest:
    'ate, eaten, chewed, chewd, chewing, licked, licking, swallowed, swallowd, swallowing, drank, drunk, drinking, ingested, nibbled, nibbling, sucked, sucking, gnawed, mouthed, tasted, eating, bit into, got into, gotten into, has had some',
  mouth: 'mouth, teeth',
  body: 'eye, eyes, skin, face, lips, lip, arm, arms, hand, hands, leg, legs, finger, fingers, paw, paws, fur, coat, neck, feet, foot, bare hands',
  contact: 'sprayed, splashed, spilt, spilled, got, went, blew, rubbed, touched, landed, dripped, soaked, crawled, touching, rubbing',
  inhale: 'breathed, inhaled, breathing in, inhaling, fumes, breathed in',
  sign:
    'cough, coughing, coughed, wheeze, wheezing, wheezy, cant breathe, cannot breathe, can barely breathe, barely breathe, trouble breathing, struggling to breathe, hard to breathe, short of breath, shortness of breath, breathless, gasping, chest hurts, chest pain, chest tight, throat tight, throat feels tight, throat burns, throat closing, choking, dizzy, faint, fainted, collapsed, collapse, unconscious, passed out, unresponsive, seizure, seizures, fitting, convulsion, convulsions, convulsing, twitching, trembling, shaking, tremors, confused, drowsy, lethargic, wobbly, staggering, headache, numb, tingling, heart racing, racing heart, sweating, fluffed up, vomit, vomiting, vomited, vomitting, throwing up, threw up, puking, puked, feel sick, feels sick, feeling sick, felt sick, been sick, being sick, is sick, drooling, drool, foaming, pale, bleeding, diarrhoea, diarrhea, cramp, cramping, fizzing, smoking, screaming, eyes water, watering',
  allergySign: 'hives, anaphylaxis, anaphylactic, tongue feels thick, thick tongue, rash spreading, spreading rash',
  skinSign: 'burn, burns, burning, stinging, red, redness, rash, blotchy, blister, blistering, itchy, sore, tingling',
  biteSign: 'spreading, red line, turning black, black in the middle, blister, fever, very painful, swollen all round',
  swell: 'swell, swells, swelling, swollen, puffing, puffed, puffy',
  face: 'face, lips, lip, tongue, throat, eyes, eye, eyelids, whole, all over',
  bite: 'bite, bites, bitten, stung, sting, stings, got bit, bit me, bit my, bit him, bit her, bit by',
  bitAmbiguous: 'bit',
  plan: 'mix, put, putting, place, placing, leave, leaving, lay, laying, hide, hang, scatter, sprinkle, sprinkling, spread, dust, dusting, spray, spraying, wipe, soak, apply, use, using, set, pour, rub, line, wash, bath, treat, dab',
  place:
    'crib, cot, bassinet, cradle, mattress, bed, bedding, sheet, pillow, blanket, duvet, nursery, bunk, toy, toy box, teddy, stuffed animal, plushie, playroom, play area, playpen, sandpit, sandbox, swing, slide, playground, den, dresser, high chair, highchair, lunch box, lunchbox, plate, cup, dish, cutlery, utensil, bowl, food bowl, water bowl, fruit bowl, food, counter, countertop, worktop, chopping board, cutting board, bread, fruit, sandwich, kennel, crate, dog bed, cat bed, litter box, litter tray, litter, cat litter, trampoline, paddling pool, climbing frame, playhouse, treehouse, cage, hutch, coop, chicken run, aquarium, fish tank, clothes',
  where: 'where',
  placeVerb: 'sleep, sleeps, sleeping, play, plays, playing, eat, eats, eating, crawl, crawls, crawling, nap, naps, lie, lies, lay, hang out',
  reach: 'reach, get to',
  on: 'on, onto, over, all over',
  mix: 'mix, mixing, mixture, combine, combining, together, add, adding, mixed, combined',
  mixed: 'mixed, combined, accidentally mixed',
  many: 'two, three, four, five, six, 2, 3, 4, 5, 6, several, multiple, both, different',
  overdose:
    'double, doubled, triple, twice, extra, way more, much more, second dose, another dose, extra dose, undiluted, full strength, stronger, as strong, whole can, whole bottle, entire can, every night, every day',
  more: 'more',
  than: 'than',
  labelWord: 'label, box, bottle, pack, packet, instructions, directions, recommended, dose, ml',
  says: 'says, said',
  but: 'but',
  flame: 'flame, flames, pilot light, lighter, light it, light a fire, lit, fire, fireplace, candle, stove, water heater, boiler, furnace, match, matches, blowtorch, torch, cigarette, spark, smoke them out, set fire',
  burn: 'burn, burn out, burn off',
  outdoor: 'outdoor, outdoors, outdoor use',
  indoor: 'inside, indoors, indoor, living room, bedroom, kitchen, house, flat, apartment, home',
  fog: 'fogger, bug bomb, flea bomb, roach bomb, insect bomb, fog, fogging, foggers',
  fogPast: 'fogged, went off, fumigated',
  handle: 'pick up, pick it up, grab, catch, carry, touch, hold, handle, pet it, feed, feed it',
  handled: 'picked up, picked it up, grabbed, caught, carried, touched, held, handled, fed, brought in, playing with, scratched',
  sleep: 'sleep, sleeps, slept, asleep, sleeping, woke, woke up, waking, bed, bedroom, nursery',
  vacate: 'leave the house, leave the flat, leave the home, all leave, go out, be out, away for, out of the house, out for the day, stay with, stay at',
  droppings: 'droppings, dropping, poop, poo, guano, faeces, feces, dung, scat',
  sweep: 'sweep, sweeping, broom, hoover, hoovering, vacuum, vacuuming, blow, blower, leaf blower, brush, scrape',
  allergic: 'allergic, allergy, allergies, epi pen, epipen, anaphylactic',
  remove: 'get rid, remove, removing, knock, knock down, take down, destroy, kill, tackle, deal with, spray, move',
  negation: 'no, not, never, without, dont, didnt, doesnt, cant, cannot, wont, hasnt, havent, isnt, wasnt, instead, avoid',
  passive: 'is, was, were, been, being, be, getting, get, gets, got',
  out: 'out, away',
  of: 'of',
  'product:rodenticide':
    'rat poison, mouse poison, rodent poison, rat bait, mouse bait, rodent bait, rodenticide, poison, poisoned, poisons, poisonous, bait block, poison block, rat killer, mouse killer, mole bait, gas tablet, warfarin, bromadiolone, brodifacoum',
  'product:bait': 'bait, bait station, ant bait, roach bait, gel bait, bait gel, ant gel, roach gel, ant trap, roach trap, roach motel, bait tray, ant killer gel, bait box',
  'product:mothball': 'mothball, moth ball, naphthalene, napthalene, paradichlorobenzene, moth crystal',
  'product:fogger': 'fogger, bug bomb, flea bomb, roach bomb, insect bomb, fumigate, fumigated, fumigation, fumigant, fog, fogged, fogging, foggers',
  'product:insecticide':
    'spray, sprayed, spraying, raid, insecticide, pesticide, bug spray, fly spray, ant spray, wasp spray, insect spray, bug killer, insect killer, ant killer, wasp killer, fly killer, roach killer, killer, weedkiller, weed killer, herbicide, roundup, wasp nest powder, mosquito stuff, bug stuff',
  'product:powder': 'powder, ant powder, roach powder, insect powder',
  'product:borax': 'borax, boric acid, boric, roach tablet',
  'product:earth': 'diatomaceous earth, diatomaceous, diatomite',
  'product:slug': 'slug pellet, snail pellet, slug bait, metaldehyde',
  'product:flea': 'flea collar, flea treatment, spot on, flea spray, flea drops, flea powder, frontline, tick collar, flea shampoo, flea product',
  'product:permethrin': 'permethrin, permethrin spray, pyrethrin, pyrethroid',
  'product:bleach': 'bleach, chlorine',
  'product:ammonia': 'ammonia, ammonia cleaner',
  'product:cleaner': 'vinegar, vinegar spray, drain cleaner, toilet cleaner, oven cleaner, lye, caustic soda',
  'product:fuel': 'petrol, gasoline, kerosene, kerosine, paraffin, diesel, lighter fluid, white spirit, turpentine',
  'product:oil': 'tea tree oil, essential oil, eucalyptus oil',
  'product:chemical': 'chemical, concentrate, concentrated',
  'product:aerosol': 'hair spray, hairspray, aerosol, deodorant, spray can',
  /** Words that are a product only in a question about pests: 'pellets' (slug or rat), 'blocks', 'tablets', 'gel'. */
  'product:weak': 'pellet, block, tablet, gel, granule, foam',
};

/** Real words near a lexicon word that must never be corrected to it. */
const KEEP_AS_WRITTEN = new Set('stray locked kicked liked ticked lucked wicked picked sticked strays sprain those these there where batch bait pet pest best post plate place plane'.split(' '));

interface Phrase {
  words: string[];
  concepts: Concept[];
}

interface Lexicon {
  /** The phrases by their first word, longest first. */
  byFirstWord: Map<string, Phrase[]>;
  vocabulary: Set<string>;
  /** The vocabulary by first letter, for corrections. */
  byLetter: Map<string, string[]>;
}

let built: Lexicon | undefined;

/** The lexicon as phrases; built on first use. */
function lexicon(): Lexicon {
  if (built) return built;
  const byKey = new Map<string, Phrase>();
  for (const [concept, list] of Object.entries(LEXICON) as Array<[Concept, string]>) {
    for (const text of list.split(',')) {
      const words = text.trim().split(/\s+/).map(singular);
      const key = words.join(' ');
      const phrase = byKey.get(key) ?? { words, concepts: [] };
      phrase.concepts.push(concept);
      byKey.set(key, phrase);
    }
  }
  const byFirstWord = new Map<string, Phrase[]>();
  for (const phrase of [...byKey.values()].sort((a, b) => b.words.length - a.words.length)) {
    byFirstWord.set(phrase.words[0], [...(byFirstWord.get(phrase.words[0]) ?? []), phrase]);
  }
  const vocabulary = new Set([...byKey.values()].flatMap((p) => p.words));
  const byLetter = new Map<string, string[]>();
  for (const word of vocabulary) if (word.length >= 4) byLetter.set(word[0], [...(byLetter.get(word[0]) ?? []), word]);
  built = { byFirstWord, vocabulary, byLetter };
  return built;
}

/** A word without a plural or possessive 's' (kids, babies, mattresses, dogs); other words as they are. */
function singular(word: string): string {
  if (word.length <= 3 || word.endsWith('ss') || word.endsWith('us') || word.endsWith('is')) return word;
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (/(ch|sh|x)es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s')) return word.slice(0, -1);
  return word;
}

/** Edit distance with transpositions (Damerau), stopping early past `limit`. */
function distance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  const rows = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j += 1) rows[0][j] = j;
  for (let i = 1; i <= a.length; i += 1) {
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      rows[i][j] = Math.min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) rows[i][j] = Math.min(rows[i][j], rows[i - 2][j - 2] + 1);
    }
  }
  return rows[a.length][b.length];
}

/** Corrections made, kept for the warm function's next questions (at most this many words). */
const corrected = new Map<string, string>();
const CORRECTIONS_KEPT = 5000;

/** A word as the lexicon knows it: as written, singular, or the nearest lexicon word (one edit from 5 letters, two from 8). */
function canonical(word: string): string {
  const { vocabulary: vocab, byLetter } = lexicon();
  if (vocab.has(word)) return word;
  const one = singular(word);
  if (vocab.has(one) || /\d/.test(word) || KEEP_AS_WRITTEN.has(word)) return one;
  const limit = one.length >= 8 ? 2 : one.length >= 5 ? 1 : 0;
  if (!limit) return one;
  const known = corrected.get(word);
  if (known) return known;
  let best = one;
  let bestDistance = limit + 1;
  for (const candidate of byLetter.get(word[0]) ?? []) {
    const d = distance(one, candidate, limit);
    if (d < bestDistance) [best, bestDistance] = [candidate, d];
  }
  if (corrected.size >= CORRECTIONS_KEPT) corrected.clear();
  corrected.set(word, best);
  return best;
}

// ---------------------------------------------------------------------------------------------------------------
// Reading a message: sentences of words, then the concepts found in each (a phrase's concepts sit on its first word).

interface Mention {
  concepts: Set<Concept>;
  /** The mention's first word in the sentence. */
  at: number;
  /** A negation word stands in the three words before it. */
  negated: boolean;
}

interface Sentence {
  words: string[];
  mentions: Mention[];
}

/** Ages ('my 2 year old', '4yo', 'our 18 month old') stand for a child. */
const AGE = /\b\d+\s*(?:yo|y\/o|yrs?|years?|months?|mos?|weeks?)(?:\s*old)?\b/g;

function read(message: string): Sentence[] {
  const { byFirstWord } = lexicon();
  const text = message.toLowerCase().replace(/[’']/g, '').replace(AGE, ' child ').replace(/\bi['’]?ll\b/g, 'i will');
  return text
    .split(/[.!?;\n]+/)
    .map((s) => s.replace(/[^a-z0-9]+/g, ' ').trim().split(' ').filter(Boolean).map(canonical))
    .filter((words) => words.length > 0)
    .map((words) => {
      const mentions: Mention[] = [];
      for (let i = 0; i < words.length; ) {
        const phrase = byFirstWord.get(words[i])?.find((p) => p.words.every((w, k) => words[i + k] === w));
        if (!phrase) {
          i += 1;
          continue;
        }
        mentions.push({ concepts: new Set(phrase.concepts), at: i, negated: false });
        i += phrase.words.length;
      }
      // 'didn't eat', 'without poison', 'out of reach'; but 'can't stop coughing' is no negation.
      for (const m of mentions) m.negated = mentions.some((n) => n.concepts.has('negation') && n.at < m.at && n.at >= m.at - 3 && words[n.at + 1] !== 'stop');
      return { words, mentions };
    });
}

const has = (m: Mention, c: Concept) => m.concepts.has(c);
const isProduct = (m: Mention) => [...m.concepts].some((c) => c.startsWith('product:'));
const productKind = (m: Mention) => [...m.concepts].find((c) => c.startsWith('product:'))?.slice(8) as ProductKind | undefined;
const isWho = (m: Mention) => has(m, 'child') || has(m, 'person') || has(m, 'animal') || has(m, 'dog') || has(m, 'cat');
const isAnimal = (m: Mention) => has(m, 'animal') || has(m, 'dog') || has(m, 'cat');

/** What a message holds, across its sentences. */
class Reading {
  readonly mentions: Array<Mention & { sentence: number }>;
  constructor(readonly sentences: Sentence[]) {
    this.mentions = sentences.flatMap((s, n) => s.mentions.map((m) => ({ ...m, sentence: n })));
  }
  any(c: Concept, inSentence?: number): boolean {
    return this.mentions.some((m) => has(m, c) && !m.negated && (inSentence === undefined || m.sentence === inSentence));
  }
  /** The kinds of product named (a weak word counts only when the message is about pests or other products). */
  products(inSentence?: number): ProductKind[] {
    const found = this.mentions.filter((m) => isProduct(m) && !m.negated && (inSentence === undefined || m.sentence === inSentence)).map(productKind) as ProductKind[];
    const context = this.any('pest') || this.any('service') || this.mentions.some((m) => isProduct(m) && productKind(m) !== 'weak');
    return [...new Set(found.filter((k) => k !== 'weak' || context))];
  }
  hasProduct(inSentence?: number): boolean {
    return this.products(inSentence).length > 0;
  }
  /** The person or animal a mention refers to: the nearest who before it (a pronoun resolves to the last who named). */
  whoBefore(sentence: number, at: number): 'animal' | 'person' | 'pest' | undefined {
    const earlier = this.mentions.filter((m) => m.sentence < sentence || (m.sentence === sentence && m.at < at));
    const nearest = (list: typeof earlier) => list.reverse().find((m) => isWho(m) || has(m, 'pest') || has(m, 'self') || has(m, 'pronoun') || has(m, 'thing'));
    const inSentence = nearest(earlier.filter((m) => m.sentence === sentence));
    const found = inSentence ?? nearest([...earlier]);
    if (!found) return undefined;
    if (isWho(found)) return isAnimal(found) ? 'animal' : 'person';
    if (has(found, 'pest') && !has(found, 'stinger')) return 'pest';
    if (has(found, 'self')) return 'person';
    // A pronoun: the last who or pest named before it.
    const referent = earlier.filter((m) => m !== found).reverse().find((m) => isWho(m) || (has(found, 'thing') && has(m, 'pest')));
    if (!referent) return has(found, 'thing') ? undefined : 'person';
    return isWho(referent) ? (isAnimal(referent) ? 'animal' : 'person') : 'pest';
  }
  /** Whether the one at risk in this sentence (or else the message) is an animal: animals named and no person or child. */
  animalAtRisk(sentence: number): boolean {
    // 'my' says whose, not who: 'a snake bit my dog'.
    const whos = (n?: number) => this.mentions.filter((m) => (n === undefined || m.sentence === n) && (isWho(m) || (has(m, 'self') && this.sentences[m.sentence].words[m.at] !== 'my')));
    const list = whos(sentence).length ? whos(sentence) : whos();
    return list.length > 0 && list.every(isAnimal);
  }
}

// ---------------------------------------------------------------------------------------------------------------
// The rules: emergencies first (an exposure or a medical sign), then risky plans.

type Emergency = 'venom' | 'anaphylaxis' | 'wildlife' | 'gas' | 'swallowed' | 'contact' | 'fumes' | 'poisoned';
type Plan = 'mixing' | 'flame' | 'fuel' | 'fogger' | 'outdoor' | 'onBody' | 'catProduct' | 'overdose' | 'placement' | 'allergic' | 'wildlife' | 'droppings';

interface Found {
  emergency?: { kind: Emergency; animal: boolean };
  plan?: { kind: Plan; product?: ProductKind };
}

function signIn(r: Reading): Mention & { sentence: number } | undefined {
  return r.mentions.find((m) => !m.negated && (has(m, 'sign') || has(m, 'allergySign') || (has(m, 'swell') && swellingOfFace(r, m))));
}

/** Swelling of the face, lips, tongue, throat or eyes, or all over (a sting's local swelling is not a sign). */
function swellingOfFace(r: Reading, m: Mention & { sentence: number }): boolean {
  return r.mentions.some((n) => n.sentence === m.sentence && has(n, 'face') && Math.abs(n.at - m.at) <= 4);
}

function bitten(r: Reading): Mention & { sentence: number } | undefined {
  return r.mentions.find((m) => {
    if (m.negated) return false;
    if (has(m, 'bite')) return true;
    const words = r.sentences[m.sentence].words;
    return has(m, 'bitAmbiguous') && !['a', 'little', 'quite', 'tiny'].includes(words[m.at - 1] ?? '') && words[m.at + 1] !== 'of';
  });
}

function venomousBite(r: Reading): boolean {
  const creature = r.any('venomous');
  const bite = bitten(r);
  if (creature && bite) return true;
  if (creature) {
    // A creature that 'got' someone: 'a funnel web spider got my husband on the hand'.
    return r.sentences.some((s) => s.words.some((w, i) => w === 'got' && s.mentions.some((m) => (isWho(m) || has(m, 'pronoun') || has(m, 'self')) && m.at > i && m.at <= i + 2)));
  }
  if (r.any('spider') && bite) return r.any('biteSign') || signIn(r) !== undefined;
  return false;
}

function emergencyOf(r: Reading): Found['emergency'] {
  const sign = signIn(r);
  const products = r.products();
  const firstSentence = (c: (m: Mention) => boolean) => r.mentions.find((m) => c(m) && !m.negated)?.sentence ?? 0;

  if (venomousBite(r)) return { kind: 'venom', animal: r.animalAtRisk(firstSentence((m) => has(m, 'venomous') || has(m, 'spider'))) };

  const allergic = r.mentions.find((m) => !m.negated && (has(m, 'allergySign') || (has(m, 'swell') && swellingOfFace(r, m))));
  const reaction = allergic ?? (products.length ? undefined : sign);
  if ((r.any('stinger') || r.any('bite')) && reaction) return { kind: 'anaphylaxis', animal: r.whoBefore(reaction.sentence, reaction.at) === 'animal' };

  // A bite, a scratch or a touch in the sentence that names the wild animal.
  const wildContact = r.mentions.find((m) => !m.negated && (has(m, 'handled') || has(m, 'bite') || has(m, 'bitAmbiguous')) && (r.any('wild', m.sentence) || r.any('bat', m.sentence)));
  if (wildContact) return { kind: 'wildlife', animal: r.animalAtRisk(wildContact.sentence) };
  // A bat where someone sleeps, or in a child's room, a bite may go unnoticed (a plan to catch it is a risky plan).
  const batRoom = r.mentions.some(
    (m) => has(m, 'bat') && !m.negated && (r.any('sleep', m.sentence) || (r.any('child', m.sentence) && r.sentences[m.sentence].words.includes('room'))),
  );
  if (batRoom && !r.any('handle')) return { kind: 'wildlife', animal: false };

  const mixedPast = r.mentions.find((m) => has(m, 'mixed') && !m.negated && r.products(m.sentence).filter((k) => k !== 'weak').length >= 2);
  if (mixedPast) return { kind: 'gas', animal: false };

  if (products.length) {
    for (const m of r.mentions) {
      if (m.negated || !(has(m, 'ingest') || has(m, 'mouth'))) continue;
      const words = r.sentences[m.sentence].words;
      // 'the bait was eaten' says nothing of who ate it ('was chewing' is no passive).
      if (/(ed|en|nk)$/.test(words[m.at]) && r.mentions.some((n) => n.sentence === m.sentence && n.at === m.at - 1 && has(n, 'passive'))) continue;
      if (has(m, 'ingest') && words[m.at - 1] === 'from') continue;
      const who = r.whoBefore(m.sentence, m.at);
      if (who === 'pest') continue;
      return { kind: 'swallowed', animal: who === 'animal' };
    }
    const contact = r.mentions.find((m) => {
      // Not the pest's own body: 'flies with red eyes'.
      if (m.negated || !has(m, 'body') || r.whoBefore(m.sentence, m.at) === 'pest') return false;
      const near = r.mentions.filter((n) => n.sentence === m.sentence && !n.negated);
      return near.some((n) => has(n, 'contact') || has(n, 'skinSign'));
    });
    if (contact) return { kind: 'contact', animal: r.whoBefore(contact.sentence, contact.at) === 'animal' };
    const inhaled = r.mentions.find((m) => has(m, 'inhale') && !m.negated);
    const breathed = inhaled && r.hasProduct(inhaled.sentence) ? inhaled : undefined;
    const airborne = breathed || products.some((k) => AIRBORNE.includes(k));
    const seen = sign ?? breathed;
    if (seen) return { kind: airborne ? 'fumes' : 'poisoned', animal: r.whoBefore(seen.sentence, seen.at) === 'animal' };
  }
  return undefined;
}

/** Products whose harm comes mostly through the air: a sign with one of them is breathed fumes. */
const AIRBORNE: readonly ProductKind[] = ['fogger', 'insecticide', 'mothball', 'aerosol', 'bleach', 'ammonia', 'cleaner', 'fuel', 'chemical'];

/** The first product named in a sentence that is not a weak word. */
const namedProduct = (r: Reading, sentence?: number) => r.products(sentence).find((k) => k !== 'weak');

function planOf(r: Reading): Found['plan'] {
  const products = r.products();
  if (!products.length && !r.any('wild') && !r.any('bat') && !r.any('droppings') && !r.any('allergic') && !r.any('labelWord')) return undefined;

  for (const n of r.sentences.keys()) {
    const here = r.products(n).filter((k) => k !== 'weak');
    if (r.any('mix', n) && (here.length >= 2 || (here.length === 1 && (r.any('many', n) || here[0] === 'chemical')))) return { kind: 'mixing' };
  }
  if (r.any('flame') || r.sentences.some((s) => s.words.some((w, i) => w === 'burn' && ['out', 'off', 'the', 'it', 'them', 'down', 'away'].includes(s.words[i + 1] ?? '')))) {
    const fiery = products.find((k) => ['fogger', 'insecticide', 'aerosol', 'fuel', 'chemical'].includes(k));
    if (fiery) return { kind: 'flame', product: fiery };
  }
  if (products.includes('fuel')) return { kind: 'fuel', product: 'fuel' };
  // A fogger set off with someone at home: a person or pet named, or someone sleeping or staying (not all leaving).
  const fogging = r.mentions.some((m) => has(m, 'fog') && !m.negated) && !r.any('fogPast');
  const occupied = r.mentions.some(isWho) || r.any('sleep') || r.sentences.some((s) => s.words.some((w) => ['stay', 'inside', 'while'].includes(w)));
  if (fogging && occupied && !r.any('vacate')) return { kind: 'fogger', product: 'fogger' };
  if (r.any('outdoor') && r.any('indoor') && products.length) return { kind: 'outdoor', product: namedProduct(r) };

  const cat = r.any('cat');
  if (cat && (products.includes('permethrin') || products.includes('oil') || (products.includes('flea') && r.any('dog')))) return { kind: 'catProduct', product: products.includes('oil') ? 'oil' : 'flea' };
  for (const [n, s] of r.sentences.entries()) {
    if (!r.any('plan', n)) continue;
    const onto = s.mentions.find((m, k) => {
      if (!isWho(m)) return false;
      // 'on my dog', 'over the kids', 'spray the dog', 'wash my cat'.
      const prev = s.mentions.slice(0, k).reverse().find((n) => !POSSESSIVE.includes(s.words[n.at]));
      const between = prev ? s.words.slice(prev.at + 1, m.at) : [];
      return prev !== undefined && (has(prev, 'on') || has(prev, 'plan')) && between.length <= 1 && between.every((w) => POSSESSIVE.includes(w));
    });
    const harmful = r.products(n).find((k) => !['flea', 'weak'].includes(k));
    if (onto && harmful) return { kind: 'onBody', product: harmful };
  }

  const overdose =
    r.any('overdose') ||
    r.sentences.some((s, n) => {
      const more = s.mentions.find((m) => has(m, 'more'));
      const than = more && s.mentions.find((m) => has(m, 'than') && m.at > more.at);
      if (than && s.mentions.some((m) => (has(m, 'labelWord') || has(m, 'says')) && m.at > than.at)) return true;
      // 'five times as many', 'four times the amount' (words are singular by now: 'time').
      if (s.words.some((w, i) => w === 'time' && /^\d+$|^(two|three|four|five|six|ten)$/.test(s.words[i - 1] ?? ''))) return true;
      if (r.any('says', n) && r.any('but', n)) return true;
      return s.mentions.some((m, k) => has(m, 'many') && s.mentions[k + 1] && ['fogger', 'flea'].includes(productKind(s.mentions[k + 1]) ?? '') && s.mentions[k + 1].at <= m.at + 3);
    });
  if (overdose && (products.length || r.any('labelWord'))) return { kind: 'overdose' };

  for (const [n, s] of r.sentences.entries()) {
    const product = namedProduct(r, n) ?? (r.products(n).length ? 'bait' : undefined);
    if (!product || !r.any('plan', n) || asksForSafeProduct(s)) continue;
    const place = r.any('place') || whereSomeoneIs(r) || withinReach(r);
    if (place) return { kind: 'placement', product };
  }

  if (r.any('allergic') && (r.any('stinger') || r.sentences.some((s) => s.words.includes('nest'))) && r.any('remove')) return { kind: 'allergic' };
  if ((r.any('wild') || r.any('bat')) && r.any('handle')) return { kind: 'wildlife' };
  if (r.any('droppings') && r.any('sweep')) return { kind: 'droppings' };
  return undefined;
}

const POSSESSIVE = ['my', 'the', 'our', 'his', 'her', 'your', 'their'];

/** 'is there a spray that is safe where my kids play', 'which bait is safe': a request for a safe product, not a plan. */
function asksForSafeProduct(s: Sentence): boolean {
  return /^(is there|are there|what|which|any)$/.test(s.words[0] === 'is' || s.words[0] === 'are' ? s.words.slice(0, 2).join(' ') : s.words[0]) && s.words.includes('safe');
}

/** 'where my dog sleeps', 'where the kids play', 'where my baby crawls around'. */
function whereSomeoneIs(r: Reading): boolean {
  return r.sentences.some((s) => s.mentions.some((m, k) => has(m, 'where') && s.mentions.slice(k + 1).some((n) => has(n, 'placeVerb') && n.at <= m.at + 6)));
}

/** 'where the toddler can reach' (not 'out of reach', 'can't reach'). */
function withinReach(r: Reading): boolean {
  return r.sentences.some((s) =>
    s.mentions.some((m) => has(m, 'reach') && !m.negated && !s.mentions.some((n) => (has(n, 'out') || has(n, 'negation')) && n.at < m.at && n.at >= m.at - 3)),
  );
}

// ---------------------------------------------------------------------------------------------------------------
// The openings: two sentences, the first in bold. An emergency says what to do now and whom to call; a risky plan
// says a plain no, why, and the safe way to the same goal.

const EMERGENCY: Record<Emergency, { person: string; animal: string }> = {
  venom: {
    person:
      '**Call the emergency number now: a bite or sting from a snake, a scorpion or a dangerous spider needs medical care.** Keep them still and calm, wash the bite, take off rings and anything tight near it, and do not cut, suck, ice or tie off the wound (a photo of the animal helps, if it is safe to take).',
    animal:
      '**Take your pet to a vet now: a bite or sting from a snake, a scorpion or a dangerous spider needs treatment.** Keep them still and calm, carry them if you can, and do not cut, suck or tie off the wound.',
  },
  anaphylaxis: {
    person:
      '**Call the emergency number now: swelling of the face, lips or throat, trouble breathing, hives, vomiting or faintness after a sting or bite can be anaphylaxis.** If they have an adrenaline auto-injector (such as an EpiPen), use it straight away, and lie them down with their legs raised (sitting up if breathing is hard).',
    animal:
      '**Take your pet to a vet now: swelling of the face, trouble breathing, drooling or collapse after a sting or bite can be a severe allergic reaction.** Keep them calm and cool on the way, and scrape out a bee sting with a fingernail or a card if you can see it.',
  },
  wildlife: {
    person:
      '**See a doctor today, or call the emergency number now for a deep wound: a bite or scratch from a wild animal, touching a bat, or waking with a bat in the room can pass on rabies, and treatment works only if it starts early.** Wash any wound with soap and running water for 15 minutes, and keep everyone away from the animal (shut it in a room, without touching it, if you can).',
    animal:
      '**Call your vet today: a bite from a wild animal, or a pet that caught or played with a bat, can pass on rabies, even to a vaccinated pet.** Do not touch the wild animal or your pet\'s wound with bare hands, and keep your pet apart from others until the vet has seen them.',
  },
  gas: {
    person:
      '**Leave the room and get everyone into fresh air now, leaving the mixture where it is; call the emergency number at once for trouble breathing, chest pain or collapse.** Otherwise call your poison control centre with the products\' labels to hand, and air the room fully before anyone goes back in.',
    animal:
      '**Get your pet into fresh air now and call your vet, with the products\' labels to hand.** Leave the mixture where it is and air the room fully before anyone goes back in.',
  },
  swallowed: {
    person:
      "**Call your poison control centre or the emergency number now, with the product's label or packaging to hand.** Do not make them vomit unless you are told to: wipe out their mouth, give nothing else to eat or drink, and call the emergency number at once for trouble breathing, drowsiness or a seizure.",
    animal:
      "**Call your vet or an animal poison line now, and take the product's label or packaging with you.** Do not make your pet vomit unless the vet tells you to, and go even if they seem well: rat poison and slug pellets can take hours or days to show.",
  },
  contact: {
    person:
      "**Rinse the skin, or the eye held open, under gently running water for 15 to 20 minutes now, and take off any soaked clothing.** Then call your poison control centre with the product's label to hand, or the emergency number for trouble breathing, a burn or pain that does not ease.",
    animal:
      "**Rinse your pet's skin or eye with plenty of lukewarm water now, and stop them licking it.** Then call your vet with the product's label to hand, and give no home remedy unless the vet says to.",
  },
  poisoned: {
    person:
      "**Call your poison control centre or the emergency number now, with the product's label or packaging to hand.** Wash any product off skin with soap and running water, move them into fresh air, and do not make them vomit unless you are told to.",
    animal:
      "**Call your vet now, with the product's label or packaging to hand.** Take off any collar or wash a spot-on off with mild washing-up liquid and lukewarm water, keep them calm and warm, and give no home remedy unless the vet says to.",
  },
  fumes: {
    person:
      "**Get everyone into fresh air now and air the room; call the emergency number at once for trouble breathing, chest pain, confusion, collapse or a seizure.** For milder symptoms call your poison control centre with the product's label to hand, and keep everyone out until the room has aired as the label says.",
    animal:
      "**Take your pet into fresh air now and call your vet, with the product's label to hand.** Birds and cats are especially sensitive to fumes: keep them out until the home has fully aired, and call the vet at once for trouble breathing, drooling or trembling.",
  },
};

/** Why each product is dangerous, for a risky plan's opening. */
const HAZARD: Record<Exclude<ProductKind, 'weak'>, string> = {
  rodenticide: 'Rat poison is made to taste good, and a lick or a chewed pellet can poison a child or a pet (it stops the blood clotting, days later)',
  bait: 'Baits are made to be eaten, and a chewed bait or station can poison a child or a pet',
  mothball: 'Mothballs (naphthalene or paradichlorobenzene) are poisonous if a child or pet chews or swallows one, and their fumes are harmful too, above all to babies',
  fogger: 'The fog is poisonous to breathe and settles on every surface',
  insecticide: 'Insecticide left on what children or pets touch, mouth or eat from gets onto their skin and into their mouths',
  powder: 'Pest powders get onto hands, paws and into mouths',
  borax: 'Borax and boric acid are poisonous if swallowed, and small children and pets put everything in their mouths',
  earth: 'Diatomaceous earth dust irritates the lungs and eyes when it is breathed in or rubbed in',
  slug: 'Slug pellets (metaldehyde) can kill a dog or cat that eats a few, and children are drawn to them',
  flea: 'Flea products are made for one kind of animal at one weight',
  permethrin: 'Permethrin is poisonous to cats and fish even in small amounts',
  bleach: 'Bleach burns skin, eyes and mouths',
  ammonia: 'Ammonia burns skin, eyes and lungs',
  cleaner: 'Cleaning products are poisonous if swallowed and can burn skin',
  fuel: 'Fuel is poisonous to breathe and on skin, and catches fire easily',
  oil: 'Essential oils such as tea tree oil are poisonous to cats and birds, even a few drops',
  chemical: 'Pest chemicals are poisonous if swallowed, breathed in or left on skin',
  aerosol: 'Aerosol propellant catches fire',
};

/** The safe way to the same goal as a product put where children or pets are. */
const SAFE_PLACEMENT: Partial<Record<ProductKind, string>> = {
  rodenticide: 'a locked, tamper-resistant bait station or a snap trap in a covered box, placed where they cannot get to it, or a licensed professional',
  bait: 'a closed, tamper-resistant bait station placed where they cannot get to it (behind heavy furniture, inside a locked cupboard), or a licensed professional',
  slug: 'beer traps, copper tape and picking slugs off at dusk, or pellets without metaldehyde kept well away from where they go',
  mothball:
    'washing or freezing what moths could eat, airtight bags or boxes to keep it in, and cedar or pheromone traps in the cupboard (mothballs, if at all, only in sealed containers out of reach)',
  chemical:
    'washing bedding, toys and dishes hot, vacuuming and sealing cracks, with any product only where its label allows and never on what they sleep on, play with or eat from, or a licensed professional',
};

function planOpening(plan: NonNullable<Found['plan']>): string {
  const name = plan.product && plan.product !== 'weak' ? PRODUCT_NAME[plan.product] : 'pest products';
  const hazard = plan.product && plan.product !== 'weak' ? HAZARD[plan.product] : HAZARD.chemical;
  switch (plan.kind) {
    case 'mixing':
      return '**No: never mix bleach, ammonia, vinegar or other acids, or any two cleaning or pest products.** Together they can give off a toxic gas (bleach with ammonia makes chloramine gas, bleach with vinegar or acids makes chlorine gas), so the safe way is one product at a time, exactly as its label directs, rinsed away before the next, with the room aired.';
    case 'flame':
      return '**No: never use a fogger, an aerosol or fuel near a flame, a pilot light or a spark, and never set fire to a nest.** Their vapours catch fire and can explode, so the safe way is to put out every flame and pilot light and unplug appliances before fogging, as the label says, and to leave a nest to a licensed professional.';
    case 'fuel':
      return "**No: don't use petrol, kerosene or any fuel against pests, on a nest, or on anyone's skin or hair.** Fuel is poisonous to breathe and on skin and catches fire easily, so the safe way is a product made for that pest and used as its label says (a pharmacy lice treatment for lice), or a licensed professional.";
    case 'fogger':
      return '**No: never set off a fogger (bug bomb) with people or pets inside.** The fog is poisonous to breathe, so the safe way is to take everyone out, pets included, cover fish tanks, stay away as long as the label says and air the home before anyone returns (for bed bugs or roaches, targeted baits or a professional work better than any fogger).';
    case 'outdoor':
      return "**No: don't use an outdoor-only product indoors.** Indoors it stays where people and pets breathe and touch it instead of breaking down in sun and rain, so the safe way is a product labelled for indoor use, used exactly as its label says.";
    case 'catProduct':
      return plan.product === 'oil'
        ? "**No: don't put tea tree or other essential oils on a cat or diffuse them near one: they are poisonous to cats, even a few drops.** Instead, the safe way is a flea or pest treatment made for cats that your vet recommends, with washing and vacuuming for the home."
        : "**No: never use a dog's flea or tick product, or anything with permethrin, on a cat: permethrin is poisonous to cats, even a little.** Instead, the safe way is a product made for cats, at your cat's weight, that your vet recommends.";
    case 'onBody':
      return `**No: don't put ${name} on a person or an animal.** ${hazard}, so the safe way is a treatment made for them, used as its label says: ask a vet for a pet and a pharmacist or doctor for a person.`;
    case 'overdose':
      return '**No: use exactly the amount the label states, never more or more often.** More product does not kill more pests, but it does raise the risk to people and pets (and of fire, with foggers), so the safe way is the label\'s dose, with cleaning and sealing to do the rest and a licensed professional if it still fails.';
    case 'placement':
      return `**No: don't put ${name} where a child or a pet sleeps, plays, eats or can reach.** ${hazard}, so the safe way is ${SAFE_PLACEMENT[plan.product ?? 'chemical'] ?? SAFE_PLACEMENT.chemical}.`;
    case 'allergic':
      return "**No: if you are allergic to stings, don't remove or disturb the nest yourself.** A sting could cause anaphylaxis, so the safe way is to keep well away from it, carry your adrenaline auto-injector, and have a licensed professional remove it.";
    case 'wildlife':
      return "**No: don't pick up, catch, pet or feed a bat or a wild animal, and never with bare hands.** They can bite and pass on rabies and other diseases, so the safe way is to keep children and pets away and call a wildlife service (for a bat indoors, shut the room and open a window).";
    case 'droppings':
      return "**No: don't sweep, vacuum or blow droppings away dry.** The dust can carry hantavirus and other infections, so the safe way is to air the place, wear gloves and a mask, soak the droppings with disinfectant, wait five minutes and wipe them up with paper towels into a sealed bag.";
  }
}

/** A reply with the triage's opening, when there is one, before the rest. */
export function opened(safety: Triage, rest: string): string {
  return safety.opening ? `${safety.opening}\n\n${rest}` : rest;
}

/** The triage of a question: its outcome and, when there is danger, the answer that opens the reply. */
export function triage(message: string): Triage {
  const r = new Reading(read(message));
  const emergency = emergencyOf(r);
  if (emergency) return { outcome: 'emergency', opening: EMERGENCY[emergency.kind][emergency.animal ? 'animal' : 'person'] };
  const plan = planOf(r);
  if (plan) return { outcome: 'risky plan', opening: planOpening(plan) };
  return { outcome: 'none' };
}

/** The first pest product or chemical a message names, as the openings name it, with its hazard (for "is it safe to use"). */
export function productNamed(message: string): { name: string; hazard: string } | undefined {
  const kind = new Reading(read(message)).products().find((k): k is Exclude<ProductKind, 'weak'> => k !== 'weak');
  return kind ? { name: PRODUCT_NAME[kind], hazard: HAZARD[kind] } : undefined;
}
