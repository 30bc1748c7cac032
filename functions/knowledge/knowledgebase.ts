// Owns the knowledgebase's questions: the Pest FAQ tab (26 crawling-insect, 14 flying-insect
// and 10 rodent questions) and the Prevention tab (7 per category), grouped by the three filter chips.
import type { QuestionAnswer } from './siteFaq';

export const PEST_CATEGORIES = [
  { id: 'crawling', label: 'Crawling Insects' },
  { id: 'flying', label: 'Flying Insects' },
  { id: 'rodents', label: 'Rodents' },
] as const;

export type PestCategory = (typeof PEST_CATEGORIES)[number]['id'];

export interface KnowledgeSection {
  category: PestCategory;
  title: string;
  items: QuestionAnswer[];
}

const qa = (question: string, answer: string): QuestionAnswer => ({ question, answer });

export const PEST_FAQ: readonly KnowledgeSection[] = [
  {
    category: 'crawling',
    title: 'Crawling Insects',
    items: [
      // Ants
      qa('How do I get rid of ants in my kitchen?', 'Find where the trail enters, wipe the trail with soapy water or diluted vinegar to remove the scent, put food in sealed containers, and place slow-acting sugar or protein baits along the trail. Workers carry the bait back to the nest, which controls the colony in one to three weeks.'),
      qa('Why do ants keep coming back after I spray them?', 'Sprays kill only the foragers you can see, usually a small fraction of the colony. The queen and nest survive and send out new workers. Baits, which workers share with the nest, work far better than contact sprays.'),
      qa('Are ants harmful to my health?', 'Most household ants are a nuisance rather than a danger, but they can carry bacteria onto food and surfaces. Fire ants and some other species sting and can cause allergic reactions, including anaphylaxis in sensitive people.'),
      qa('What attracts ants into the house?', 'Food (especially sugar, grease and pet food), water from leaks and condensation, and shelter. Crumbs, sticky surfaces, uncovered bins and pet bowls left down all day are common attractants.'),
      qa('How can I tell carpenter ants from termites?', 'Carpenter ants have a narrow, pinched waist, elbowed antennae and, when winged, front wings longer than the hind wings. Termites have a broad waist, straight antennae and four wings of equal length. Carpenter ants leave coarse sawdust-like debris; termites leave mud tubes.'),
      qa('Do natural remedies work against ants?', 'Some help: wiping trails with vinegar or soapy water removes the scent trail, and food-grade diatomaceous earth dries out ants that cross it. Cinnamon, lemon and coffee grounds may deter them briefly but do not remove a colony. Baits are the most reliable low-toxicity option.'),
      // Cockroaches
      qa('How do I know if I have a cockroach infestation?', 'Look for droppings like ground pepper or coffee grounds, brown oval egg cases, a musty smell, smear marks along edges and shed skins. Cockroaches seen in daylight usually mean a large population, because they normally hide until dark.'),
      qa('What is the best way to get rid of cockroaches?', 'Combine sanitation (no food, crumbs or standing water left out), sealing cracks, and gel baits placed in hiding places near food and water. Baits with boric acid or modern insecticides in tamper-resistant stations are far more effective than sprays.'),
      qa('Are cockroaches dangerous?', 'Yes. They spread bacteria such as Salmonella and E. coli onto food and surfaces, and their droppings and shed skins are a well-known trigger of allergies and asthma, especially in children.'),
      qa('Why do I see cockroaches in a clean home?', 'They can come in with grocery bags, cardboard boxes and second-hand appliances, or move between flats through wall voids, pipes and drains. They also need water, so leaks under sinks and around appliances can sustain them even in a clean home.'),
      qa('How fast do cockroaches multiply?', 'Quickly. A German cockroach egg case holds 30 to 40 eggs and the young mature in about 6 to 8 weeks in warm conditions, so a few insects can become thousands within months.'),
      qa('Can cockroaches survive without food?', 'Adults can survive about a month without food but only a week or so without water, which is why fixing leaks and drying out sinks and drains at night is so effective.'),
      // Termites
      qa('What are the signs of termites?', 'Mud tubes on foundations or walls, hollow-sounding or blistered wood, discarded wings near windows and doors, small piles of pellet-like droppings (drywood termites) and doors or windows that suddenly stick.'),
      qa('Can I treat termites myself?', 'DIY steps help prevention, such as removing wood-to-soil contact and fixing moisture problems, but an active termite infestation needs a licensed professional. Effective treatments (soil termiticides, baiting systems, fumigation) need equipment, training and in many places a licence.'),
      qa('How much damage can termites do?', 'A lot, because they feed out of sight for years. They can weaken structural timber, floors and door frames, and termite damage is usually not covered by home insurance.'),
      qa('How can I prevent termites?', 'Keep at least 6 inches of clearance between soil and any wood, fix leaks and drainage, keep gutters clear, store firewood away from the house, keep mulch away from the foundation, and have an annual termite inspection.'),
      qa('Are flying termites a sign of infestation?', 'Swarms of winged termites indoors, or piles of shed wings on window sills, strongly suggest an established colony in or near the building and should be inspected by a professional.'),
      qa('How long does a termite treatment last?', 'It depends on the method: liquid soil treatments commonly protect for around 5 years or more, while baiting systems need ongoing monitoring. Annual inspections are recommended either way.'),
      // Bed bugs
      qa('How do I know if I have bed bugs?', 'Look for small rusty or dark spots on sheets and mattress seams, shed skins, tiny white eggs, a sweet musty smell in heavy infestations, and itchy bites in lines or clusters on skin exposed during sleep.'),
      qa('Can I get rid of bed bugs myself?', 'Small, early infestations can sometimes be controlled with hot washing and drying (at least 30 minutes on high heat), vacuuming, steam and mattress encasements, but most infestations need a professional because bed bugs hide in many places and resist many insecticides.'),
      qa('Do bed bugs spread disease?', 'Bed bugs are not known to transmit disease to people. Their bites can cause itching, skin infections from scratching, allergic reactions, and real anxiety and sleep loss.'),
      qa('How do bed bugs get into a home?', 'They hitchhike in luggage, clothing, second-hand furniture and mattresses, and move between apartments through walls and shared spaces. Cleanliness does not prevent them: they feed on blood, not on dirt.'),
      qa('How do I avoid bringing bed bugs home from travel?', 'Check the mattress seams and headboard when you arrive, keep luggage on a rack away from the bed, and on return wash and tumble dry travel clothes on high heat and vacuum your suitcase.'),
      // General
      qa('When should I call a professional exterminator?', 'Call a professional when the problem keeps coming back after consistent DIY treatment, when the pest can damage the structure (termites, carpenter ants), for stinging insect nests, for bed bugs, or when someone in the home is vulnerable to bites, stings or chemicals.'),
      qa('Are pest control treatments safe for children and pets?', 'Professional treatments are safe when products are used according to the label, but keep children and pets away from treated areas until they are dry, use baits in tamper-resistant stations, and tell the technician about pets, pregnancy, asthma and allergies beforehand.'),
      qa('What is integrated pest management (IPM)?', 'IPM is an approach that combines inspection, identification, prevention, sanitation and monitoring, using the least toxic effective treatment only where it is needed. It is the approach recommended by public health and environmental agencies.'),
    ],
  },
  {
    category: 'flying',
    title: 'Flying Insects',
    items: [
      // Mosquitoes
      qa('How do I get rid of mosquitoes around my home?', 'Remove standing water weekly (buckets, plant saucers, gutters, old tyres, bird baths), keep screens on windows and doors, use fans on patios, and treat water you cannot drain, such as ponds, with Bti, a bacterial larvicide that is safe for people, pets and fish.'),
      qa('Which mosquito repellents work best?', 'Repellents containing DEET, picaridin (icaridin), IR3535 or oil of lemon eucalyptus, used as the label directs. Citronella candles and ultrasonic devices give little or no protection.'),
      qa('Why do mosquitoes bite some people more than others?', 'Mosquitoes are drawn to carbon dioxide, body heat, sweat and skin odours, which vary from person to person. Dark clothing and exercise also make people more attractive to them.'),
      qa('What diseases do mosquitoes carry?', 'Depending on the region, mosquitoes can transmit malaria, dengue, Zika, chikungunya, yellow fever and West Nile virus. Check local health advice before travel and during outbreaks.'),
      qa('When are mosquitoes most active?', 'Many species bite mostly at dusk and dawn, but the Aedes mosquitoes that spread dengue and Zika bite during the day. Activity rises with warm, humid weather.'),
      qa('Do bug zappers control mosquitoes?', 'Not well. Studies show electric zappers kill mostly harmless and beneficial insects, and very few mosquitoes. Removing breeding water and using screens and repellents is far more effective.'),
      qa('How long do mosquitoes live?', 'Adult females usually live about two to four weeks and lay eggs several times, each batch after a blood meal. Eggs hatch in water and larvae become adults in about 7 to 10 days in warm weather.'),
      // Flies
      qa('Where do house flies come from?', 'They breed in rotting organic matter: bins, compost, pet waste, spilled food and drains. Eggs can become adult flies in about 7 to 10 days in warm weather, so removing breeding sites is the key to control.'),
      qa('How do I get rid of fruit flies?', 'Remove overripe fruit, rinse recycling, clean drains and bin lids, and trap the adults with a small jar of cider vinegar and a drop of dish soap. Fruit flies usually disappear within a week or two once the breeding source is gone.'),
      qa('Are house flies a health risk?', 'Yes. They feed on waste and then land on food, and can carry bacteria that cause food poisoning and diarrhoeal illness, such as Salmonella, E. coli and Shigella.'),
      qa('What are the small flies around my drains?', 'Usually drain flies (moth flies), which breed in the slimy film inside drains. Scrub the drain with a stiff brush and flush with hot water, or use an enzyme drain cleaner; insecticide sprays do not remove the source.'),
      qa('How can I keep flies out of my house?', 'Fit screens to windows and doors, keep bins closed and clean, cover food, clean up pet waste promptly, and fix torn screens and gaps around doors.'),
      qa('Why are there so many flies in my house in autumn?', 'Cluster flies hibernate in lofts and wall voids and emerge on warm days. They do not breed indoors; sealing gaps around windows, eaves and vents before autumn keeps them out.'),
      qa('Do fly traps and sticky strips work?', 'They catch adult flies and help monitor numbers, and UV light traps are useful in kitchens, but they do not solve the problem unless the breeding source is found and removed.'),
    ],
  },
  {
    category: 'rodents',
    title: 'Rodents',
    items: [
      qa('How do I know if I have mice or rats?', 'Look for droppings (mouse droppings are 3-6 mm, rat droppings 12-18 mm), gnaw marks, greasy smear marks along walls, shredded nesting material, scratching noises at night and a musty, ammonia-like smell.'),
      qa('What is the best way to get rid of mice?', 'Seal entry holes with steel wool and caulk, hardware cloth or metal plates, remove food sources, and set snap traps along walls where droppings are found, baited with peanut butter. Check traps daily.'),
      qa('How small a gap can a mouse get through?', 'A mouse can squeeze through a gap about 6 mm (1/4 inch) wide, roughly the width of a pencil, and a young rat through about 12 mm (1/2 inch). Seal every gap larger than that.'),
      qa('Are rodents dangerous to health?', 'Yes. Rodents can spread diseases such as salmonellosis, leptospirosis and hantavirus through their droppings, urine and saliva, contaminate food, and trigger allergies and asthma.'),
      qa('How do I clean up rodent droppings safely?', 'Do not sweep or vacuum droppings, which can spread particles into the air. Ventilate the room, wear gloves, spray the droppings with disinfectant or a bleach solution, wait five minutes, wipe up with paper towels and bin them sealed in a bag.'),
      qa('Are rodent poisons safe to use at home?', 'Rodenticides can poison children, pets and wildlife that eat the bait or poisoned rodents. If used at all, they must be in locked, tamper-resistant bait stations; traps and exclusion are safer choices in homes.'),
      qa('Do ultrasonic rodent repellers work?', 'Evidence shows little lasting effect: rodents get used to the sound, and it does not pass through walls or furniture. Sealing entry points and trapping work far better.'),
      qa('Why do rodents come indoors in autumn and winter?', 'As temperatures drop, mice and rats seek warmth, shelter and food. Sealing entry points in late summer and early autumn prevents most winter infestations.'),
      qa('How fast do mice breed?', 'Very fast. A female house mouse can have a litter of 5 to 6 pups every three weeks or so, and young mice can breed at six to eight weeks old.'),
      qa('When should I call a professional for rodents?', 'When you see rodents in daylight, find droppings in many rooms, hear them in walls or ceilings, have rats rather than mice, or when trapping has not solved the problem within a few weeks.'),
    ],
  },
];

export const PREVENTION_FAQ: readonly KnowledgeSection[] = [
  {
    category: 'crawling',
    title: 'Crawling Insects Prevention',
    items: [
      qa('How do I stop ants getting in?', 'Seal cracks around windows, doors and pipes with caulk, keep food sealed and surfaces crumb-free, rinse recycling, and keep plants and mulch from touching the house walls.'),
      qa('How can I keep cockroaches away?', 'Take out rubbish every night, clean under appliances, fix leaks, store food in sealed containers, and seal gaps around pipes and behind cabinets.'),
      qa('How do I prevent termites?', 'Keep at least 6 inches of clearance between soil and wood, fix leaks and drainage, keep firewood and mulch away from the foundation, and book an annual termite inspection.'),
      qa('How do I avoid bringing home bed bugs?', 'Inspect second-hand furniture before it comes inside, keep luggage off hotel beds, and wash and tumble dry travel clothes on high heat when you get home.'),
      qa('Does reducing moisture help against crawling insects?', 'Yes. Cockroaches, silverfish, termites and many ants need moisture: fix leaks, ventilate bathrooms and use a dehumidifier in damp basements.'),
      qa('How often should I clean to keep crawling insects away?', 'Wipe kitchen surfaces and sweep daily, clean behind and under appliances monthly, and vacuum carpets and along the base of walls weekly.'),
      qa('What outdoor steps keep crawling insects out?', 'Trim plants back from walls, clear leaf litter and wood piles near the house, keep gutters clean, and make sure the ground slopes away from the foundation.'),
    ],
  },
  {
    category: 'flying',
    title: 'Flying Insects Prevention',
    items: [
      qa('How do I stop mosquitoes breeding in my garden?', 'Empty anything that holds water at least once a week: plant saucers, buckets, toys, bird baths and blocked gutters. Mosquitoes can go from egg to adult in about a week.'),
      qa('What keeps flies out of the house?', 'Screens on windows and doors, closed and clean bins, covered food, and prompt clean-up of pet waste and spills.'),
      qa('How do I prevent fruit flies?', 'Store ripe fruit in the fridge, rinse recycling, empty the food-waste caddy often, and clean drains and bin lids.'),
      qa('How do I prevent wasps nesting near my home?', 'Check eaves, sheds and lofts in spring when nests are small, seal gaps in eaves and vents, keep bins closed, and cover sweet drinks and food outdoors.'),
      qa('Which plants help repel flying insects?', 'Herbs such as basil, mint, lavender and lemon balm may deter some insects close to the plants, but they are no substitute for removing standing water and fitting screens.'),
      qa('How do I protect myself from mosquito bites?', 'Use a repellent with DEET, picaridin, IR3535 or oil of lemon eucalyptus, wear long sleeves at dusk and dawn, and sleep under a net where mosquitoes spread disease.'),
      qa('Do outdoor lights attract flying insects?', 'Many insects are drawn to bright white and ultraviolet light. Warm yellow or amber LED bulbs attract far fewer, and lights placed away from doors keep insects from gathering at the entrance.'),
    ],
  },
  {
    category: 'rodents',
    title: 'Rodents Prevention',
    items: [
      qa('How do I rodent-proof my home?', 'Seal every gap wider than about 6 mm (1/4 inch) with steel wool and caulk, hardware cloth or metal plates, fit door sweeps, and cover vents with fine metal mesh.'),
      qa('How should I store food to avoid rodents?', 'Keep food, including pet food and birdseed, in glass or metal containers with tight lids, and clean up crumbs and spills straight away.'),
      qa('How do I keep rodents away from bins?', 'Use bins with tight-fitting lids, keep them closed and clean, and put rubbish out on collection day rather than the night before where possible.'),
      qa('How does the garden affect rodents?', 'Clear clutter, long grass and wood piles near the house, trim shrubs away from walls, and avoid spilling birdseed, which feeds rats as well as birds.'),
      qa('Do compost heaps attract rats?', 'They can. Use a closed bin with a mesh base, and never add meat, fish, dairy or cooked food.'),
      qa('When should I check for rodent entry points?', 'In late summer and early autumn, before rodents look for winter shelter, and again after any building work or storm damage.'),
      qa('How do I stop rodents climbing into the roof?', 'Trim tree branches at least 1 metre (3 feet) from the roof, fit mesh over vents and chimneys, and seal gaps where pipes and cables enter the walls.'),
    ],
  },
];

/** The page-level FAQ data block: 7 sample questions across the categories. */
export const FAQ_SAMPLE: readonly QuestionAnswer[] = [
  PEST_FAQ[0].items[0],
  PEST_FAQ[0].items[6],
  PEST_FAQ[0].items[12],
  PEST_FAQ[0].items[18],
  PEST_FAQ[1].items[0],
  PEST_FAQ[1].items[7],
  PEST_FAQ[2].items[0],
];
