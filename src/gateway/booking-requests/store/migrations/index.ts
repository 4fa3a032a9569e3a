/**
 * The schema's migrations, in the order they are applied. A migration, once released, is never
 * changed: a change of the schema is a new module added at the end of this list.
 */
import * as requests from './001-requests.js';
import * as eventsAndSenders from './002-events-and-senders.js';
import * as lifecycleChecks from './003-lifecycle-checks.js';
import * as answersAndCustomers from './004-answers-and-customers.js';
import * as groomerNames from './005-groomer-names.js';
import * as notes from './006-notes.js';
import * as slotWatches from './007-slot-watches.js';

export interface Migration {
  readonly name: string;
  readonly sql: string;
}

export const migrations: readonly Migration[] = [
  requests,
  eventsAndSenders,
  lifecycleChecks,
  answersAndCustomers,
  groomerNames,
  notes,
  slotWatches,
];
