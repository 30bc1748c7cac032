// Owns the 13 pest guides (identification, risks, prevention, DIY treatment, safety, FAQs); lexicon.ts has the words people describe them by.

import type { PestSlug } from './slugs';

export { PEST_SLUGS, type PestSlug } from './slugs';

export interface PestFaq {
  question: string;
  answer: string;
}

export interface PestGuide {
  slug: PestSlug;
  /** Display name, e.g. 'Bed Bugs'. */
  name: string;
  /** Page title, e.g. 'Bed Bug Control Guide'. */
  title: string;
  /** One sentence for cards. */
  shortDescription: string;
  /** Two to four sentences. */
  description: string;
  scientificName: string;
  /** Four to six identification tips. */
  identification: string[];
  /** Three to five health and property risks. */
  risks: string[];
  /** Five to seven prevention tips. */
  prevention: string[];
  /** Four to six eco-friendly, DIY-first steps the user can take now. */
  diyTreatment: string[];
  /** Two to four notes on children, pets and the elderly. */
  safety: string[];
  /** Two to four signs that it is time to call a professional. */
  callProfessional: string[];
  lifeCycle: string;
  habitat: string;
  /** Three or four questions and answers. */
  faqs: PestFaq[];
}

export const PEST_GUIDES: readonly PestGuide[] = [
  {
    slug: 'fleas',
    name: 'Fleas',
    title: 'Flea Control Guide',
    shortDescription: 'Tiny jumping parasites that live on cats and dogs and leave itchy bites on people, usually around the ankles.',
    description:
      'Fleas are small, wingless, blood-feeding insects that can jump well over 100 times their own body length. The cat flea is by far the most common species on both cats and dogs, and it readily bites people. Only about 5% of a flea population is adult fleas on the pet: the eggs, larvae and cocoons are in carpets, bedding and furniture, which is why treating the home and every pet together is the key to success.',
    scientificName: 'Ctenocephalides felis (cat flea); Ctenocephalides canis (dog flea); Pulex irritans (human flea)',
    identification: [
      'Adults are 1-3 mm long, dark reddish-brown, flattened from side to side and jump when disturbed.',
      'Pets scratch, lick or chew themselves, especially at the base of the tail, belly and neck.',
      '"Flea dirt" (digested blood) looks like ground black pepper in pet fur or bedding and turns red on damp white paper.',
      'People get small, very itchy red bites, often in clusters on the ankles and lower legs.',
      'Comb your pet over a white surface with a fine-toothed flea comb to see adults or flea dirt.',
      'Tiny white eggs and pale, bristly larvae may be found where pets sleep.',
    ],
    risks: [
      'Intensely itchy bites on people and pets; some pets develop flea allergy dermatitis with hair loss and skin infections.',
      'Fleas transmit the flea tapeworm (Dipylidium caninum) to pets and, rarely, to children who swallow an infected flea.',
      'Heavy infestations can cause anaemia in puppies, kittens and small or elderly animals.',
      'Fleas can carry bacteria such as Bartonella (cat scratch disease) and Rickettsia typhi (murine typhus).',
    ],
    prevention: [
      'Keep every dog and cat in the household on a year-round flea preventive recommended by your vet.',
      'Vacuum carpets, rugs, upholstery and pet resting areas at least twice a week.',
      'Wash pet bedding, throws and cushion covers weekly in hot water (60°C / 140°F where the fabric allows).',
      'Groom pets with a flea comb regularly, especially after walks and kennel or daycare stays.',
      'Keep lawns short and discourage wildlife and stray cats from resting under decks and sheds.',
      'Check and treat new pets before they come indoors.',
    ],
    diyTreatment: [
      'Treat all pets at the same time with a vet-approved product; untreated pets keep the infestation going.',
      'Vacuum daily for 2-3 weeks, including cracks, along the base of walls and under furniture, then empty the vacuum outside into a sealed bag. Vibration also makes adults hatch from cocoons so they can be removed.',
      'Wash all bedding and pet blankets on a hot cycle and dry on high heat.',
      'Steam-clean carpets and upholstery; the heat kills eggs and larvae.',
      'Set a simple night trap: a shallow dish of warm soapy water on the floor under a desk lamp. Fleas jump toward the light and drown.',
      'Expect to keep seeing some fleas for 2-4 weeks as cocoons hatch; keep vacuuming and do not stop pet treatment early.',
    ],
    safety: [
      'Never use dog flea products on cats: many contain permethrin, which is highly toxic to cats. Many essential oils, including tea tree oil, are also toxic to cats.',
      'Ask your vet before treating puppies, kittens, pregnant, nursing, elderly or sick pets; doses depend on age and weight.',
      'Keep children and pets off carpets treated with powders or sprays until they are dry or vacuumed, and store products out of reach.',
      'If using diatomaceous earth, choose food grade, apply a very thin layer and avoid breathing the dust, especially around people with asthma.',
    ],
    callProfessional: [
      'You are still seeing many fleas after 4-6 weeks of consistent pet treatment and vacuuming.',
      'People in the home are being bitten repeatedly, or someone is elderly, pregnant or has a skin condition.',
      'You are moving into a property that had pets and fleas are hatching in an empty house.',
      'The infestation involves wildlife (rats, opossums, feral cats) living under or inside the building.',
    ],
    lifeCycle:
      'Egg, larva, pupa (in a silk cocoon) and adult. A female can lay 40-50 eggs a day, which fall off the pet into bedding and carpets. Larvae feed on organic debris and flea dirt for 1-3 weeks, then spin cocoons. Adults can wait in the cocoon for weeks to months until vibration, warmth or carbon dioxide signals a host nearby. The whole cycle takes as little as 2-3 weeks in warm, humid conditions.',
    habitat:
      'Adults live on cats, dogs and wildlife; eggs, larvae and cocoons develop in carpets, rugs, pet bedding, upholstered furniture, cracks in floors, and shaded, moist areas of the garden where pets rest.',
    faqs: [
      {
        question: 'Can I have fleas if I do not have pets?',
        answer:
          'Yes. Fleas can come from a previous owner\'s pets, visiting animals, or wildlife such as rats, foxes or stray cats nesting under or in the home. Cocoons can survive for months in an empty property and hatch when people move in.',
      },
      {
        question: 'Why am I seeing more fleas after treating?',
        answer:
          'Treatments and vacuuming stimulate adults to emerge from cocoons, which chemicals do not penetrate. These new fleas die once they jump onto a treated pet or are vacuumed up. Keep going for at least 3-4 weeks.',
      },
      {
        question: 'Do fleas live on people?',
        answer:
          'Cat and dog fleas bite people but do not live or breed on them. Bites on the ankles and lower legs usually mean fleas are jumping up from the floor.',
      },
    ],
  },
  {
    slug: 'ticks',
    name: 'Ticks',
    title: 'Tick Control Guide',
    shortDescription: 'Blood-feeding arachnids picked up in long grass and woodland that can transmit Lyme disease and other infections.',
    description:
      'Ticks are eight-legged relatives of spiders that climb grass and shrubs and wait to attach to a passing person or animal. They feed slowly over several days, and the longer an infected tick stays attached, the higher the chance it passes on an infection such as Lyme disease. Quick, correct removal and daily tick checks after time outdoors are the best protection.',
    scientificName: 'Order Ixodida, e.g. Ixodes ricinus (castor bean tick), Ixodes scapularis (black-legged tick), Dermacentor variabilis, Rhipicephalus sanguineus',
    identification: [
      'Adults are 3-5 mm, flat and oval with eight legs; nymphs are poppy-seed size (about 1-2 mm) and easy to miss.',
      'After feeding they swell into a grey or bluish bean shape up to 10 mm or more.',
      'They attach firmly with the mouthparts buried in the skin and do not fall off when brushed.',
      'Common attachment sites: behind the knees, groin, armpits, waistband, hairline, behind the ears, and on pets around the head, ears and between the toes.',
      'The bite is usually painless, so ticks are often found only during a check or in the shower.',
    ],
    risks: [
      'Lyme disease, often (not always) starting with an expanding red or "bull\'s-eye" rash 3-30 days after the bite, with fever, fatigue and joint pain.',
      'Other infections depending on region: tick-borne encephalitis, anaplasmosis, babesiosis, Rocky Mountain spotted fever and other rickettsial diseases.',
      'Tick paralysis and infections such as ehrlichiosis in dogs; the paralysis tick in Australia is dangerous to pets.',
      'Local irritation or infection at the bite site, and in some people a red-meat allergy (alpha-gal syndrome) after certain tick bites.',
    ],
    prevention: [
      'Use a repellent containing DEET, picaridin (icaridin), IR3535 or oil of lemon eucalyptus on exposed skin, following the label.',
      'Wear long trousers tucked into socks and light-coloured clothing so ticks are easier to spot; permethrin-treated clothing adds protection (never apply permethrin to skin).',
      'Walk in the centre of trails and avoid brushing through long grass, bracken and leaf litter.',
      'Shower within two hours of coming indoors and do a full-body tick check on yourself, children and pets.',
      'Tumble dry outdoor clothes on high heat for at least 10 minutes to kill ticks (longer if damp).',
      'Keep grass short, clear leaf litter and place a 1 m (3 ft) strip of wood chips or gravel between lawn and woodland.',
      'Keep pets on a vet-recommended tick preventive.',
    ],
    diyTreatment: [
      'Remove an attached tick promptly with fine-tipped tweezers or a tick-removal tool: grip it as close to the skin as possible and pull upward with steady, even pressure. Do not twist or jerk.',
      'Do not squeeze the body, burn it, or smother it with petroleum jelly, nail polish or alcohol; these can make it release more saliva.',
      'Clean the bite and your hands with soap and water or an antiseptic. If mouthparts stay in the skin and cannot be lifted out easily, leave them to come out as the skin heals.',
      'Put the tick in a sealed bag or tape it to paper, note the date and where you were, and watch the bite for 30 days.',
      'In the garden, mow often, remove brush and leaf piles, move bird feeders and woodpiles away from the house, and fence out deer where practical.',
    ],
    safety: [
      'Check children carefully every day after outdoor play, including the scalp, behind the ears and in skin folds; adults should apply repellent to children, avoiding their hands, eyes and mouth.',
      'Do not use oil of lemon eucalyptus or PMD on children under 3; follow local guidance and the label for DEET and picaridin on babies and young children.',
      'Use only tick products made for the species and weight of your pet; some dog products are toxic to cats.',
      'Older adults and people with weakened immunity should seek medical advice promptly after a bite from an engorged tick or if a fever or rash appears.',
    ],
    callProfessional: [
      'See a doctor if a rash, fever, headache, joint pain or flu-like symptoms appear within weeks of a bite, or if you cannot remove the tick.',
      'You keep finding ticks on people or pets after time in your own garden.',
      'Ticks are crawling indoors on walls, along the base of walls or on pet bedding (brown dog ticks can breed inside homes).',
      'Your property borders woodland or deer habitat and you need a targeted perimeter treatment.',
    ],
    lifeCycle:
      'Egg, six-legged larva, eight-legged nymph and adult. Each active stage needs one blood meal before moving on, usually from a different host (mice, birds, deer, pets, people). The full cycle commonly takes 2-3 years. Nymphs, active in spring and early summer, cause most human infections because they are so small.',
    habitat:
      'Long grass, woodland edges, leaf litter, bracken, moorland, hedgerows and overgrown gardens, especially where deer, rodents and birds are common. Brown dog ticks can live indoors around dog beds and kennels.',
    faqs: [
      {
        question: 'How quickly do I need to remove a tick?',
        answer:
          'As soon as you find it. For Lyme disease, the risk is low if the tick is removed within 24 hours and rises the longer it feeds, so daily checks make a big difference.',
      },
      {
        question: 'Should I see a doctor after every tick bite?',
        answer:
          'Not usually. Remove the tick, clean the area and watch for 30 days. Seek medical advice if you develop a spreading rash, fever or flu-like symptoms, if the tick was attached a long time, or if local guidance recommends preventive antibiotics.',
      },
      {
        question: 'Do natural repellents work against ticks?',
        answer:
          'Oil of lemon eucalyptus (PMD) is a plant-based repellent with good evidence. Most other essential oils give only short protection. DEET, picaridin and IR3535 remain the most reliable choices.',
      },
    ],
  },
  {
    slug: 'rodents',
    name: 'Rodents',
    title: 'Rodent Control Guide',
    shortDescription: 'Mice and rats that contaminate food, gnaw wiring and spread disease through droppings and urine.',
    description:
      'House mice and rats move indoors for food, water and warmth, especially in autumn and winter. They breed quickly, contaminate food and surfaces with droppings and urine, and gnaw through wiring, pipes and insulation. Finding and sealing entry points, removing food sources and trapping humanely are far more effective than poison.',
    scientificName: 'Mus musculus (house mouse); Rattus norvegicus (brown/Norway rat); Rattus rattus (black/roof rat)',
    identification: [
      'Droppings: mouse droppings are 3-6 mm and rice-grain shaped; rat droppings are 10-20 mm and capsule shaped.',
      'Gnaw marks on food packaging, wood, plastic and cables; chewed paper or insulation used for nesting.',
      'Scratching, scurrying or gnawing noises in walls, ceilings or the attic, mostly at night.',
      'Greasy smudge marks along the base of walls and around holes, and a strong ammonia-like urine smell.',
      'Rats leave burrows near foundations, compost bins and sheds, and worn runways through grass.',
      'Mice can squeeze through a gap about 6 mm (1/4 in) wide; young rats through about 12-15 mm (1/2 in).',
    ],
    risks: [
      'Food contamination and diseases such as salmonellosis and leptospirosis (from rat urine); in the Americas, deer mice can carry hantavirus.',
      'Fire risk from gnawed electrical cables, plus damage to pipes, insulation, stored items and vehicles.',
      'Mouse allergens can trigger asthma, especially in children.',
      'Rat bites (rare) can cause rat-bite fever; rodents also bring fleas, mites and ticks indoors.',
    ],
    prevention: [
      'Seal gaps around pipes, cables, vents and doors with steel wool plus sealant, metal mesh (hardware cloth) or mortar; rodents chew through foam, plastic and rubber.',
      'Fit brush strips or door sweeps to external doors and garage doors.',
      'Store food, pet food and birdseed in glass or metal containers with tight lids.',
      'Clean up crumbs and spills, do not leave pet food out overnight, and keep bins closed.',
      'Cut back vegetation touching the house, keep woodpiles off the ground and away from walls, and avoid spilling bird food.',
      'Use closed compost bins and fix leaking taps and pipes that provide water.',
    ],
    diyTreatment: [
      'Find entry points by looking for droppings, grease marks and gnawing, then seal them once you have trapped the animals inside.',
      'Set snap traps (or humane live-catch traps) baited with a small amount of peanut butter, placed against walls at right angles with the trigger toward the wall. Use several traps, spaced 2-3 m apart for mice.',
      'Check traps daily. Release live-caught mice several kilometres away only where local rules allow; otherwise use quick-kill traps.',
      'Clean up safely: ventilate the area for 30 minutes, wear rubber gloves, spray droppings and nesting material with disinfectant or a bleach solution (1 part bleach to 10 parts water), wait 5 minutes, then wipe up with paper towels. Do not sweep or vacuum droppings.',
      'Avoid glue traps, which are inhumane and restricted in some countries, and avoid loose poison, which can harm pets, children and wildlife.',
    ],
    safety: [
      'Place traps inside tamper-resistant boxes or behind appliances where children and pets cannot reach them.',
      'Rodent poisons (rodenticides) are a major cause of accidental poisoning in children, dogs and cats, and poisoned rodents can kill owls and other wildlife. If used at all, they should be in locked bait stations, ideally by a professional.',
      'Never handle rodents, droppings or nests with bare hands; people who are elderly, pregnant or have weakened immunity should avoid cleaning up heavy contamination themselves.',
    ],
    callProfessional: [
      'You have rats inside the building, or you see rodents during the day (a sign of a large population).',
      'You are still catching rodents after 2-3 weeks, or you cannot find how they are getting in.',
      'There is damage to electrical wiring, or droppings in a commercial kitchen or food business.',
      'Large amounts of droppings or nesting material need to be cleaned from an attic, loft or crawl space.',
    ],
    lifeCycle:
      'House mice are born after about 19-21 days of pregnancy, in litters of 5-8, and can breed at 6-8 weeks old; one female can have 5-10 litters a year. Brown rats have litters of 6-12 after about 3 weeks and mature at 2-3 months. Most wild rodents live about a year.',
    habitat:
      'Mice nest inside walls, cupboards, under appliances, in lofts and in stored clutter. Brown rats burrow in soil near buildings, sewers, compost and rubbish; roof rats prefer high places such as attics, trees and roofs. Both follow walls and pipes.',
    faqs: [
      {
        question: 'Do ultrasonic repellers work?',
        answer:
          'Studies show little or no lasting effect; rodents get used to the sound and it does not pass through walls or furniture. Exclusion and trapping are much more reliable.',
      },
      {
        question: 'How do I tell mice from rats?',
        answer:
          'Mice are small (body 7-10 cm) with large ears and small droppings like grains of rice. Rats are much bigger (body 20-25 cm), with thick tails and droppings the size of a raisin or olive stone.',
      },
      {
        question: 'Is one mouse a problem?',
        answer:
          'Where there is one mouse there are usually more. Because they breed so quickly, it is best to start trapping and sealing entry points as soon as you see any sign.',
      },
      {
        question: 'What bait works best?',
        answer:
          'A pea-sized amount of peanut butter, hazelnut spread or oats works well. Use very little so the rodent has to work at the trigger.',
      },
    ],
  },
  {
    slug: 'ants',
    name: 'Ants',
    title: 'Ant Control Guide',
    shortDescription: 'Social insects that follow scent trails to sugar, crumbs and water, usually from a nest outdoors.',
    description:
      'Ants are highly organised social insects; the ants you see are foraging workers following a scent trail back to a hidden colony. Most household ants are a nuisance rather than a danger, but some species sting or damage wood. Slow-acting baits that workers carry back to the nest, combined with cleaning away trails and sealing entry points, work far better than spraying the ants you can see.',
    scientificName: 'Family Formicidae, e.g. Lasius niger (black garden ant), Linepithema humile (Argentine ant), Monomorium pharaonis (pharaoh ant), Tapinoma sessile (odorous house ant), Camponotus spp. (carpenter ants)',
    identification: [
      'Three body sections with a narrow, pinched waist and elbowed (bent) antennae.',
      'Workers walk in steady lines along edges, the base of walls and countertops toward food or water.',
      'Flying ants (winged queens and males) appear in large numbers on warm, humid summer days; unlike termites, they have pinched waists and front wings longer than the hind wings.',
      'Small piles of soil between paving slabs or at the base of walls mark nest entrances.',
      'Carpenter ants are large (6-13 mm), usually black, and leave small piles of coarse sawdust-like debris.',
    ],
    risks: [
      'Contamination of food, especially sweet and greasy foods; pharaoh ants can spread bacteria in hospitals and care homes.',
      'Fire ants and some other species sting painfully and can cause allergic reactions, including anaphylaxis in sensitive people.',
      'Carpenter ants hollow out damp or damaged wood and can weaken window frames, decking and structural timber over time.',
      'Ants farm aphids and other sap-sucking pests on garden plants.',
    ],
    prevention: [
      'Wipe up crumbs, spills and sticky residues straight away and keep countertops and floors clean.',
      'Store sugar, honey, cereals and pet food in airtight containers; rinse recyclables.',
      'Do not leave pet food bowls out for long periods; place them in a shallow moat of water if ants are a problem.',
      'Seal cracks around windows, doors, the base of walls and pipe entries with caulk.',
      'Fix leaks and reduce moisture; ants need water as well as food.',
      'Keep plants, mulch and branches from touching the house walls.',
    ],
    diyTreatment: [
      'Follow the trail to find where ants enter and, if possible, where the nest is.',
      'Use a slow-acting bait (commercial gel or stations, or a homemade mix of about 1 part borax to 3 parts sugar with a little water) along the trail. Let the ants feed and carry it home; do not spray or wipe away ants that are using the bait. Colonies usually collapse within 1-2 weeks.',
      'Once the ants stop coming, wipe the trail with soapy water or diluted white vinegar to remove the scent markers, then seal the entry point.',
      'Outdoors, pour boiling water into small nests in paving (keep clear of plants and pets), or dust a thin line of food-grade diatomaceous earth across entry routes and keep it dry.',
      'For pharaoh ants, use baits only; repellent sprays make the colony split into several new ones.',
    ],
    safety: [
      'Borax and boric acid are harmful if swallowed: use closed bait stations and place them where children and pets cannot reach.',
      'Avoid spraying insecticides on countertops, floors where babies crawl, or near pet bowls and aquariums.',
      'If anyone is allergic to stings, or fire ants are present, keep children, pets and older adults away from mounds and get professional help.',
    ],
    callProfessional: [
      'Ants keep returning after 2-3 weeks of consistent baiting.',
      'You see carpenter ants indoors in spring, hear rustling in walls, or find sawdust-like debris (a possible nest in the structure).',
      'You have fire ants or another stinging species near the home or play areas.',
      'Pharaoh ants are spreading through an apartment block, hospital or care home.',
    ],
    lifeCycle:
      'Egg, larva, pupa and adult, taking roughly 6-10 weeks depending on species and temperature. Colonies are founded by a queen after a mating flight; queens can live for years, and some species (such as Argentine and pharaoh ants) have many queens, which makes them harder to eliminate.',
    habitat:
      'Nests in soil, under paving, stones and lawns, in rotting wood, wall cavities, under floors and behind the trim at the base of walls. Indoors they forage in kitchens, pantries and bathrooms for sweet, greasy or protein foods and water.',
    faqs: [
      {
        question: 'Why do ants keep coming back after I spray them?',
        answer:
          'Sprays kill only the workers you see; the queen and colony stay safe in the nest and send more foragers. Baits that the workers share with the colony are needed to stop the source.',
      },
      {
        question: 'Are flying ants the same as termites?',
        answer:
          'No. Flying ants have a pinched waist, elbowed antennae and front wings longer than the hind wings. Termite swarmers have a straight thick waist, straight antennae and four wings of equal length. If you are unsure, take a photo and ask.',
      },
      {
        question: 'Do cinnamon, lemon or coffee grounds keep ants away?',
        answer:
          'They can disrupt trails for a short time, but they do not eliminate the colony. Use them as a deterrent alongside cleaning, sealing and baiting.',
      },
    ],
  },
  {
    slug: 'cockroaches',
    name: 'Cockroaches',
    title: 'Cockroach Control Guide',
    shortDescription: 'Fast, nocturnal insects that hide in warm, damp cracks and scatter when the lights come on.',
    description:
      'Cockroaches are hardy, fast-running insects that hide by day in warm, humid cracks near food and water and come out at night. The German cockroach is the most common indoor species and breeds extremely quickly. Good sanitation, removing water sources and carefully placed gel baits control most infestations without spraying.',
    scientificName: 'Blattella germanica (German cockroach); Periplaneta americana (American cockroach); Blatta orientalis (Oriental cockroach); Supella longipalpa (brown-banded cockroach)',
    identification: [
      'German cockroaches are 12-16 mm, light brown, with two dark stripes behind the head; American cockroaches are 35-40 mm and reddish-brown; Oriental cockroaches are dark brown to black and shiny.',
      'Flat, oval bodies with long antennae and spiny legs; they run quickly and scatter when a light is switched on.',
      'Droppings like ground pepper or coffee grounds, and brown smear marks in corners and along hinges.',
      'Brown, purse-shaped egg cases (oothecae) and cast skins in cupboards, behind appliances and under sinks.',
      'A persistent oily, musty odour in heavy infestations.',
      'Seeing cockroaches during the day usually means a large population.',
    ],
    risks: [
      'Cockroach droppings, saliva and cast skins are strong allergens and a well-known trigger of asthma, especially in children.',
      'They pick up bacteria such as Salmonella and E. coli in drains and waste and carry them onto food and surfaces.',
      'They contaminate and spoil stored food and packaging.',
      'Infestations in food businesses can lead to failed inspections and closure.',
    ],
    prevention: [
      'Do not leave dirty dishes, food or pet food out overnight; wipe countertops and sweep floors every evening.',
      'Store food in sealed containers and take rubbish out daily in a bin with a tight lid.',
      'Fix dripping taps and leaking pipes, and dry sinks and bathtubs at night; cockroaches need water daily.',
      'Seal cracks around pipes, the base of walls, cupboards and behind appliances with caulk.',
      'Reduce clutter, especially cardboard boxes, paper bags and newspaper stacks.',
      'Check grocery boxes, second-hand appliances and furniture before bringing them in.',
      'Keep drain covers and sink plugs in place at night.',
    ],
    diyTreatment: [
      'Use sticky monitoring traps for a few nights (under the sink, behind the fridge and cooker, in cupboard corners) to find where they hide.',
      'Apply cockroach gel bait in small pea-sized dots in cracks and hinges near those hiding places, not on open surfaces. Replace baits when eaten and keep food competition low while baiting.',
      'Puff a very thin layer of boric acid or food-grade diatomaceous earth into wall voids, behind appliances and under kick plates, where people and pets cannot reach.',
      'Vacuum visible cockroaches, droppings and egg cases, then seal and bin the vacuum contents outside.',
      'Avoid foggers ("bug bombs") and general sprays: they scatter cockroaches deeper into walls, contaminate surfaces and can be a fire hazard.',
    ],
    safety: [
      'Place gel baits and dusts inside cracks or in child-resistant stations, out of reach of children and pets.',
      'Because cockroach allergens trigger asthma, clean up droppings with a damp cloth or HEPA vacuum and keep affected children and older adults out of the room while cleaning.',
      'Never use outdoor-only insecticides indoors, and never use foggers near pilot lights or with people or pets in the room.',
    ],
    callProfessional: [
      'You see cockroaches during the day or in several rooms.',
      'Numbers do not drop after 2-3 weeks of consistent baiting and cleaning.',
      'You live in an apartment or terrace where cockroaches move between units through shared walls and pipes.',
      'The infestation is in a restaurant, shop or other food business (often a legal requirement).',
    ],
    lifeCycle:
      'Gradual metamorphosis: egg, nymph and adult. A German cockroach female carries an egg case with 30-40 eggs until they are about to hatch; nymphs moult 5-7 times and can become adults in about 6-8 weeks in warm conditions, so one female can lead to thousands of cockroaches in a year. Larger species develop more slowly, over several months to a year.',
    habitat:
      'Warm, humid, dark cracks close to food and water: behind fridges, cookers and dishwashers, under sinks, inside cupboard hinges, electrical appliances, drains, sewers, basements and boiler rooms.',
    faqs: [
      {
        question: 'Does seeing one cockroach mean an infestation?',
        answer:
          'Not always: larger species sometimes wander in from drains or outdoors. A small, light-brown German cockroach indoors, however, usually means a breeding population nearby, so start monitoring and baiting straight away.',
      },
      {
        question: 'Do cockroach foggers work?',
        answer:
          'Generally no. Fogger insecticide does not reach the cracks where cockroaches hide and tends to push them further into walls. Gel baits placed in hiding spots work much better.',
      },
      {
        question: 'Are cockroaches a sign of a dirty home?',
        answer:
          'They can infest clean homes, arriving in shopping, boxes, appliances or from neighbouring units. Clean conditions do, however, make baits far more effective.',
      },
    ],
  },
  {
    slug: 'spiders',
    name: 'Spiders',
    title: 'Spider Control Guide',
    shortDescription: 'Eight-legged predators that build webs in quiet corners; most are harmless and help control other insects.',
    description:
      'Spiders are arachnids, not insects, and almost all household species are harmless to people and useful predators of flies, mosquitoes and other pests. A few species, such as widow spiders, recluse spiders and Australian funnel-web spiders, can cause serious bites. Reducing clutter, webs and the insects they feed on keeps numbers down without pesticides.',
    scientificName: 'Order Araneae, e.g. Tegenaria/Eratigena (house spiders), Pholcus phalangioides (daddy long-legs spider), Latrodectus spp. (widow spiders), Loxosceles reclusa (brown recluse)',
    identification: [
      'Eight legs, two body parts (cephalothorax and abdomen), no antennae and no wings.',
      'Webs in corners, windows, garages, sheds, basements and under eaves; round silk egg sacs attached to webs or tucked in crevices.',
      'House spiders are brown and fast; daddy long-legs spiders are pale with very thin legs and messy ceiling webs.',
      'Widow spiders are glossy black (often with a red hourglass or stripe, such as the redback); false widows in the UK are brown and bulbous with cream markings.',
      'The brown recluse (mainly central and southern USA) is light brown with a dark violin-shaped mark behind the head.',
    ],
    risks: [
      'Most bites cause only mild pain, redness and swelling similar to a bee sting.',
      'Widow spider bites can cause severe pain, muscle cramps, sweating and nausea; seek medical help.',
      'Recluse bites can occasionally cause a slow-healing skin wound.',
      'Sydney funnel-web spider bites are a medical emergency in Australia: apply a pressure immobilisation bandage and call 000.',
    ],
    prevention: [
      'Vacuum or sweep away webs and egg sacs regularly, including ceiling corners, behind furniture and under stairs.',
      'Reduce clutter and store items in sealed plastic boxes rather than cardboard, especially in garages, lofts and basements.',
      'Fit insect screens and seal gaps around windows, doors, vents and pipes.',
      'Use yellow or warm LED outdoor bulbs and close curtains at night: lights attract the insects that spiders feed on.',
      'Move woodpiles, bricks and garden debris away from the walls and trim plants touching the house.',
      'Shake out shoes, gloves, clothing and bedding that have been stored in sheds or garages.',
    ],
    diyTreatment: [
      'Vacuum spiders, webs and egg sacs, then empty the vacuum outside.',
      'Catch individual spiders with a glass and a piece of card and release them outside, away from the house.',
      'Place sticky traps along walls and behind furniture in garages and basements to reduce wandering spiders and monitor hotspots.',
      'Control the insects they eat: fix screens, reduce outdoor lighting and remove fly breeding sites.',
      'Peppermint or citrus oil sprays may deter spiders briefly, but evidence is limited; cleaning and sealing matter more.',
    ],
    safety: [
      'Teach children not to pick up spiders and to tell an adult about any large, black or unfamiliar spider.',
      'Wear gloves when moving stored items, firewood or garden debris.',
      'For any bite with spreading pain, muscle cramps, sweating, breathing difficulty or a worsening wound, seek medical care urgently, especially for young children and older adults. If it is safe, photograph or keep the spider for identification.',
      'Keep sticky traps where pets, birds and small children cannot touch them.',
    ],
    callProfessional: [
      'You find a medically significant species (widow, recluse or funnel-web) inside the home, or repeatedly around play areas.',
      'Large numbers of spiders keep appearing despite cleaning and sealing, which usually means a big insect problem too.',
      'Webs and spiders cover hard-to-reach areas such as high ceilings, roof spaces or commercial premises.',
    ],
    lifeCycle:
      'Egg, spiderling and adult. Females lay dozens to hundreds of eggs in a silk sac; spiderlings moult several times as they grow. Most house spiders live 1-2 years; some larger species, such as funnel-webs and tarantulas, live for many years. Male house spiders are most visible in late summer and autumn as they wander looking for mates.',
    habitat:
      'Quiet, undisturbed places: ceiling corners, behind furniture, garages, sheds, basements, lofts, window frames, outdoor lights, woodpiles and vegetation around the house.',
    faqs: [
      {
        question: 'Why do I see more spiders in autumn?',
        answer:
          'Adult male house spiders wander in late summer and autumn looking for mates. They are not coming in from the cold; most were already living in the house or garage.',
      },
      {
        question: 'Should I kill the spiders in my house?',
        answer:
          'Harmless species eat flies, mosquitoes and other pests, so relocating them is often better. Remove webs and egg sacs where you do not want them and seal entry points.',
      },
      {
        question: 'How do I know if a spider bite is serious?',
        answer:
          'Most bites cause a small, itchy or painful red bump that settles in a day or two. Seek medical help for severe or spreading pain, muscle cramps, sweating, difficulty breathing or a wound that darkens or grows.',
      },
    ],
  },
  {
    slug: 'mosquitoes',
    name: 'Mosquitoes',
    title: 'Mosquito Control Guide',
    shortDescription: 'Biting flies that breed in standing water and can spread diseases such as dengue, malaria and West Nile virus.',
    description:
      'Mosquitoes are small flies whose females bite to get the blood they need to lay eggs. They breed in even a bottle cap of standing water, and some species spread serious diseases. Removing standing water every week, fitting screens and using proven repellents are the most effective steps, and are safe for families and wildlife.',
    scientificName: 'Family Culicidae, e.g. Aedes aegypti, Aedes albopictus (tiger mosquito), Culex pipiens, Anopheles spp.',
    identification: [
      'Slender flies 3-6 mm long with long legs, a long piercing mouthpart and scaly wings.',
      'A high-pitched whine or buzzing near your ear, especially when lying in bed.',
      'Itchy, raised bumps on exposed skin after time outdoors, particularly at dusk and dawn.',
      'Aedes (tiger) mosquitoes are black with white stripes on the legs and body and bite during the day.',
      'Wriggling larvae ("wrigglers") in buckets, plant saucers, gutters, ponds or water butts.',
    ],
    risks: [
      'Aedes mosquitoes transmit dengue, Zika, chikungunya and yellow fever.',
      'Culex mosquitoes transmit West Nile virus; Anopheles mosquitoes transmit malaria.',
      'Bites cause itchy welts; children and some adults develop large swellings, and scratching can lead to skin infections.',
      'Mosquitoes transmit heartworm to dogs and cats.',
    ],
    prevention: [
      '"Tip and toss" once a week: empty and scrub buckets, plant saucers, toys, tyres, pet bowls and anything that holds water.',
      'Keep gutters clear, cover water butts and rain barrels with fine mesh, and change bird-bath water at least weekly.',
      'Fit and repair insect screens on windows and doors; use bed nets where mosquito-borne disease occurs.',
      'Use air conditioning or fans; mosquitoes are weak fliers and avoid moving air.',
      'Wear loose, long-sleeved, light-coloured clothing at dawn and dusk.',
      'Use an effective repellent (DEET, picaridin, IR3535 or oil of lemon eucalyptus) when outdoors.',
    ],
    diyTreatment: [
      'Walk around your property and remove, empty or cover every container that can hold water.',
      'Treat water you cannot empty (ponds, water features, rain barrels) with Bti (Bacillus thuringiensis israelensis) dunks or granules, which kill larvae but are safe for fish, pets, birds and people.',
      'Keep ponds moving with a pump or fountain and stock them with fish that eat larvae.',
      'Place an outdoor fan over patios and seating areas in the evening.',
      'Skip bug zappers and ultrasonic devices: they do not reduce biting and zappers kill many beneficial insects. Citronella candles give only small, local protection.',
    ],
    safety: [
      'Adults should apply repellent to children: spray on your hands and rub on, avoiding the eyes, mouth and hands. Do not use oil of lemon eucalyptus or PMD on children under 3, and follow the label and local advice for babies.',
      'Protect babies with mosquito netting over cots, prams and car seats.',
      'Ask your vet about heartworm prevention for dogs and cats.',
      'Older adults and people with weak immunity are at higher risk from West Nile virus; seek care promptly for fever, severe headache or confusion after bites, and see a doctor for any fever after travel to a malaria or dengue area.',
    ],
    callProfessional: [
      'Mosquitoes remain a problem after you have removed all standing water you can find (there may be hidden breeding sites in drains, catch basins or under decks).',
      'You have large ponds, drainage ditches or marshy areas on or near the property.',
      'There is a local disease outbreak; also contact your local health or vector-control authority.',
      'You manage a large site, such as a school, hotel or community area.',
    ],
    lifeCycle:
      'Egg, larva, pupa and adult. Eggs are laid on or near water; larvae and pupae live in the water, and in warm weather the cycle from egg to biting adult can take just 7-10 days. Aedes eggs can survive dry for months and hatch when flooded. Adult females live 2-4 weeks.',
    habitat:
      'Standing or slow-moving water: ponds, marshes, ditches, blocked gutters, plant saucers, tyres, buckets, bird baths and water butts. Adults rest in shady vegetation and enter homes through open windows and doors.',
    faqs: [
      {
        question: 'Why do mosquitoes bite some people more than others?',
        answer:
          'Mosquitoes are attracted by carbon dioxide, body heat, sweat and skin odours, which vary between people. Pregnant women and people who are exercising or have been drinking alcohol tend to be bitten more.',
      },
      {
        question: 'Do mosquito-repelling plants work?',
        answer:
          'Plants such as citronella grass, lavender or basil offer very little protection while growing in a pot. Removing standing water and using a proven repellent work much better.',
      },
      {
        question: 'When are mosquitoes most active?',
        answer:
          'Many species bite at dusk and dawn, Anopheles mostly at night, and Aedes (tiger) mosquitoes during the day. Protect yourself whenever you are being bitten.',
      },
    ],
  },
  {
    slug: 'bed-bugs',
    name: 'Bed Bugs',
    title: 'Bed Bug Control Guide',
    shortDescription: 'Flat, reddish-brown insects that hide in mattresses and bite at night, often picked up while travelling.',
    description:
      'Bed bugs are small, flat, wingless insects that feed on human blood while people sleep and hide in mattress seams, bed frames and furniture during the day. They are excellent hitchhikers, spreading in luggage, second-hand furniture and clothing, and they infest clean homes and five-star hotels alike. Early detection and a combination of heat, vacuuming and encasements work best; established infestations usually need a professional.',
    scientificName: 'Cimex lectularius (common bed bug); Cimex hemipterus (tropical bed bug)',
    identification: [
      'Adults are 4-5 mm long (about the size of an apple seed), flat, oval and reddish-brown; they swell and darken after feeding.',
      'Nymphs are smaller and pale or translucent; eggs are about 1 mm, white and stuck in crevices.',
      'Small dark spots (droppings) that smear like ink along mattress seams, bed frames and headboards.',
      'Rusty or red blood spots on sheets and pillowcases, plus empty cast skins.',
      'Itchy bites on exposed skin, often in a line or cluster of three or more, appearing after sleeping; not everyone reacts to bites.',
      'A sweet, musty odour in heavy infestations.',
    ],
    risks: [
      'Itchy bites and skin reactions; scratching can cause secondary skin infections.',
      'Sleep loss, anxiety and stress, which can be significant, especially for older people.',
      'Bed bugs are not known to transmit disease, but infestations spread easily to other rooms, flats and workplaces.',
      'Costly to eliminate, with damaged or discarded furniture.',
    ],
    prevention: [
      'In hotels, inspect mattress seams, the headboard and bed frame with a torch, and keep luggage on a rack away from the bed and walls.',
      'After travelling, unpack straight into the washing machine; wash and tumble dry clothes on high heat, and vacuum your suitcase.',
      'Inspect second-hand furniture, especially beds and sofas, before bringing it home; never take mattresses from the street.',
      'Use zippered bed bug-proof encasements on mattresses and box springs.',
      'Reduce clutter around beds and seal cracks in bed frames, along the base of walls and around electrical outlets.',
      'In shared laundry rooms, transport clothes in sealed plastic bags.',
    ],
    diyTreatment: [
      'Confirm the problem first: find a live bug, cast skin or eggs, or use interceptor cups under the bed legs. Take a clear photo.',
      'Do not move to sleep in another room or on the sofa; bed bugs will follow and spread.',
      'Strip the bed and wash all bedding and clothes from the area at 60°C (140°F), then tumble dry on high heat for at least 30 minutes. Items that cannot be washed can be dried on high heat or frozen in sealed bags at -18°C (0°F) for at least 4 days.',
      'Vacuum mattress seams, bed frames, headboards, the base of walls and furniture thoroughly, then seal the vacuum contents in a bag and bin it outside.',
      'Steam-clean seams, tufts and crevices slowly with a steamer (surface temperature above 50°C kills all stages), then fit encasements and leave them on for at least a year.',
      'Pull the bed away from the wall, keep bedding off the floor and place interceptors under each leg to monitor progress.',
    ],
    safety: [
      'Do not use foggers, outdoor insecticides, petrol, rubbing alcohol or other flammable liquids on beds or furniture; they are ineffective and can cause fires or poisoning.',
      'Keep diatomaceous earth and any insecticide dust away from where babies and pets sleep and out of the air they breathe.',
      'Older adults, infants and people with reduced mobility may not notice or be able to respond to bites; check their beds and skin, and ask a doctor about severe reactions or infected bites.',
      'Professional heat treatment avoids most chemicals and is a good option where children, pets or people with health conditions live.',
    ],
    callProfessional: [
      'You find bed bugs in more than one room, or in furniture other than the bed.',
      'Bites and signs continue 2-3 weeks after thorough DIY treatment.',
      'You live in a flat, shared house, hostel or care home where bed bugs can spread between units.',
      'You need whole-room heat treatment or a follow-up inspection (most established infestations need two or more professional visits).',
    ],
    lifeCycle:
      'Egg, five nymph stages and adult. Eggs hatch in 6-10 days; each nymph needs a blood meal before moulting to the next stage. At room temperature the cycle from egg to adult takes about 5-8 weeks. Adults live for several months to a year and can survive many months without feeding, especially in cool conditions.',
    habitat:
      'Within a few metres of where people sleep or rest: mattress seams and tags, box springs, bed frames, headboards, bedside tables, sofas, curtains, the base of walls, electrical outlets and picture frames. Also hotels, hostels, public transport, cinemas and care homes.',
    faqs: [
      {
        question: 'Can I get rid of bed bugs myself?',
        answer:
          'Very early, small infestations can sometimes be controlled with heat, vacuuming, steaming and encasements. Because bed bugs hide so well and eggs survive many treatments, most infestations need a professional, often with heat treatment and at least one follow-up.',
      },
      {
        question: 'Do bed bugs mean my home is dirty?',
        answer:
          'No. Bed bugs feed only on blood and are found in very clean homes and luxury hotels. They spread by hitchhiking in luggage, furniture and clothing.',
      },
      {
        question: 'How can I tell bed bug bites from mosquito or flea bites?',
        answer:
          'Bed bug bites usually appear on skin exposed during sleep, often in lines or clusters, and new ones appear each morning. Flea bites tend to be around the ankles. Bites alone cannot confirm bed bugs: look for bugs, skins and dark spots on the mattress.',
      },
      {
        question: 'How long can bed bugs live without feeding?',
        answer:
          'Adults can survive several months without a meal, and longer in cool conditions, so leaving a room empty for a few weeks will not get rid of them.',
      },
    ],
  },
  {
    slug: 'termites',
    name: 'Termites',
    title: 'Termite Control Guide',
    shortDescription: 'Wood-eating social insects that cause hidden structural damage, often noticed only from mud tubes or swarms.',
    description:
      'Termites are social insects that feed on the cellulose in wood, paper and other plant material, often working hidden inside walls, floors and foundations. Subterranean termites build mud tubes from the soil to reach timber, while drywood termites live inside the wood itself. Because damage can be serious and well hidden, termites are one pest where early professional inspection matters more than DIY treatment.',
    scientificName: 'Infraorder Isoptera (order Blattodea), e.g. Reticulitermes spp. and Coptotermes spp. (subterranean termites), Cryptotermes and Incisitermes spp. (drywood termites)',
    identification: [
      'Pencil-width mud tubes running up foundations, piers, walls or inside crawl spaces.',
      'Swarms of winged termites (alates) indoors or near windows in spring, and piles of discarded wings on sills and floors.',
      'Wood that sounds hollow when tapped, is soft or crumbles, or has bubbling or blistering paint.',
      'Small piles of tiny, six-sided pellets (frass) beneath wood infested by drywood termites.',
      'Workers are creamy-white, soft-bodied and about 3-6 mm; termites have straight antennae, a thick waist and four wings of equal length (flying ants have pinched waists and elbowed antennae).',
      'Sticking doors and windows, or sagging floors and ceilings, can be later signs.',
    ],
    risks: [
      'Serious structural damage to floors, joists, frames, roofs and furniture, often before any sign is visible.',
      'Repairs can be very expensive, and termite damage is usually not covered by home insurance.',
      'Termites do not bite people or spread disease, but swarms can worry residents and the dust and debris may irritate people with allergies or asthma.',
    ],
    prevention: [
      'Keep at least 15 cm (6 inches) of clearance between soil or mulch and any wood, siding or the top of the foundation; avoid wood-to-soil contact.',
      'Fix leaking pipes, taps and air conditioning units, and direct gutters and downpipes away from the foundation.',
      'Ventilate crawl spaces and reduce humidity under the house.',
      'Store firewood and timber off the ground and about 6 m (20 ft) from the house.',
      'Remove old tree stumps, roots and wood debris near the building, and keep mulch thin and away from walls.',
      'Use pressure-treated or naturally resistant timber for decks, fences and garden structures.',
      'Have a professional termite inspection every year, especially in warm regions.',
    ],
    diyTreatment: [
      'Do not break open mud tubes or spray them; disturbing termites makes them move elsewhere and makes professional treatment harder.',
      'Photograph the signs (mud tubes, wings, damaged wood, frass) and note where they are for the inspector.',
      'Remove moisture sources and any wood-to-soil contact straight away: fix leaks, pull mulch and soil back from walls, and move firewood and stored timber away.',
      'For outdoor wood, beneficial nematodes applied to moist soil can reduce termite activity in gardens and around fences.',
      'Small, accessible spots of drywood termites in furniture or trim can be treated with orange oil (d-limonene) or a borate wood treatment on bare wood, but structural infestations need a professional.',
    ],
    safety: [
      'If fumigation is needed, everyone, including pets, plants and fish tanks, must leave the building until it is certified safe to re-enter.',
      'Ask for low-toxicity options such as bait systems, which use tiny amounts of active ingredient inside tamper-resistant stations, where children and pets live.',
      'Keep children and pets away from soil treated with liquid termiticide until it has dried, and follow the technician\'s re-entry advice.',
    ],
    callProfessional: [
      'You find mud tubes, live termites, frass or damaged wood anywhere in or on the building.',
      'Winged termites swarm indoors (a sign of a mature colony nearby or inside).',
      'You are buying or selling a property and need a termite inspection report.',
      'It has been more than a year since your last inspection in a termite-prone area.',
    ],
    lifeCycle:
      'Egg, nymph and then one of several castes: workers, soldiers or winged reproductives. A king and queen found a colony after a spring swarm; the queen can live for over a decade and lay thousands of eggs a year. Subterranean colonies grow to hundreds of thousands or millions of termites over several years before swarming.',
    habitat:
      'Subterranean termites live in moist soil and travel through mud tubes into structural timber, roots, stumps and buried wood. Drywood termites live inside dry timber such as roof framing, furniture and window frames, mainly in warm coastal climates. Dampwood termites need very wet, decaying wood.',
    faqs: [
      {
        question: 'How do I tell termites from flying ants?',
        answer:
          'Termite swarmers have straight antennae, a broad waist and four equal-length wings that break off easily. Flying ants have elbowed antennae, a pinched waist and front wings longer than the hind wings.',
      },
      {
        question: 'Can I treat termites myself?',
        answer:
          'You can reduce the risk by removing moisture and wood-to-soil contact, but over-the-counter products rarely reach the colony. Active infestations in a building should be treated by a licensed professional with a soil barrier, baiting system or, for drywood termites, fumigation or heat.',
      },
      {
        question: 'How fast do termites cause damage?',
        answer:
          'It depends on colony size and species. Damage usually builds over months to years, so there is time to get quotes, but do not delay an inspection once you see signs.',
      },
    ],
  },
  {
    slug: 'wasps',
    name: 'Wasps',
    title: 'Wasp Control Guide',
    shortDescription: 'Yellow-and-black stinging insects that build papery nests under eaves, in lofts and in the ground.',
    description:
      'Social wasps such as yellowjackets, paper wasps and hornets build papery nests from chewed wood and can sting repeatedly when defending them. In spring they are helpful predators of garden pests, but by late summer large colonies forage for sugar and become a nuisance around food. Nests are abandoned in autumn and not reused, so a nest away from people can often be left alone.',
    scientificName: 'Family Vespidae, e.g. Vespula vulgaris (common wasp), Vespula germanica (German wasp/yellowjacket), Polistes spp. (paper wasps), Vespa crabro (European hornet)',
    identification: [
      'Smooth, shiny bodies with bright yellow-and-black (or brown-and-yellow for hornets) stripes and a narrow "wasp waist".',
      'Honeybees and bumblebees are hairier and rounder; bees are important pollinators and should be left alone or moved by a beekeeper.',
      'Grey or brown papery nests, from golf-ball size in spring to football size or larger by late summer.',
      'Nests under eaves, soffits, roof tiles and in lofts, sheds, hedges, wall cavities or holes in the ground.',
      'A steady stream of wasps flying in and out of one spot, such as a gap in a wall or roof, signals a hidden nest.',
    ],
    risks: [
      'Painful stings; unlike bees, wasps can sting more than once, and disturbing a nest can trigger many stings.',
      'Allergic reactions, including life-threatening anaphylaxis: call emergency services for swelling of the face or throat, difficulty breathing or dizziness.',
      'Stings in the mouth or throat from wasps in drinks can cause dangerous swelling.',
      'Nests in wall cavities can damage plaster or insulation, and wasps may chew through into living spaces.',
    ],
    prevention: [
      'Check eaves, sheds, lofts and garden structures in spring for small new nests.',
      'Seal gaps in soffits, fascias, roof tiles, vents and walls before spring.',
      'Keep bins and compost closed, and pick up fallen fruit.',
      'Cover food and drinks outdoors and use cups with lids or straws in late summer.',
      'Fit screens on windows and doors, especially near kitchens.',
    ],
    diyTreatment: [
      'If the nest is away from doors, paths and play areas, consider leaving it: the colony will die off in autumn and the nest will not be reused.',
      'A very small, newly started nest (golf-ball size in spring) can be removed at night, when wasps are inside and less active, by covering it with a bag and cutting it free, wearing long sleeves, gloves and eye protection.',
      'Reduce wasp visits by removing sugary food sources and keeping bins sealed; wasp traps in late summer can help around eating areas (avoid honey baits, which attract bees).',
      'Once a nest is inactive in winter, seal the entry gap so it is not used by a new queen the next spring.',
      'Never block the entrance to an active nest in a wall or roof: wasps may chew through into the house.',
    ],
    safety: [
      'Anyone with a known sting allergy should stay well away from nests and carry their prescribed adrenaline auto-injector.',
      'Keep children and pets away from nest areas and teach children to move away slowly rather than swatting.',
      'Never burn, flood or hit a nest, or spray it with petrol; these are dangerous and cause mass stinging.',
      'Older adults and people on certain heart medicines may react more severely to multiple stings; seek medical help if stung many times.',
    ],
    callProfessional: [
      'The nest is larger than a tennis ball, high up, inside a wall, roof or loft, or in the ground near a play area or path.',
      'Someone in the household is allergic to stings, or people or pets have been stung.',
      'You suspect hornets, or the invasive Asian hornet (in Europe, report sightings to the national authority).',
      'You are unsure whether the insects are wasps or protected bees.',
    ],
    lifeCycle:
      'A mated queen hibernates over winter and starts a small nest in spring, raising the first workers herself. The colony grows through summer to a few thousand wasps (yellowjackets) or a few dozen (paper wasps). In late summer it produces new queens and males; the workers and old queen die in autumn, and only the new queens survive the winter.',
    habitat:
      'Sheltered cavities and overhangs: roof eaves, soffits, lofts, sheds, garages, hollow walls, hedges, trees, bird boxes and old rodent burrows in the ground.',
    faqs: [
      {
        question: 'Why are wasps so aggressive in late summer?',
        answer:
          'By late summer the colony stops raising larvae, which used to give the workers sugary food, so workers go looking for sweet food and drinks. They also defend large nests more strongly.',
      },
      {
        question: 'Do fake wasp nests work?',
        answer:
          'Decoy nests may discourage some paper wasps, but evidence is mixed and they do not work on all species. Sealing gaps and checking for new nests in spring is more reliable.',
      },
      {
        question: 'What should I do if I am stung?',
        answer:
          'Move away from the area, wash the sting, apply a cold compress and take an antihistamine or pain relief if needed. Call emergency services at once for any difficulty breathing, swelling of the face, lips or throat, or dizziness.',
      },
    ],
  },
  {
    slug: 'flies',
    name: 'Flies',
    title: 'Fly Control Guide',
    shortDescription: 'House flies, fruit flies and drain flies that breed in rubbish, rotting food and drains and carry germs onto food.',
    description:
      'Flies breed wherever there is moist, decaying organic matter: bins, compost, pet waste, overripe fruit and the slime inside drains. Because they feed on waste and then land on food, they can spread bacteria that cause food poisoning. Finding and removing the breeding source is the single most effective step; traps and screens then deal with the adults.',
    scientificName: 'Order Diptera, e.g. Musca domestica (house fly), Drosophila melanogaster (fruit fly), Psychodidae (drain flies), Calliphora spp. (blowflies/bluebottles)',
    identification: [
      'House flies are 6-7 mm, grey, with four dark stripes on the thorax and red eyes.',
      'Fruit flies are about 3 mm, tan with red eyes, hovering around fruit bowls, bins and drinks.',
      'Drain flies are small, fuzzy and moth-like, resting on walls near sinks, showers and drains.',
      'Bluebottles and greenbottles are large, metallic flies; a sudden swarm indoors often means a dead animal or rotting food nearby.',
      'Maggots (cream-coloured larvae) in bins, compost, pet waste or rotting food.',
    ],
    risks: [
      'Flies can carry bacteria such as Salmonella, E. coli, Shigella and Campylobacter from waste onto food and surfaces.',
      'Contamination of food in homes, restaurants and shops.',
      'Maggot infestations in wounds (myiasis) can affect pets and, rarely, vulnerable people.',
      'Large numbers are a sign of a sanitation or hidden decay problem.',
    ],
    prevention: [
      'Use bins with tight-fitting lids, bag all food waste, and empty bins at least weekly (twice weekly in hot weather); rinse bins regularly.',
      'Keep ripe fruit in the fridge and do not leave food, dirty dishes or pet food out.',
      'Rinse cans and bottles before recycling.',
      'Fit fly screens on windows and doors, especially in kitchens.',
      'Pick up pet waste daily and keep compost covered and well turned.',
      'Clean drains weekly with a brush and hot water to remove slime.',
    ],
    diyTreatment: [
      'Find and remove the breeding source first: check bins, recycling, compost, fruit bowls, under appliances, drains and pet areas.',
      'For fruit flies, make a trap with apple cider vinegar or a piece of ripe fruit in a jar with a drop of dish soap, or cover the jar with plastic wrap and poke small holes.',
      'For drain flies, scrub inside the drain with a stiff brush, then use an enzyme or bacterial drain cleaner; pour hot (not boiling, for plastic pipes) water afterwards.',
      'Use a fly swatter, fly screens and sticky fly strips hung away from food preparation areas.',
      'UV light traps with glue boards work well indoors; avoid electric zappers over food, as they scatter insect fragments.',
    ],
    safety: [
      'Avoid aerosol fly sprays near food, babies, people with asthma, fish tanks (pyrethroids are highly toxic to fish) and cats.',
      'Hang sticky strips and place traps where children and pets cannot touch them.',
      'Keep flies away from the food and skin of babies, older adults and anyone who is unwell or has wounds.',
    ],
    callProfessional: [
      'Flies keep appearing after you have removed every breeding source you can find (there may be a dead animal in a wall or loft, or a broken drain under the floor).',
      'Large numbers of cluster flies gather in the loft or around windows every autumn.',
      'You run a food business, where fly control is usually a legal requirement.',
      'There are maggots coming from walls, ceilings or floors.',
    ],
    lifeCycle:
      'Complete metamorphosis: egg, larva (maggot), pupa and adult. A house fly can lay around 500 eggs in batches of about 100; in warm weather the cycle from egg to adult takes only 7-10 days. Fruit flies can complete their cycle in about a week, so numbers explode quickly.',
    habitat:
      'Bins, skips, compost heaps, manure, pet waste, rotting fruit and vegetables, drains and sink traps, and dead animals. Adults rest on walls, ceilings, light fittings and outdoor surfaces near food and waste.',
    faqs: [
      {
        question: 'Why do I suddenly have lots of flies in one room?',
        answer:
          'A sudden cluster of large flies often means something is decaying nearby, such as a dead rodent or bird in a wall, chimney or under the floor. The flies will stop once the source is removed or dries out.',
      },
      {
        question: 'How do I get rid of fruit flies quickly?',
        answer:
          'Remove overripe fruit, clean bins and drains, and set a few vinegar traps. Because they breed in about a week, keep traps out for two weeks after you think they are gone.',
      },
      {
        question: 'Do bags of water or plants keep flies away?',
        answer:
          'Hanging bags of water have no proven effect. Herbs such as basil and mint may mildly deter flies, but removing waste and fitting screens are far more effective.',
      },
    ],
  },
  {
    slug: 'silverfish',
    name: 'Silverfish',
    title: 'Silverfish Control Guide',
    shortDescription: 'Shiny, silvery, wingless insects that thrive in damp bathrooms and feed on paper, books and starches.',
    description:
      'Silverfish are primitive, wingless insects covered in silvery scales that move with a fish-like wriggle. They need high humidity and feed on starches and sugars found in paper, book bindings, wallpaper paste, photos and dry foods. They are harmless to people, and reducing humidity is the key to getting rid of them.',
    scientificName: 'Lepisma saccharinum (silverfish); Ctenolepisma longicaudata (grey silverfish); Thermobia domestica (firebrat)',
    identification: [
      'Carrot- or teardrop-shaped, 12-19 mm long, silvery-grey and shiny, with no wings.',
      'Two long antennae at the front and three long bristles at the tail.',
      'Fast, wriggling, fish-like movement; they hide from light and are mostly seen at night or when a bath or sink is used.',
      'Irregular holes, notches or surface grazing on paper, books, wallpaper, photographs and cardboard.',
      'Yellowish stains, tiny pepper-like droppings and shed scales where they feed.',
    ],
    risks: [
      'They do not bite, sting or spread disease.',
      'Damage to books, documents, photographs, wallpaper, cardboard storage, and starched or cotton fabrics.',
      'Contamination of dry foods such as flour, cereal and oats.',
      'Large numbers point to a moisture or humidity problem that can also cause mould.',
    ],
    prevention: [
      'Keep indoor humidity below about 50% with dehumidifiers, extractor fans and good ventilation, especially in bathrooms, kitchens, basements and lofts.',
      'Fix leaking pipes, taps, gutters and condensation problems, and dry bathroom floors after use.',
      'Store books, papers and photos in sealed plastic containers off the floor rather than in cardboard boxes.',
      'Keep dry foods in airtight containers.',
      'Seal cracks along the base of walls, in tiles, around bath edges and around pipes.',
      'Declutter old newspapers, magazines and boxes.',
    ],
    diyTreatment: [
      'Run a dehumidifier and improve ventilation for a few weeks; silverfish struggle to survive in dry air.',
      'Set sticky traps along the base of walls, behind the toilet and under sinks to catch them and find hotspots.',
      'Make a jar trap: wrap the outside of a glass jar with masking tape so they can climb in, put a piece of bread inside, and empty it each morning. A rolled, slightly damp newspaper also works: bin it unopened the next day.',
      'Dust a thin layer of food-grade diatomaceous earth into cracks, behind baths and under appliances, where it stays dry and undisturbed.',
      'Vacuum cracks, shelves and along the base of walls regularly to remove eggs, scales and food debris.',
    ],
    safety: [
      'Silverfish are harmless to children and pets, so strong insecticides are rarely justified.',
      'Apply diatomaceous earth or boric acid only into cracks and voids, out of reach of children and pets, and avoid breathing the dust.',
      'Place sticky traps where pets and small children cannot get stuck on them.',
    ],
    callProfessional: [
      'Numbers stay high after several weeks of humidity control, which may point to a hidden leak or damp problem in walls or floors.',
      'They are damaging valuable books, archives, artwork or documents.',
      'You are seeing them throughout the building, for example in an apartment block or office.',
    ],
    lifeCycle:
      'Egg, nymph and adult with no metamorphosis: young silverfish look like small, paler adults. Eggs hatch in 2-8 weeks; nymphs take 3 months to 2 years to mature depending on temperature and humidity. Adults keep moulting throughout life, can live 2-8 years and survive months without food.',
    habitat:
      'Damp, dark, undisturbed places with 75-95% humidity: bathrooms, kitchens, laundries, basements, lofts, behind the trim at the base of walls and wallpaper, under sinks and baths, and in stored books, papers and cardboard boxes.',
    faqs: [
      {
        question: 'Are silverfish harmful?',
        answer:
          'No. They do not bite or carry disease. The main problems are damage to paper, books and fabrics and what they indicate: damp conditions in the home.',
      },
      {
        question: 'Why do I find silverfish in the bath?',
        answer:
          'They are attracted to damp bathrooms and fall into baths and sinks at night, where they cannot climb the smooth sides. They are not coming up through the drain.',
      },
      {
        question: 'Will silverfish go away on their own?',
        answer:
          'Not while the humidity and food sources remain. Drying the air, fixing leaks and removing paper clutter usually reduces them within a few weeks.',
      },
    ],
  },
  {
    slug: 'moths',
    name: 'Moths',
    title: 'Moth Control Guide',
    shortDescription: 'Clothes moths that eat holes in wool and silk, and pantry moths that infest flour, cereals and nuts.',
    description:
      'Two kinds of moths cause most problems indoors. Clothes moth larvae feed on keratin in wool, cashmere, silk, fur, feathers and carpets, while pantry (Indian meal) moth larvae infest flour, grains, nuts, dried fruit and pet food. Adults cause no damage themselves; the hidden larvae do, so cleaning, freezing and sealed storage are the keys to control.',
    scientificName: 'Tineola bisselliella (webbing clothes moth); Tinea pellionella (case-bearing clothes moth); Plodia interpunctella (Indian meal moth)',
    identification: [
      'Clothes moths are small (6-8 mm), golden or buff-coloured, avoid light and tend to flutter or run rather than fly.',
      'Irregular holes in wool, cashmere, silk and felt, often in hidden places such as under collars and cuffs, and bare patches in wool rugs and carpets under furniture.',
      'Silky webbing, tubes or small cases and tiny cream-coloured larvae with brown heads on fabrics.',
      'Pantry moths are 8-10 mm with two-tone wings (pale at the front, coppery at the back) and fly in the kitchen, especially in the evening.',
      'Clumped flour or cereal with fine webbing, and small larvae or cocoons in food packets or along shelf edges and ceiling corners.',
    ],
    risks: [
      'Costly damage to clothing, knitwear, carpets, rugs, upholstery, blankets and heirloom textiles.',
      'Contaminated dry foods that must be thrown away.',
      'Larvae hairs and webbing can irritate sensitive skin, but moths do not bite or spread disease.',
    ],
    prevention: [
      'Clean clothes before storing them; moths are attracted to sweat, skin oils and food stains.',
      'Store woollens and silks in airtight garment bags or sealed boxes, especially for the summer.',
      'Vacuum wardrobes, drawers, under beds and the edges of carpets and rugs regularly.',
      'Take out, shake and air stored woollens in sunlight every few months.',
      'Store flour, grains, nuts, cereals and pet food in glass or airtight containers, and use older stock first.',
      'Use pheromone traps to detect adult moths early.',
      'Cedar blocks and lavender sachets may mildly deter adults; sand cedar to refresh its scent.',
    ],
    diyTreatment: [
      'Empty the wardrobe or cupboard, inspect every item, and throw away badly damaged or heavily infested items.',
      'Kill larvae and eggs: wash washable items hot (at least 50°C / 120°F where the fabric allows), dry-clean others, or freeze items in sealed bags at -18°C (0°F) for at least 72 hours, ideally a week.',
      'Vacuum shelves, drawers, corners, the base of walls and carpet edges thoroughly, then bin the vacuum contents outside.',
      'For pantry moths, throw away infested food in sealed bags, vacuum shelves and cracks, and wipe with soapy water or diluted vinegar. Freeze new flour and grains for 4 days if problems recur.',
      'Hang pheromone traps for clothes or pantry moths to monitor progress; they catch males only, so cleaning is still essential.',
    ],
    safety: [
      'Avoid mothballs and moth crystals (naphthalene or paradichlorobenzene): the fumes are toxic, and swallowed mothballs are dangerous for children and pets. Naphthalene can cause serious illness in people with G6PD deficiency and in newborns.',
      'Air out any clothes stored with mothballs before babies or young children wear them or sleep with them.',
      'Check with your vet before using any moth spray around birds, fish or cats.',
    ],
    callProfessional: [
      'Moths are damaging wall-to-wall carpets or upholstery across several rooms.',
      'The problem continues after 2-3 months of cleaning, freezing and trapping.',
      'There may be a hidden source, such as an old bird nest, wool insulation or a forgotten rug in a loft.',
      'Valuable textiles, museum pieces or a commercial wardrobe or stock are at risk.',
    ],
    lifeCycle:
      'Complete metamorphosis: egg, larva, pupa and adult. Clothes moth eggs hatch in 4-10 days; larvae feed for 1 month to 2 years depending on temperature and food, then pupate in silk cases. Pantry moths can complete their cycle in 4-6 weeks in a warm kitchen. Adults live only 1-3 weeks and do not feed.',
    habitat:
      'Clothes moths: dark, undisturbed places with natural fibres, such as wardrobes, drawers, under furniture, carpet edges, lofts and stored textiles. Pantry moths: kitchen cupboards, pantries and stored dry foods, including pet food and birdseed.',
    faqs: [
      {
        question: 'Do the moths flying around my lights eat clothes?',
        answer:
          'Usually not. Clothes moths avoid light and are rarely seen flying. Moths circling lights are usually garden moths that came in from outside, or pantry moths from your kitchen cupboards.',
      },
      {
        question: 'Does cedar kill clothes moths?',
        answer:
          'Cedar oil can repel adults and kill very young larvae, but its effect fades over time and it does not stop an established infestation. Clean, freeze and seal your clothes first.',
      },
      {
        question: 'How did pantry moths get into my kitchen?',
        answer:
          'They usually arrive as eggs or larvae in packets of flour, grain, nuts, dried fruit, pet food or birdseed from the shop, then spread to other food in the cupboard.',
      },
    ],
  },
];

/** Returns the pest guide for a slug (case-insensitive), or undefined. */
export function pestGuide(slug: string): PestGuide | undefined {
  const wanted = slug.trim().toLowerCase();
  return PEST_GUIDES.find((guide) => guide.slug === wanted);
}
