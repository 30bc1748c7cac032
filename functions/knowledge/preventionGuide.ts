// Owns the prevention guide's content: the Common Pests, Seasonal Tips, Prevention,
// Eco-Friendly and When to Call Pros tabs.

export interface GuideTopic {
  title: string;
  /** What to look for (Common Pests) or the tips themselves. */
  signs?: string[];
  tips: string[];
}

export interface GuideTab {
  id: 'common-pests' | 'seasonal' | 'prevention' | 'eco-friendly' | 'call-pros';
  label: string;
  intro: string;
  topics: GuideTopic[];
}

export const PREVENTION_GUIDE: readonly GuideTab[] = [
  {
    id: 'common-pests',
    label: 'Common Pests',
    intro: 'The three pests homes most often meet: how to spot them early and how to keep them out.',
    topics: [
      {
        title: 'Cockroaches',
        signs: [
          'Droppings like ground pepper or coffee grounds in drawers, cupboards and along the base of walls.',
          'Brown, oval egg cases behind appliances and in cabinet hinges.',
          'A musty, oily smell, and cockroaches seen in daylight (a sign of a large population).',
        ],
        tips: [
          'Clean up food and crumbs every night and keep food in sealed containers.',
          'Fix dripping taps and leaks, and dry the sink and draining board at night.',
          'Seal gaps around pipes, behind cabinets and along the base of walls.',
          'Take rubbish out daily and keep bins closed.',
        ],
      },
      {
        title: 'Ants',
        signs: [
          'Lines of ants along edges, the base of walls and countertops leading to food or water.',
          'Small piles of soil between paving slabs or at wall bases.',
          'Coarse sawdust-like debris near wood, which can mean carpenter ants.',
        ],
        tips: [
          'Wipe up spills and sticky residues straight away and rinse recycling.',
          'Store sugar, honey, cereals and pet food in airtight containers.',
          'Seal cracks around windows, doors and pipe entries with caulk.',
          'Keep plants and mulch from touching the house walls.',
        ],
      },
      {
        title: 'Rodents',
        signs: [
          'Droppings (3-6 mm for mice, 12-18 mm for rats) and gnawed packaging or wiring.',
          'Greasy smear marks along walls and scratching noises at night.',
          'Shredded paper or fabric used as nesting material.',
        ],
        tips: [
          'Seal every gap wider than about 6 mm (1/4 inch) with steel wool and caulk or metal mesh.',
          'Keep food, pet food and birdseed in glass or metal containers with tight lids.',
          'Fit door sweeps and cover vents with fine metal mesh.',
          'Clear clutter in lofts, sheds and garages where rodents can nest.',
        ],
      },
    ],
  },
  {
    id: 'seasonal',
    label: 'Seasonal Tips',
    intro: 'Pests follow the seasons: a few checks at the right time of year prevent most problems.',
    topics: [
      {
        title: 'Spring and summer',
        tips: [
          'Empty standing water weekly (plant saucers, buckets, gutters, bird baths) so mosquitoes cannot breed.',
          'Check eaves, sheds and lofts for small wasp nests in spring, before they grow.',
          'Repair window and door screens before the insect season starts.',
          'Keep bins closed and clean, and cover food and sweet drinks outdoors.',
          'Trim plants back from walls and watch for ant trails and termite swarms.',
        ],
      },
      {
        title: 'Fall and winter',
        tips: [
          'Seal gaps around pipes, vents and doors in late summer and early fall, before rodents look for shelter.',
          'Clear gutters of leaves and keep them draining away from the house.',
          'Inspect firewood before bringing it in, and bring in only what you will burn soon.',
          'Store holiday decorations and clothes in sealed plastic boxes instead of cardboard.',
          'Check lofts and basements for droppings, gnawing and damp.',
        ],
      },
    ],
  },
  {
    id: 'prevention',
    label: 'Prevention',
    intro: 'Most infestations start with food, water and a way in: take those away.',
    topics: [
      {
        title: 'Home maintenance',
        tips: [
          'Seal cracks in foundations, walls and around windows, doors, pipes and cables.',
          'Fix leaking pipes, taps and roofs, and ventilate damp bathrooms, kitchens and basements.',
          'Fit door sweeps and keep window and vent screens in good repair.',
          'Keep at least 6 inches of clearance between soil or mulch and any wood of the house.',
          'Trim trees and shrubs so that branches do not touch the roof or walls.',
        ],
      },
      {
        title: 'Sanitation',
        tips: [
          'Clean kitchen surfaces and floors daily and do not leave dirty dishes overnight.',
          'Store food, including pet food, in sealed containers, and do not leave pet bowls down all day.',
          'Use bins with tight lids, empty them regularly and rinse recycling.',
          'Keep firewood at least 20 feet from the home and off the ground.',
          'Reduce clutter, especially cardboard, where pests hide and breed.',
        ],
      },
    ],
  },
  {
    id: 'eco-friendly',
    label: 'Eco-Friendly',
    intro: 'Low-toxicity ways to keep pests down, safe for the family and the garden.',
    topics: [
      {
        title: 'Natural repellents',
        tips: [
          'Wipe ant trails with soapy water or diluted white vinegar to remove their scent trail.',
          'Food-grade diatomaceous earth, applied in a thin layer in dry cracks, dries out crawling insects.',
          'Oil of lemon eucalyptus is a plant-based mosquito repellent with good evidence; follow the label.',
          'Cedar blocks and lavender sachets may help deter clothes moths in wardrobes; clean and air stored clothes as well.',
        ],
      },
      {
        title: 'Beneficial insects',
        tips: [
          'Ladybirds and lacewings eat aphids, which ants farm for their honeydew.',
          'Parasitic wasps and predatory mites control many garden pests; avoid broad-spectrum sprays that kill them.',
          'Plant flowers such as yarrow, dill and alyssum to attract beneficial insects.',
          'Garden spiders catch flies and mosquitoes: leave them outdoors where they do no harm.',
        ],
      },
      {
        title: 'A caution about pets',
        tips: [
          'Many essential oils, including tea tree, pennyroyal, peppermint and citrus oils, are toxic to cats and dogs: do not use them on or near pets.',
          'Keep pets away from areas treated with diatomaceous earth or any product until it has settled or dried.',
          'Never use dog flea or tick products on cats; some contain permethrin, which is highly toxic to cats.',
          'Ask your vet before using any pest product where pets live, eat or sleep.',
        ],
      },
    ],
  },
  {
    id: 'call-pros',
    label: 'When to Call Pros',
    intro: 'DIY works for many problems, but some need a licensed professional.',
    topics: [
      {
        title: 'Warning signs',
        tips: [
          'Signs of termites: mud tubes, hollow-sounding wood, discarded wings or sticking doors and windows.',
          'Bed bugs anywhere in the home.',
          'Rodents seen in daylight, droppings in many rooms, or noises in walls and ceilings.',
          'A wasp or hornet nest near doors, windows or play areas, or anyone allergic to stings in the home.',
          'A problem that keeps coming back after several weeks of consistent DIY treatment.',
        ],
      },
    ],
  },
];
