// Pests beyond the 13 guides, injection prompts and the check of a model's reply: what the consultant says instead of a
// guide (the safety triage that opens a reply is ./triage).
import { HEADING, normalize } from './consultant';

interface OtherPest {
  pattern: RegExp;
  name: string;
  advice: string[];
  professional: string;
}

/** Pests and wildlife without a guide of their own: a general, safe answer. */
const OTHER_PESTS: OtherPest[] = [
  {
    pattern: /\b(pigeons?|birds?(?! (bath|food|seed|feeders?|box|table))|seagulls?|gulls?|starlings?|sparrows?)\b/,
    name: 'birds (such as pigeons)',
    advice: ['Remove food and water: feeders, pet food, open bins.', 'Block ledges and openings with bird spikes, netting or sloped covers; scare tape can help.', 'Clean droppings wet (not dry-swept) with gloves and a mask: dried droppings carry disease.'],
    professional: 'Many birds and their nests are protected by law; for nesting in a roof or vent, or a large roost, call a licensed pest or wildlife professional.',
  },
  {
    pattern: /\b(scorpions?)\b/,
    name: 'scorpions',
    advice: ['Keep away and do not pick one up; shake out shoes, towels and bedding before use.', 'Seal gaps under doors and around pipes, and clear wood piles and debris near the house.', 'A sting that causes breathing trouble, spreading numbness or strong symptoms in a child needs emergency care.'],
    professional: 'Call a licensed pest professional if you find them indoors repeatedly.',
  },
  {
    pattern: /\b(bats?)\b/,
    name: 'bats',
    advice: ['Never touch a bat with bare hands: bats can carry rabies.', 'If someone was bitten or woke with a bat in the room, see a doctor the same day.', 'Bats are protected in many countries: exclusion must wait until young can fly.'],
    professional: 'Call a licensed wildlife service for bats in the home.',
  },
  {
    pattern: /\b(snakes?|adders?|vipers?|rattlesnakes?)\b/,
    name: 'snakes',
    advice: ['Keep your distance, keep children and pets away, and never try to catch or kill it.', 'Clear long grass, wood and rubble piles, and seal gaps under doors.', 'For a bite, keep still and call emergency services at once.'],
    professional: 'Call a wildlife or snake-removal service to take it away safely.',
  },
  {
    pattern: /\b(raccoons?|squirrels?|possums?|opossums?|foxes|fox|skunks?|badgers?|moles?|rabbits?|deer)\b/,
    name: 'wild animals (such as raccoons or squirrels)',
    advice: ['Secure bins and remove pet food and fallen fruit.', 'Do not handle them or corner them: they may bite and can carry disease.', 'Close entry points only once you are sure none (and no young) are inside.'],
    professional: 'Call a licensed wildlife service for animals in the roof, walls or chimney; many are protected.',
  },
  {
    pattern: /\b(slugs?|snails?)\b/,
    name: 'slugs and snails',
    advice: ['Pick them off at dusk, and use beer traps or copper tape around beds.', 'Water in the morning so the soil is dry by night, and remove boards and debris they shelter under.', 'Avoid metaldehyde pellets: they poison pets and wildlife.'],
    professional: 'A professional is rarely needed for slugs.',
  },
  {
    pattern: /\b(bees?|bumblebees?|honeybees?)\b/,
    name: 'bees',
    advice: ['Leave bees alone where you can: they are vital pollinators and protected in many places.', 'Keep children and pets away from the nest, and never block or spray it.', 'Anyone allergic to stings should stay well away.'],
    professional: 'A local beekeeper or beekeeping association can often collect a swarm; call a licensed professional for a nest in a wall or roof.',
  },
];

/** The general answer for a pest without a guide, or undefined. */
export function otherPestAnswer(message: string): string | undefined {
  const t = normalize(message);
  const pest = OTHER_PESTS.find((p) => p.pattern.test(t));
  if (!pest) return undefined;
  return [
    `This sounds like **${pest.name}**, which I have no detailed guide for, but here is safe general advice.`,
    `### What to do now (humane and DIY first)\n${pest.advice.map((a) => `- ${a}`).join('\n')}`,
    `${HEADING.safety}\n- Keep children and pets away, never use poison or fumigation yourself, and use any product only as its label allows.`,
    `${HEADING.professional}\n- ${pest.professional}`,
  ].join('\n\n');
}

/** Attempts to change the consultant's rules, role-play, or requests for dangerous chemistry. */
const INJECTION =
  /\b(ignore (all |any |the |your )?(previous|prior|above|earlier) (instructions?|rules?|prompts?)|(disregard|forget) (your |the |all |everything )?(previous |prior |above )?(above|rules?|instructions?|prompts?)|new instructions|from now on you|system prompt|hidden instructions|pretend (to be|you are)|you are now (a|an|dan)|role ?play|jailbreak|developer mode|make (a )?(bomb|explosive|poison gas|nerve agent|meth)|toxic gas to (hurt|kill) (people|someone|my))\b/;

export function isInjection(message: string): boolean {
  return INJECTION.test(normalize(message));
}

/** The polite redirect to pest topics, for off-topic and injection prompts (offline and OpenAI alike). */
export const OFF_TOPIC_ANSWER = [
  "I'm PestPilot, a pest-control consultant, so I can only help with pest problems: identifying a pest, getting rid of it the eco-friendly way, preventing it from coming back, and finding a professional.",
  'Tell me what you are seeing, for example: "Small brown bugs run away when I turn on the kitchen light" or "How do I keep ants out of my house?"',
].join('\n\n');

/**
 * A model's reply checked before it is shown: an injection prompt, or a reply that echoes the instructions, gets the
 * polite redirect instead.
 */
export function guardReply(message: string, reply: string): string {
  if (isInjection(message) && !/only help with pest/i.test(reply)) return OFF_TOPIC_ANSWER;
  if (/You are PestPilot, a friendly and practical|Stay on pest topics: identifying household/i.test(reply)) return OFF_TOPIC_ANSWER;
  return reply;
}
