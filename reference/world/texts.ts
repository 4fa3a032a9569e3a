/** Names and text fragments the generators compose into realistic, varied content. */

export const firstNames = [
  'Maria',
  'James',
  'Priya',
  'Daniel',
  'Aiko',
  'Carlos',
  'Hannah',
  'Olusegun',
  'Chloe',
  'Mateo',
  'Grace',
  'Liam',
  'Fatima',
  'Noah',
  'Zoë',
  'Ethan',
  'Sofia',
  'Kwame',
  'Isla',
  'Ravi',
  'Emily',
  'Lucas',
  'Mei',
  'Omar',
  'Ava',
  'Finn',
  'Nadia',
  'Jack',
  'Leilani',
  'Sean',
] as const;

export const lastNames = [
  'Lopez',
  'Whitaker',
  'Raman',
  "O'Connor",
  'Tanaka',
  'Mendoza',
  'Schultz',
  'Adeyemi',
  'Nguyen',
  'García',
  'Brooks',
  'Kowalski',
  'Haddad',
  'Fischer',
  'Dubois',
  'Murphy',
  'Rossi',
  'Mensah',
  'MacLeod',
  'Patel',
  'Kim',
  'Silva',
  'Chen',
  'Farouk',
  'Bennett',
  'Byrne',
  'Petrova',
  'Walsh',
  'Kahale',
  'Doyle',
] as const;

export const dogNames = [
  'Biscuit',
  'Luna',
  'Max',
  'Pepper',
  'Rosie',
  'Milo',
  'Bella',
  'Cooper',
  'Daisy',
  'Tucker',
  'Mochi',
  'Waffles',
] as const;
export const catNames = ['Olive', 'Simba', 'Cleo', 'Jasper', 'Nala', 'Tofu'] as const;
export const smallPetNames = ['Clover', 'Peanut', 'Hazel', 'Nibbles'] as const;
export const dogBreeds = [
  'Goldendoodle',
  'Shih Tzu',
  'Labrador Retriever',
  'Miniature Schnauzer',
  'Border Collie',
  'Cavapoo',
  'Standard Poodle',
  'French Bulldog',
] as const;
export const catBreeds = ['Maine Coon', 'Persian', 'Ragdoll', 'Domestic Shorthair'] as const;

export const streets = [
  'Harvard St',
  'Beacon St',
  '7th Ave',
  'Ocean Ave',
  'Colorado Blvd',
  'Bondi Rd',
  'King St',
  'Lavender Hill',
  'Washington St',
  'Lake Ave',
] as const;

/** How reviews open, by score (index 0 for 1 star). */
export const reviewOpenings: readonly (readonly string[])[] = [
  ['Really disappointed this time.', 'I hate writing bad reviews, but here goes.', 'Not what we expected after all the recommendations.'],
  ['Mixed feelings about this visit.', 'It was okay, but not great.', 'Some good, some not so good.'],
  ['Decent groom overall.', 'Solid, if unremarkable, visit.', 'Pretty average experience.'],
  ['Great visit!', 'Very happy with the groom.', 'Really nice job this time.', 'Good experience overall.'],
  ['Absolutely amazing!!', 'Best groomer in town, hands down.', 'Five stars, no question.', 'We will never go anywhere else.', 'Wow.'],
];

/** Middle sentences, by score; `{pet}` and `{groomer}` are filled in. */
export const reviewDetails: readonly (readonly string[])[] = [
  [
    '{pet} came home with a nick on the ear and nobody mentioned it at pickup.',
    'We waited 45 minutes past our appointment time & no one apologised.',
    'The cut was uneven on one side and {pet} had clipper burn on the belly.',
    'I asked for a "teddy bear" face and got something closer to a shave-down.',
  ],
  [
    'The bath was fine but the nails were left long.',
    'Pickup took forever because the front desk was swamped.',
    '{groomer} was kind, but the price went up again without notice.',
  ],
  [
    '{pet} looked clean and smelled nice, nothing special.',
    'The booking app worked, though I had to call to confirm.',
    'The haircut was a bit shorter than I asked for, but it will grow back.',
  ],
  [
    '{groomer} was patient with {pet}, who hates the dryer.',
    'Online booking took two minutes and we got a reminder text the day before.',
    'The shop was spotless and {pet} came out fluffy.',
    'They sent photos in the grooming report, which I loved.',
  ],
  [
    '{groomer} is a magician with doodle coats: no mats, no stress.',
    '{pet} actually pulled me through the door, so I guess {pet} loves it here.',
    "They noticed a small lump on {pet}'s side and told us to get it checked. The vet said it was harmless, but I am so grateful they looked.",
    'The "pawdicure" & blueberry facial were worth every cent.',
    'Price went from $65 to $70 -> still a bargain for this quality.',
    '{pet} is anxious with strangers < 5 minutes in, {groomer} had him relaxed.',
  ],
];

export const reviewClosings: readonly (readonly string[])[] = [
  ['We will not be back.', 'Please do better.', 'Giving it one star because zero is not an option.'],
  ['Might give them another try.', 'Hoping it is better next time.'],
  ['Fine for a quick bath.', 'Would probably come again.'],
  ['Thanks {groomer}!', 'See you next month.', 'Recommended.'],
  ['Thank you {groomer}!!! <3', 'Already booked our next visit.', 'Tell all your friends.', '10/10 would recommend.'],
];

/** A long story, used to make some reviews 600+ characters. */
export const longReviewStory =
  'Some background: {pet} is a rescue and was terrified of being handled when we adopted him two years ago. ' +
  'We tried three other salons before this one and every time he came home shaking. ' +
  'From the first phone call {groomer} asked about his history, suggested a short "meet & greet" visit with treats and no clippers, ' +
  'and then booked us at a quiet time of the day when the shop was nearly empty. ' +
  'They took breaks when he got stressed, sent me a text halfway through so I would not worry, ' +
  'and explained what they did with his paws (he will not let anyone touch them) without making me feel like a bad owner. ' +
  'Six visits later he walks in with his tail up. I honestly did not think that was possible.';

export const markupReviewContent =
  'Testing whether this site shows my review as text: <img src=x onerror=alert(1)> ' +
  'If you can read the tag above, good. Otherwise, the groom was great & {pet} looks sharp.';

/** The title that hostile texts add markup to. */
export const seniorConsentTitle = 'Senior Pet Consent';

export const agreementTemplates = [
  {
    title: 'Grooming Waiver',
    signedPolicy: 'FOR_FIRST',
    content:
      'I confirm that my pet is in good health and up to date on vaccinations (rabies, DHPP and bordetella for dogs; rabies and FVRCP for cats).\n\n' +
      'Grooming can expose pre-existing conditions such as skin irritation, hot spots or hidden injuries. ' +
      '{business} is not responsible for conditions that existed before the appointment.\n\n' +
      'If my pet becomes aggressive or too stressed to continue, the groomer may stop the session. I will be charged for the work completed.',
  },
  {
    title: 'Cancellation Policy',
    signedPolicy: 'FOR_EACH',
    content:
      'Please give at least 24 hours notice to cancel or reschedule. Late cancellations and no-shows are charged 50% of the booked services.\n\n' +
      'Arriving more than 15 minutes late may shorten the service or require rescheduling.',
  },
  {
    title: 'Matted Coat Release',
    signedPolicy: 'FOR_EACH',
    content:
      'Severely matted coats often must be shaved close to the skin, which can reveal redness, nicks or irritation. ' +
      'De-matting by brushing is painful and will not be attempted beyond 15 minutes.\n\n' +
      'I authorise {business} to shave my pet if needed & accept the extra charge of $20-$40 depending on size.',
  },
  {
    title: 'Photo & Social Media Release',
    signedPolicy: 'OPTIONAL',
    content:
      'I allow {business} to take photos of my pet and share them on its website and social media accounts. ' +
      'My name and contact details will never be published.',
  },
  {
    title: seniorConsentTitle,
    signedPolicy: 'FOR_FIRST',
    content:
      'Pets over 10 years old (or with heart, breathing or mobility issues) are groomed with extra breaks. ' +
      'The groomer may shorten or stop the session at any time if my pet shows signs of distress, and "full service" may not be possible.',
  },
] as const;

export const deletedAgreementTemplate = {
  title: 'Grooming Waiver (2023 version)',
  signedPolicy: 'FOR_FIRST',
  content: 'This older version of the grooming waiver has been replaced and may no longer be signed.',
} as const;

export const questionsForCustomers = [
  {
    key: 'how_did_you_hear',
    question: 'How did you hear about us?',
    answers: ['Google search', 'A friend', 'Instagram', 'Drove past the shop'],
  },
  { key: 'first_visit', question: 'Is this your first visit?', answers: ['Yes', 'No'] },
] as const;

export const questionsForPets = [
  { key: 'vaccinated', question: 'Is your pet up to date on vaccinations?', answers: ['Yes', 'No', 'Not sure'] },
  {
    key: 'behavior',
    question: 'Anything we should know about behavior?',
    answers: ['Nervous around dryers', 'Friendly with everyone', 'Does not like paws touched', ''],
  },
] as const;

export const healthIssues = [
  '',
  '',
  '',
  'Allergic to oatmeal shampoo',
  'Arthritis in back legs',
  'Sensitive skin & recent hot spot',
] as const;

export const abandonNotes = [
  '',
  '',
  'Called twice, left voicemail.',
  'Asked about pricing for a double-coated breed.',
  'Wants a Saturday slot only.',
] as const;

/** A note that tries to break a page: it must show as text (tests only). */
export const markupNote = 'Said <img src=x onerror="document.title=\'pwned\'"> on the phone.';

/** Domains as customers mistype them: no mail client can take the address. */
export const mistypedEmailDomains = ['gmail', 'example,net', 'hotmail..com'] as const;

export const referers = ['https://www.google.com/', 'https://www.instagram.com/', 'https://www.facebook.com/', ''] as const;
export const referralSources = ['Google', 'Instagram', 'Facebook', 'Friend referral', ''] as const;
