// What a question to the consultant asks (what it is, how to get rid of it, is it dangerous, how they got in, when to
// call a professional, how to keep them out, is a product safe, ...) and whom it is about, read from its words.
import { normalize } from './consultant';

export type Asked =
  | 'identify'
  | 'riddance'
  | 'danger'
  | 'safety'
  | 'productSafety'
  | 'cause'
  | 'professional'
  | 'prevention'
  | 'timeline'
  | 'lifeCycle'
  | 'habitat';

/** Who the question is about, when it names someone the advice must protect. */
export type Who = 'child' | 'cat' | 'dog' | 'pet';

export interface Question {
  /** What it asks; undefined when it asks nothing in particular (a description, 'I see them mostly in the kitchen'). */
  asked?: Asked;
  who?: Who;
}

/** A question whether something is safe ('how do I remove it safely' asks how, not whether). */
const SAFE = /\b(safe|safety|ok|okay|fine|harmful|toxic)\b/;

/** What a question asks, tried in this order (a product's safety needs a product named: see productSafety). */
const ASKED: Array<[Exclude<Asked, 'productSafety'>, RegExp]> = [
  ['professional', /\b(professionals?|exterminators?|pest control (company|service|man|guy)|call (someone|somebody|in)|hire|need (a|an) (pro|expert))\b/],
  ['danger', /\b(dangerous|danger|harm|harmful|hurt|diseases?|risks?|health|poisonous|venomous|(do|can|will|would) (they|it) (bite|sting))\b/],
  ['safety', SAFE],
  ['prevention', /\b(prevent\w*|keep (them|it|these|those|\w+) (out|away)|coming back|come back|stop (them|it) (coming|getting)|less attract\w*|proof)\b/],
  ['cause', /\b(how (did|do|does|could|can|would) (?!i |we |you )(\w+ ){1,3}(get|got|come|came)(?! rid)|why (do|am|are|is|did|have) (i|we|they|there)|where (do|did|are|could) (they|these|it|those) (come|coming) from|came from|come from|coming from|attract\w*|what causes?|caused)\b/],
  ['lifeCycle', /\b(how long do (they|it) live|life ?cycle|lifespan|breed|breeding|multiply|eggs? hatch)\b/],
  ['timeline', /\b(how long (does|will|would|until|till|before|to|is)|how (quickly|fast|soon)|how many (days|weeks)|take to (work|get rid))\b/],
  ['habitat', /\bwhere (do|does|are|is|would|could|did) (they|it|these|those|the \w+) (live|living|hide|hiding|nest|nesting)\b|\bhiding places?\b/],
  ['identify', /\b(what (is|are) (this|these|that|those|it|they)|what kind|which (bug|insect|pest)|identify|look like|how (do|can) i (tell|know)|signs?|sure it is|is (it|this) (really|a|an))\b/],
  ['riddance', /\b(get rid|kill|treat\w*|remed\w*|spray\w*|traps?|bait\w*|eliminate|exterminate|remove|deal with|what (can|should) i (use|do|try)|didn ?t work|try next)\b/],
];

const WHO: Array<[Who, RegExp]> = [
  ['child', /\b(child|children|kids?|toddlers?|baby|babies|infants?|son|daughter|newborn|\d+ (year|yr|month)s? old)\b/],
  ['cat', /\b(cats?|kittens?|kitty)\b/],
  ['dog', /\b(dogs?|puppy|puppies|pup)\b/],
  ['pet', /\b(pets?|animals?|rabbits?|hamsters?|birds?|parrots?|fish)\b/],
];

/**
 * What a question asks and whom it is about. `product` says the question names a pest product or chemical: then a
 * question whether something is safe, harmful or fine to use is about that product.
 */
export function questionOf(message: string, product: boolean): Question {
  const text = normalize(message);
  const named = WHO.filter(([, pattern]) => pattern.test(text)).map(([w]) => w);
  // 'My children and pets': everyone, as the guide's first safety line has it.
  const who = named.includes('child') && named.length > 1 ? undefined : named[0];
  // 'poisonous' and 'venomous' say what a pest is, not a product.
  const asksProduct = product && (SAFE.test(text) || /\b(can|should|could) i (use|put|spray|leave)\b/.test(text));
  if (asksProduct && !/\b(professionals?|exterminators?)\b/.test(text)) return { asked: 'productSafety', who };
  return { asked: ASKED.find(([, pattern]) => pattern.test(text))?.[0], who };
}
