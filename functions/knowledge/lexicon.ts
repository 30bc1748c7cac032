// Owns the symptom lexicon of the 13 pests: the names and species people use, and the signs, look, sounds, smells,
// places, seasons, damage and bites they describe them by (the offline consultant's retrieval index).
import type { PestSlug } from './pests';

/** What people call a pest, and how they describe it; each field is a comma-separated list of plain phrases. */
export interface PestWords {
  /** Common and species names: a name in a question names the pest outright. */
  names: string;
  look: string;
  signs: string;
  sounds?: string;
  smells?: string;
  places: string;
  seasons: string;
  damage?: string;
  bites?: string;
}

export const LEXICON_FIELDS = ['look', 'signs', 'sounds', 'smells', 'places', 'seasons', 'damage', 'bites'] as const;

export const PEST_LEXICON: Record<PestSlug, PestWords> = {
  fleas: {
    names: 'flea, cat flea, dog flea, human flea, flea dirt',
    look: 'tiny dark reddish brown, flattened side to side, wingless, jumps, hops, springs away, hard to squash, pale bristly larvae, tiny white eggs',
    signs: 'black specks like ground pepper in fur, specks turn red on wet white paper, pet scratching, licking, chewing fur, hair loss at base of tail, scabs, restless pet, flea comb, eggs in pet bedding',
    places: 'cat, kitten, dog, puppy, rabbit, pet bedding or basket, carpet, rug, sofa, couch cushions, upholstery, floorboards, empty house, previous tenants pets, kennel, stray cats',
    seasons: 'summer, autumn, warm humid weather, after a holiday away',
    damage: 'pet skin allergy, flea allergy dermatitis, anaemia in kittens and puppies, tapeworm',
    bites: 'small itchy red bumps, ankles, lower legs, shins, feet, socks, clusters of bites, bitten walking on carpet',
  },
  ticks: {
    names: 'tick, deer tick, black-legged tick, blacklegged tick, lone star tick, dog tick, brown dog tick, wood tick, castor bean tick, sheep tick, seed tick',
    look: 'eight legs, arachnid, flat oval teardrop shape, sesame or apple seed size, swollen, engorged, grey bean, blue grey lump with legs, no wings, no antennae',
    signs: 'attached, embedded, latched on, head or mouthparts buried in the skin, lump on pet, crawling up legs, waiting at tips of grass blades, questing, bloodsucker',
    places: 'long grass, tall grass, woods, forest, woodland, hiking, trail, camping, meadow, pasture, field, leaf litter, moorland, heath, bracken, deer, horse, dog ears, neck, armpit, groin, scalp, behind knees, waistband, hairline',
    seasons: 'spring, early summer, autumn, after hiking, after a walk',
    damage: 'Lyme disease, tick-borne encephalitis, Rocky Mountain spotted fever, babesiosis, anaplasmosis, alpha-gal, tick paralysis, fever',
    bites: 'painless bite, red ring, bullseye rash, expanding rash, erythema migrans, head left in skin',
  },
  rodents: {
    names: 'mouse, rat, rodent, house mouse, field mouse, wood mouse, deer mouse, brown rat, Norway rat, sewer rat, black rat, roof rat, ship rat, vole',
    look: 'small furry grey or brown animal, long tail, scaly tail, pointed nose, large ears, whiskers, darts along walls',
    signs: 'droppings, dark pellets like rice grains, urine, grease marks, greasy smudge marks, rub marks, gnaw marks, teeth marks, gnawed holes, shredded paper, nest of shredded material, footprints, tail drag marks, burrows, runways, food disappearing, bird food disappearing',
    sounds: 'scratching, scurrying, scampering, squeaking, gnawing, noises in the walls, ceiling or loft at night',
    smells: 'musty smell, ammonia smell, stale urine smell',
    places: 'loft, attic, wall cavity, ceiling, under floorboards, kitchen drawer, cupboard, pantry, behind the fridge, behind the stove, under the sink, basement, garage, shed, compost heap, bins, drains, sewers, chicken coop, bird feeder, car engine',
    seasons: 'autumn, winter, cold weather, moving indoors',
    damage: 'chewed wires, cables and car wiring, insulation pulled apart, chewed food packaging, gnawed door, skirting board, soap, candles, pipes, fire risk, leptospirosis, salmonella, hantavirus',
    bites: 'rat bite fever',
  },
  ants: {
    names: 'ant, carpenter ant, black garden ant, pavement ant, sugar ant, pharaoh ant, fire ant, argentine ant, odorous house ant, ghost ant, flying ant, winged ant, bull ant, crazy ant, anthill, ant hill',
    look: 'six legs, pinched waist, narrow waist, elbowed antennae, bent antennae, black, brown, red, tiny yellowish, wingless workers, winged queen, front wings longer than back wings',
    signs: 'trail, line, marching, column, following each other, carrying crumbs, swarming over sweets, sand piles, soil mounds, mound, dirt between paving stones, sawdust with insect parts, flying ant day',
    sounds: 'faint rustling in the wall',
    smells: 'rotten coconut smell when squashed, formic acid',
    places: 'kitchen counter, worktop, sugar bowl, honey, jam, syrup, pet food bowl, cat food, dog food, dishwasher, window sill, skirting board, patio, paving stones, lawn, driveway, cracks in walls, damp wood',
    seasons: 'spring, summer, hot day, after rain, July, August',
    damage: 'food contamination, hollowed damp wood, lifted paving',
    bites: 'painful sting, burning sting, white pustules, red welts',
  },
  cockroaches: {
    names: 'cockroach, roach, German cockroach, American cockroach, Oriental cockroach, brown-banded cockroach, Australian cockroach, smoky brown cockroach, palmetto bug, water bug, waterbug, croton bug, black beetle',
    look: 'flat oval shiny body, long waving antennae, spiny legs, reddish brown, light brown with two dark stripes behind the head, shiny black, stubby wings, 4 cm, fast, nymphs',
    signs: 'scatter when the light is switched on, run away when the light is turned on, run at night, come out in the dark, egg cases, capsule-shaped egg case, ootheca, droppings like coffee grounds or black pepper, smear marks, shed or moulted skins',
    smells: 'oily musty smell, musty odour',
    places: 'kitchen, behind the fridge, under the sink, behind the dishwasher, stove, microwave, coffee maker, toaster, cabinets, drawers, cracks, drains, shower drain, floor drain, sewer, basement, bathroom, restaurant, apartment building, balcony, hot humid city',
    seasons: 'warm humid weather, all year indoors, summer',
    damage: 'contaminated food, asthma, allergies, salmonella, E. coli',
  },
  spiders: {
    names: 'spider, brown recluse, recluse, black widow, false widow, widow, redback, funnel-web, wolf spider, huntsman, house spider, cellar spider, daddy long legs spider, jumping spider, orb weaver, garden spider, cross spider, tarantula, hobo spider, sac spider, money spider, zebra spider, cobweb',
    look: 'eight legs, two body parts, no wings, no antennae, hairy, furry, long thin legs, tiny body, fangs, violin shape on the back, red hourglass, shiny black, big front eyes, jumps sideways',
    signs: 'webs, cobwebs, silk, egg sac, sticky threads, funnel-shaped web, orb web, messy web, wrapped-up prey, insects caught in a web, hanging upside down',
    places: 'corners, ceiling, basement, cellar, garage, shed, woodpile, closet, boxes, shoes, bath, bathtub, window frame, window sill, garden, fence, hedge, car',
    seasons: 'autumn, September, late summer',
    bites: 'two puncture marks, fang marks, necrotic wound, skin turning dark, ulcer, blister, muscle cramps',
  },
  mosquitoes: {
    names: 'mosquito, mozzie, skeeter, tiger mosquito, Aedes, Anopheles, Culex, wigglers, wriggler',
    look: 'thin long legs, slender body, long proboscis, long beak, narrow wings, black and white striped legs, rests on the wall',
    signs: 'larvae wriggling in standing water, egg rafts on water',
    sounds: 'high-pitched whine, whining, buzzing in the ear at night',
    places: 'standing water, stagnant water, bird bath, pond, lake, marsh, swamp, rain barrel, water butt, old tyres, tires, flower pot saucers, clogged gutters, buckets, bedroom at night, open window, tropics',
    seasons: 'summer, rainy season, after rain, warm evenings, dusk, dawn, July',
    damage: 'malaria, dengue, Zika, West Nile virus, chikungunya, yellow fever',
    bites: 'itchy welts, swollen itchy bumps, bites on exposed skin, arms, face, biters, bitten every evening, bitten at dusk',
  },
  'bed-bugs': {
    names: 'bed bug, bedbug, Cimex, chinches',
    look: 'flat oval, apple seed size, reddish brown, rust brown, wingless, swollen after feeding, pale translucent nymphs, tiny pale eggs',
    signs: 'blood spots or smears on sheets and pillowcase, rust-coloured stains, black dots like marker ink, dark spots on mattress seams, shed skins, eggs in crevices, live bugs in seams',
    smells: 'sweet musty smell, coriander smell',
    places: 'mattress, mattress seams, mattress piping, box spring, bed frame, headboard, nightstand, bedside table, sofa, hotel, hostel, dorm, bunk, second-hand furniture, suitcase, luggage, travel, trip, cracks near the bed',
    seasons: 'all year, after travel, after a holiday',
    bites: 'bites in a line or row, three in a row, breakfast lunch and dinner, zigzag, arms, neck, back, shoulders, bites in the morning, bitten at night while asleep, only one person bitten',
  },
  termites: {
    names: 'termite, white ants, subterranean termite, drywood termite, dampwood termite, Formosan termite, alates',
    look: 'pale, creamy white, soft-bodied, ant-like, straight antennae, thick waist, winged swarmers, equal-length wings, two pairs of equal wings',
    signs: 'mud tubes, shelter tubes, mud tunnels, mud lines, dried mud, discarded wings, piles of wings on the window sill, pellets like sand or poppy seeds, frass, kick-out holes, hollow-sounding wood, bubbling paint, blistering, sagging floor, sticking doors and windows, galleries packed with soil, swarm in spring',
    sounds: 'hollow sound when tapped, clicking in the walls',
    places: 'foundation, wooden floor, skirting board, door frame, window frame, timber, beams, joists, rafters, deck, fence post, tree stump, firewood, mulch, damp wood, shed floor',
    seasons: 'spring, after rain, warm humid',
    damage: 'structural damage, hollowed wood, crumbling wood, wood eaten from the inside, blistered laminate, spongy floor, buckling floor',
  },
  wasps: {
    names: 'wasp, hornet, yellowjacket, yellow jacket, paper wasp, European hornet, Asian hornet, bald-faced hornet, mud dauber, common wasp, German wasp',
    look: 'yellow and black stripes, smooth shiny body, not fuzzy, thin waist, four wings, long dangling legs, stinger, brown and yellow',
    signs: 'paper nest, papery grey football-size nest, umbrella-shaped comb, hexagon cells, in and out of a hole, ground nest, chewing wood pulp, scratch marks on fences, aggressive around sweet drinks',
    sounds: 'buzzing in the wall or loft, constant humming',
    places: 'eaves, roof tiles, loft, attic, shed, wall cavity, soffits, hedge, tree, bush, hole in the ground, lawn, bird box, bins, picnic, sweet drinks, fruit, porch, railing, vent',
    seasons: 'late summer, August, September, autumn, spring queens',
    damage: 'allergic reaction, anaphylaxis',
    bites: 'stung several times, painful sting, swelling',
  },
  flies: {
    names: 'housefly, house fly, fruit fly, blowfly, blow fly, bluebottle, greenbottle, cluster fly, drain fly, moth fly, fungus gnat, gnat, vinegar fly, phorid fly, flesh fly, horse fly, horsefly, maggot',
    look: 'fly, two wings, big red eyes, compound eyes, hairy, metallic blue or green, grey striped, tiny tan, fuzzy, sluggish, hover',
    signs: 'maggots, white wriggling larvae in the bin, eggs on meat, flyspecks, hovering swarms, landing on food',
    sounds: 'buzzing, loud buzzing at the window',
    smells: 'rotting, dead animal or rubbish smell',
    places: 'rubbish bin, compost, fruit bowl, ripe bananas, rotting fruit, vinegar, wine, beer, sink drain, houseplant soil, potting compost, window, loft window, stable, manure, meat, barbecue, dog poo',
    seasons: 'summer, warm weather, autumn, sunny winter days',
    damage: 'contaminated food, germs, food poisoning, salmonella, E. coli',
  },
  silverfish: {
    names: 'silverfish, silver fish, firebrat, bristletail',
    look: 'silvery, silver grey, metallic grey, shiny, scales, teardrop shaped, carrot shaped, tapered, fish-shaped, wingless, three tails, three bristles at the tail, long antennae, wriggle, slippery, quick',
    signs: 'irregular holes in paper, yellow stains, tiny scales, pepper-like droppings, cannot climb out of the sink or bath',
    places: 'bathroom, bathtub, bath mat, sink, shower, laundry room, basement, attic boxes, storage boxes, bookshelves, old books, papers, documents, photos, wallpaper, cardboard boxes, damp, boiler, under the sink',
    seasons: 'all year, humid, at night',
    damage: 'books, paper, photos, wallpaper glue, book bindings, cardboard, flour, cereal, starch, cotton, linen, rayon',
  },
  moths: {
    names: 'moth, clothes moth, webbing clothes moth, case-bearing clothes moth, casemaking clothes moth, casemaking, pantry moth, Indian meal moth, Indianmeal moth, meal moth, flour moth, carpet moth, brown house moth, grain moth',
    look: 'small beige, golden, buff, straw coloured, narrow wings, coppery band on the wings, reddish brown wing tips, fluttery, run rather than fly, avoid light, cream-coloured larvae, whitish caterpillars with a brown head, worms',
    signs: 'irregular holes in clothes, bald patches in the rug, threadbare carpet, silk tubes, silky webbing, cases, larvae, caterpillars, clumps of silk, clumped food, webbing in flour, cocoons on the ceiling',
    places: 'wardrobe, closet, drawers, under furniture, carpet edges, skirting boards, pantry, kitchen cupboard, flour, cereal, rice, pasta, nuts, dried fruit, bird seed, pet food, attic storage',
    seasons: 'spring, summer, all year in heated homes',
    damage: 'wool, cashmere, silk, fur, feathers, felt, jumpers, sweaters, scarves, coats, suits, blankets, rugs, carpets, upholstery',
  },
};
