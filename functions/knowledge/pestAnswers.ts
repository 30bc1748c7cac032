// Owns the consultant's short, plain answers per pest to what people ask most (are they dangerous, how did they get in,
// how long it takes, when to call a professional): one sentence each, in words any English reader knows.
import type { PestSlug } from './slugs';

export interface PestAnswers {
  /** Whether and how they harm people and pets. */
  danger: string;
  /** How they got in, or why they are there. */
  cause: string;
  /** How long getting rid of them takes. */
  timeline: string;
  /** When a licensed professional is the right call. */
  professional: string;
}

export const PEST_ANSWERS: Record<PestSlug, PestAnswers> = {
  fleas: {
    danger: 'Fleas are more a nuisance than a danger: their bites itch, and they can pass tapeworm to pets and, rarely, to a child who swallows a flea.',
    cause: 'Fleas come in on pets, or from wildlife and stray cats resting near the home, and their cocoons can wait for months in the carpets of an empty home.',
    timeline: 'Expect 3-4 weeks, sometimes 6: new fleas keep hatching from cocoons, so treat every pet and keep vacuuming until they stop.',
    professional: 'Most flea problems can be solved at home; call a professional if you still see many fleas after 4-6 weeks of treating every pet and vacuuming.',
  },
  ticks: {
    danger: 'A tick bite can be: ticks can pass on Lyme disease and other infections, so remove a tick promptly and watch the bite for a rash or fever for 30 days.',
    cause: 'Ticks are picked up in long grass, woodland and overgrown gardens and ride indoors on people and pets; they do not fly or jump.',
    timeline: 'Removing an attached tick takes a minute, and the sooner the safer; watch the bite for 30 days, and expect a season of mowing and clearing to make a garden safe.',
    professional: 'See a doctor for a rash, fever or aches after a bite; call a professional if ticks keep turning up in your own garden or crawling indoors.',
  },
  rodents: {
    danger: 'Yes, they can be: mice and rats spread germs through droppings and urine, and their gnawing damages wiring, which can start a fire.',
    cause: 'Mice and rats get in through gaps the width of a pencil (mice) or a thumb (rats) around pipes, doors and vents, looking for food and warmth, above all in autumn.',
    timeline: 'Trapping usually clears mice in 1-3 weeks once food is sealed away; if you still catch them after 2-3 weeks, there is a way in you have not found.',
    professional: 'Call a professional for rats indoors, rodents seen by day, chewed wiring, or if you are still catching them after 2-3 weeks.',
  },
  ants: {
    danger: 'Most household ants are harmless, though they spoil food; fire ants and some others sting, and anyone allergic to stings must keep away from them.',
    cause: 'Ants follow scent trails from a nest, usually outdoors, to food and water inside, coming in through tiny cracks around windows, doors and the base of walls.',
    timeline: 'Baits usually end a colony within 1-2 weeks; you may see more ants for a few days while they carry the bait home.',
    professional: 'Call a professional if ants keep coming back after 2-3 weeks of baiting, for carpenter ants indoors, or for fire ants near the home.',
  },
  cockroaches: {
    danger: "Cockroaches don't bite, but their droppings and shed skins can set off asthma and allergies, above all in children, and they carry germs onto food.",
    cause: 'Cockroaches come in with boxes, deliveries and second-hand appliances, or from neighbouring homes along pipes and shared walls, and stay where there is food, water and warmth.',
    timeline: 'With baits and cleaning, numbers usually drop within 2 weeks and most infestations are gone in 4-6.',
    professional: 'Call a professional if you see cockroaches by day or in several rooms, or if numbers do not drop after 2-3 weeks of baiting and cleaning.',
  },
  spiders: {
    danger: 'Almost all house spiders are harmless and rarely bite; only a few, such as widows and recluses, need care, and a bite with spreading pain or cramps needs a doctor.',
    cause: 'Spiders come in through doors, windows and gaps, following the insects they eat, and many wander indoors in autumn looking for a mate.',
    timeline: 'Removing webs and sealing gaps works within days, and numbers stay low while there are few insects for them to eat.',
    professional: 'Call a professional for a widow, recluse or funnel-web in the home, or if spiders keep coming despite cleaning and sealing.',
  },
  mosquitoes: {
    danger: 'Most bites only itch, but in some regions mosquitoes carry dengue, malaria, West Nile or Zika, so see a doctor for a fever after bites.',
    cause: 'Mosquitoes breed in standing water (plant saucers, gutters, buckets, ponds) close to the home and come in through open doors and windows.',
    timeline: 'Emptying standing water cuts new mosquitoes within 1-2 weeks, since larvae take about a week to grow; keep doing it weekly.',
    professional: 'Call a professional if mosquitoes stay after every bit of standing water is gone, or for ponds, ditches or marshy ground nearby.',
  },
  'bed-bugs': {
    danger: "Bed bugs don't spread disease, but their bites itch, can cause skin reactions and cost you sleep.",
    cause: 'Bed bugs are carried in on luggage, clothes or second-hand furniture after travel or a visit, or crawl in from a neighbouring home; they are no sign of a dirty home.',
    timeline: 'Expect several weeks: even professional treatment usually takes two or more visits 2-3 weeks apart, because eggs hatch after the first.',
    professional: 'Bed bugs are hard to clear alone: call a professional if they are in more than one room or bites go on 2-3 weeks after treatment.',
  },
  termites: {
    danger: "Termites don't bite people or spread disease; the danger is to the building, whose wood they can eat unseen for years.",
    cause: 'Termites come from colonies in the soil or from flying swarms, and get in where wood touches soil or up mud tubes on the foundation, drawn by damp wood.',
    timeline: 'A professional treatment takes a day or two; bait systems take weeks to months to end a colony, with checks for a year or more.',
    professional: 'Call a licensed professional as soon as you see mud tubes, live termites, swarms or damaged wood: termites need a professional treatment.',
  },
  wasps: {
    danger: 'Wasps can sting again and again and defend their nest; for most people a sting hurts for a day, but swelling of the face or trouble breathing needs emergency help.',
    cause: 'A queen starts a new nest each spring in a sheltered spot such as the eaves, the attic, a shed or the ground, and workers hunt for sugary food in late summer.',
    timeline: 'A professional treats a nest in one visit and it is quiet within a day or two; a nest left alone dies off in late autumn.',
    professional: 'Call a professional for a nest bigger than a tennis ball, inside the house or near a path or play area, or if anyone is allergic to stings.',
  },
  flies: {
    danger: "House flies don't bite, but they carry germs from waste onto food and surfaces, so keep them off food, above all around babies and anyone unwell.",
    cause: 'Flies breed in bins, compost, rotting food, drains and pet waste and come in through open doors and windows; a sudden swarm in one room means a breeding spot nearby.',
    timeline: 'Once the breeding source is gone, numbers fall within a week or two as the adults die off.',
    professional: 'Call a professional if flies keep coming after every breeding source you can find is gone, or if maggots come from a wall, ceiling or floor.',
  },
  silverfish: {
    danger: "Silverfish are harmless: they don't bite, sting or spread disease, though they damage paper, books and fabrics and point to damp.",
    cause: 'Silverfish come in with boxes, books and old papers, or live in the building already, and stay wherever the air is damp.',
    timeline: 'Drying the air with a dehumidifier works over a few weeks, and traps catch the rest.',
    professional: 'Call a professional if numbers stay high after a few weeks of drying the air (a hidden leak is likely) or valuable books are at risk.',
  },
  moths: {
    danger: "Moths are harmless to people and pets: they don't bite or spread disease; the damage is to wool, silk and stored food.",
    cause: 'Clothes moths come in on second-hand clothes, rugs or furniture and feed on unwashed wool in dark places; pantry moths arrive in bought dry food.',
    timeline: 'Cleaning, washing and freezing end most infestations in 2-3 months, with pheromone traps to show when they are gone.',
    professional: 'Call a professional if moths are eating carpets in several rooms or come back after 2-3 months of cleaning, freezing and trapping.',
  },
};
