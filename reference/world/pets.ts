/**
 * The full pet record of the production Swagger (`PetServiceDetail.pet`), for the pets of the
 * world. Each record is drawn from its own generator, seeded by the pet's id, so that a pet reads
 * the same in every booking and nothing else in the world moves when a field is added here.
 */
import type { Pet } from '../../src/api/common.js';
import { dayMs, formatTimestamp } from '../calendar.js';
import { createRandom, opaqueId } from '../random.js';
import type { Pet as WorldPet } from './types.js';

const coats: Record<string, readonly string[]> = {
  DOG: ['long double coat', 'short hair', 'curly', 'wire'],
  CAT: ['short hair', 'long hair'],
};
const behaviors = ['friendly', 'nervous with new people', 'energetic', 'calm', 'vocal but sweet'] as const;
const vaccines: Record<string, readonly string[]> = { DOG: ['Rabies', 'DHPP', 'Bordetella'], CAT: ['Rabies', 'FVRCP'] };
/** Typical weights in kilograms, by pet type. */
const kilograms: Record<string, readonly [number, number]> = { DOG: [4, 45], CAT: [3, 7] };
const noteTexts = ['Prefers the quiet room.', 'Do not use the dryer on high.', 'Loves peanut butter treats.'] as const;
const vets = [
  { name: 'Harbor Animal Hospital', address: '12 Harbor Way' },
  { name: 'Greenfield Veterinary Clinic', address: '480 Elm St' },
  { name: 'City Paws Vet', address: '77 Main St' },
] as const;

export interface PetOwner {
  /** The customer's id; "" for a visitor not yet on file. */
  customerId: string;
  /** Staff who may have written notes about the pet. */
  staffIds: readonly string[];
}

/** The pet's record as the service keeps it; a visitor's pet carries only what the flow asked. */
export function petRecord(seed: string, pet: WorldPet, owner: PetOwner, anchor: number): Pet {
  const random = createRandom(`${seed}:pet:${pet.id}`);
  const onFile = owner.customerId !== '';
  const createdTime = anchor - random.integer(30, 1500) * dayMs;
  const [lightest, heaviest] = kilograms[pet.type] ?? [1, 3];
  const pounds = random.chance(0.6);
  const weightKg = random.integer(lightest, heaviest);
  const birthYear = new Date(anchor).getUTCFullYear() - random.integer(1, 14);
  const birthday = `${birthYear}-${String(random.integer(1, 12)).padStart(2, '0')}-${String(random.integer(1, 28)).padStart(2, '0')}`;
  const vet = random.pick(vets);
  return {
    id: pet.id,
    name: pet.name,
    birthday,
    status: 'ALIVE',
    type: pet.type,
    breed: pet.breed,
    gender: random.chance(0.5) ? 'MALE' : 'FEMALE',
    weight: { value: pounds ? Math.round(weightKg * 2.2) : weightKg, unit: pounds ? 'POUND' : 'KILOGRAM' },
    fixed: random.pick(['yes', 'no', 'unknown']),
    coat: random.pick(coats[pet.type] ?? ['soft']),
    behavior: random.pick(behaviors),
    petCodes: random.chance(0.3)
      ? [{ id: opaqueId(random, 'pcd'), abbreviation: 'NS', description: 'Nervous around the dryer', color: '#D93025' }]
      : [],
    notes:
      onFile && owner.staffIds.length > 0 && random.chance(0.5)
        ? [
            {
              id: opaqueId(random, 'note'),
              content: random.pick(noteTexts),
              lastUpdatedBy: random.pick(owner.staffIds),
              lastUpdatedTime: formatTimestamp(anchor - random.integer(2, 200) * dayMs),
            },
          ]
        : [],
    vaccinations: onFile
      ? (vaccines[pet.type] ?? []).map((name) => ({ name, expiredAt: formatTimestamp(anchor + random.integer(20, 700) * dayMs) }))
      : [],
    customerId: owner.customerId,
    vet: onFile ? { name: vet.name, phoneNumber: `+1 555 01${random.integer(10, 99)}`, address: vet.address } : undefined,
    evaluationStatus: onFile ? 'PASS' : 'EVALUATION_STATUS_UNSPECIFIED',
    createdTime: formatTimestamp(createdTime),
    lastUpdatedTime: formatTimestamp(createdTime + random.integer(0, 25) * dayMs),
    photo: onFile ? `https://example.com/pets/${pet.id}.jpg` : '',
    deleted: false,
  };
}
