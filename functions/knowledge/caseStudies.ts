// Owns the three built-in sample case studies (shown when the case study service is unavailable, and seeded as published).

import type { PestSlug } from './pests';

export interface SampleCaseStudy {
  slug: string;
  title: string;
  /** Card description (20-500 characters). */
  summary: string;
  pestType: PestSlug;
  /** 'City, Country'. */
  location: string;
  /** Markdown, 300-500 words, with the headings The problem, Our approach, Results. */
  content: string;
  /** ISO date in 2025. */
  publishedAt: string;
  /** Display read time, e.g. '4 min read'. */
  readTime: string;
  /** Category tags (at most 3 are shown on cards). */
  tags: string[];
}

export const SAMPLE_CASE_STUDIES: readonly SampleCaseStudy[] = [
  {
    slug: 'commercial-kitchen-cockroach-elimination',
    title: 'Commercial Kitchen Cockroach Elimination',
    summary:
      'How a busy Dubai restaurant kitchen went from a German cockroach infestation to zero sightings in six weeks using monitoring, gel baits and better sanitation instead of routine spraying.',
    pestType: 'cockroaches',
    location: 'Dubai, United Arab Emirates',
    publishedAt: '2025-03-18',
    readTime: '4 min read',
    tags: ['cockroaches', 'commercial'],
    content: `## The problem

A 120-cover restaurant in Dubai contacted us after kitchen staff began seeing small, light-brown cockroaches during the lunch service. Daytime sightings are a warning sign: German cockroaches normally hide until dark, so seeing them in daylight usually means the hiding places are full. The restaurant had been using monthly insecticide sprays for over a year, yet the problem was getting worse, and a municipal food-safety inspection was due within two months.

Our first inspection found droppings and egg cases inside the hinges of stainless-steel cabinets, behind the dishwasher, under the cold-room door seal and inside the housing of a drinks fridge. Condensation from a leaking ice machine drain kept the area under the prep line constantly wet, and cardboard produce boxes were stored on the floor overnight.

## Our approach

We replaced routine spraying with an integrated pest management (IPM) plan agreed with the head chef:

- **Monitoring first.** We placed 40 numbered sticky monitors across the kitchen, store room and bar, and mapped catches after three nights. Three hotspots accounted for over 80% of the catch.
- **Targeted gel baits.** Small dots of cockroach gel bait went into cracks, hinges and equipment voids at each hotspot, never on food-contact surfaces. Baits were rotated between two active ingredients to avoid bait aversion.
- **Removing water and shelter.** The ice machine drain was repaired, gaps around pipes behind the sinks were sealed, and the dishwasher was pulled out and deep-cleaned. Cardboard was banned from the kitchen: deliveries were decanted into sealed plastic tubs at the back door.
- **Sanitation routine.** The closing team added a 15-minute checklist: floor drains scrubbed, grease cleaned from under the cooking line, and all food stored in sealed containers.
- **Low-risk dust in voids.** A thin layer of boric acid dust was applied inside wall voids and under kick plates, where staff and food never come into contact with it.

No foggers or broadcast sprays were used, so the kitchen never had to close.

## Results

Sticky monitor catches fell by 75% within two weeks and by 96% after four weeks. By week six there had been no sightings by staff for ten days and the monitors were empty. The restaurant passed its food-safety inspection with no pest findings.

Six months later, monthly monitoring shows occasional single cockroaches arriving with deliveries, which are caught on monitors near the back door before they can establish. The owner estimates the new routine costs less than the previous monthly spraying contract.

**Key lesson:** in food businesses, sprays treat the symptom. Finding the hiding places, removing water and cardboard, and placing baits precisely is what ends an infestation.`,
  },
  {
    slug: 'residential-bed-bug-treatment',
    title: 'Residential Bed Bug Treatment',
    summary:
      'A London family picked up bed bugs on holiday. Early detection, heat treatment and simple at-home measures cleared the flat in one month without chemical sprays in the children\'s rooms.',
    pestType: 'bed-bugs',
    location: 'London, United Kingdom',
    publishedAt: '2025-06-05',
    readTime: '4 min read',
    tags: ['bed-bugs', 'residential'],
    content: `## The problem

A family of four living in a two-bedroom flat in south London noticed itchy bites in a row on the father's arms about three weeks after returning from a city break abroad. At first they assumed mosquitoes, but new bites kept appearing each morning. When they stripped the bed they found small dark spots along the mattress seam and a single reddish-brown insect the size of an apple seed, which they photographed and sent to us through the PestPilot chat.

The family had two young children and a cat, so they wanted to avoid chemical sprays in the bedrooms wherever possible. They had also started sleeping on the sofa, which risked spreading the bugs to the living room.

## Our approach

Our technician confirmed common bed bugs (Cimex lectularius) and found the infestation was limited to the main bedroom: the mattress, the bed frame joints and the trim at the base of the wall behind the headboard. The sofa showed no signs yet.

- **Stop the spread.** We asked the family to return to their own bed and avoid moving items out of the room unbagged.
- **Laundry.** All bedding, clothes from the wardrobe and the suitcases' soft contents were washed at 60°C and tumble dried on high heat for 30 minutes, then stored in sealed bags.
- **Whole-room heat treatment.** The bedroom was heated to over 50°C for several hours with sensors in the mattress, frame and wall void, which kills eggs, nymphs and adults without leaving residues.
- **Physical measures.** After treatment, the mattress and divan base were fitted with bed bug-proof encasements, the bed was pulled 10 cm away from the wall, and interceptor cups were placed under each leg.
- **Targeted follow-up.** A food-grade diatomaceous earth dust was applied only inside the gap at the base of the wall behind the bed, out of reach of the children and the cat, which stayed with a neighbour on treatment day.

## Results

No new bites appeared after the fifth day. At the two-week follow-up, the interceptor cups were empty and a detailed inspection found no live bugs or fresh spotting. A final check at four weeks confirmed the flat was clear, and the living room and children's room never became infested.

The family now keep luggage in the bathtub after trips, inspect hotel beds with a phone torch, and wash travel clothes hot as soon as they get home.

**Key lesson:** acting within weeks of the first bites, and not moving to the sofa, kept this a one-room job. Heat treatment meant no sprays in a home with young children and a pet.`,
  },
  {
    slug: 'family-home-termite-protection',
    title: 'Family Home Termite Protection',
    summary:
      'Mud tubes on a Brisbane home\'s foundation led to an early subterranean termite find. A monitored baiting system eliminated the colony without treating the soil around the family\'s vegetable garden.',
    pestType: 'termites',
    location: 'Brisbane, Australia',
    publishedAt: '2025-09-22',
    readTime: '4 min read',
    tags: ['termites', 'residential'],
    content: `## The problem

The owners of a 1970s timber-framed house in a leafy Brisbane suburb spotted pencil-width mud tubes running up a brick pier under the back deck while clearing leaves. They described it to the PestPilot consultant, which suggested leaving the tubes undisturbed and booking a professional inspection, since disturbing termites makes them move and harder to treat.

The inspection found live subterranean termites (Coptotermes species) in two tubes and early damage to a deck bearer that was in direct contact with the soil. A moisture meter showed damp timber in the wall next to a leaking hot-water system overflow pipe. Inside the house, there was no damage yet. The family grows vegetables along that side of the house and has a dog, so they asked for the least toxic option that would still protect the house.

## Our approach

- **Fix the conditions first.** The overflow pipe was re-routed to drain away from the footings, garden mulch was pulled back to leave 15 cm of clear space below the weep holes, and the soil-contact deck bearer was replaced with treated timber on a steel stirrup.
- **Monitored baiting system.** Twelve in-ground bait stations were installed around the house perimeter, plus two above-ground stations fixed directly onto the active mud tubes. The bait contains a small amount of a slow-acting insect growth regulator inside locked, tamper-resistant stations that the dog cannot open, and no soil was drenched near the vegetable beds.
- **Regular checks.** The technician inspected the stations every four weeks, topping up bait where termites were feeding and recording activity.
- **No DIY spraying.** The owners agreed not to spray the tubes, so the termites kept feeding on the bait and carrying it back to the colony.

## Results

Termites began feeding on the above-ground stations within ten days. Activity dropped steadily from week six, and by week fourteen all stations were inactive and the mud tubes were dry and abandoned, indicating that the colony had been eliminated. The total repair bill was limited to one deck bearer.

The stations remain in the ground as an early-warning system with quarterly checks, and the family now books an annual termite inspection, as recommended for homes in termite-prone areas.

**Key lesson:** noticing mud tubes early and leaving them alone for the professional allowed a low-toxicity baiting approach to protect the home before any structural damage inside the house.`,
  },
];

/** Returns the sample case study with this slug, or undefined. */
export function sampleCaseStudy(slug: string): SampleCaseStudy | undefined {
  return SAMPLE_CASE_STUDIES.find((study) => study.slug === slug);
}
