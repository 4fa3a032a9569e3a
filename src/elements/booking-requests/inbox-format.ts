/**
 * How `<booking-requests>` says things: times in the business's zone (and as a spreadsheet sorts
 * them, for the CSV), statuses, branches and groomers by name, counts; and the CSV's rows.
 */
import type { BookingRequestRecord, RequestStatus } from '../../api/booking-requests/inbox.js';
import { type Names, nameIn } from '../../shared/names.js';
import { csvRows } from '../../common/csv.js';
import { instantFormats, type InstantFormats } from '../../common/time.js';
import type { NamedPetType } from '../../api/pet-type-words.js';
import type { BookingRequestsStrings } from './booking-requests.strings.js';

type StatusKey = `status${Capitalize<RequestStatus>}`;
/** Each status's words: a status the lifecycle adds without its words here does not compile. */
const statusWords: { readonly [Status in RequestStatus]: StatusKey } = {
  received: 'statusReceived',
  contacted: 'statusContacted',
  confirmed: 'statusConfirmed',
  declined: 'statusDeclined',
  withdrawn: 'statusWithdrawn',
  cancelled: 'statusCancelled',
  expired: 'statusExpired',
};

export interface InboxFormat extends InstantFormats {
  readonly text: BookingRequestsStrings;
  readonly locale: string;
  readonly timeZone: string;
  count(value: number): string;
  status(status: string): string;
  branch(businessId: string): string;
  /** The groomer's name, or "" when not known. */
  groomer(staffId: string): string;
  /** A pet type in the page's words ("perro"); "" when unsaid; else the API's name in lower case, the English word ("guinea pig"). */
  petType(petType: string): string;
}

export interface FormatSettings {
  readonly text: BookingRequestsStrings;
  readonly locale: string;
  readonly timeZone: string;
  readonly branches: Names | undefined;
  readonly groomers: Names | undefined;
}

export function inboxFormat({ text, locale, timeZone, branches, groomers }: FormatSettings): InboxFormat {
  const counts = new Intl.NumberFormat(locale);
  return {
    text,
    locale,
    timeZone,
    count: (value) => counts.format(value),
    ...instantFormats(locale, timeZone),
    status: (status) => {
      const key = Object.hasOwn(statusWords, status) ? statusWords[status as RequestStatus] : undefined;
      return key ? text[key] : status === 'overdue' ? text.overdue : status;
    },
    branch: (businessId) => nameIn(branches, businessId) ?? businessId,
    groomer: (staffId) => nameIn(groomers, staffId) ?? '',
    petType: (petType) => {
      if (petType === 'TYPE_UNSPECIFIED') return '';
      const words = Object.hasOwn(text.petTypes, petType) ? text.petTypes[petType as NamedPetType] : undefined;
      return words ?? petType.toLowerCase().replace('_', ' ');
    },
  };
}

/** The requests as a CSV table (src/common/csv.ts writes it), the header first, in the page's words; `zone` names the zone of the times. */
export function requestRows(requests: readonly BookingRequestRecord[], format: InboxFormat, zone: string): string[][] {
  const { text } = format;
  return csvRows<BookingRequestRecord>(
    [
      [text.csvReceived(zone), (request) => format.sortableWhen(request.receivedTime)],
      [text.branchLabel, (request) => format.branch(request.businessId)],
      [text.csvRequested(zone), (request) => format.sortableWhen(request.startTime)],
      [text.csvGroomer, (request) => format.groomer(request.staffId)],
      [text.csvCustomer, ({ customer }) => customer.name],
      [text.csvPet, ({ customer }) => customer.petName],
      [text.csvPetType, ({ customer }) => format.petType(customer.petType)],
      [text.csvServices, ({ services }) => services.map((service) => service.name).join(', ')],
      [text.csvPhone, ({ customer }) => customer.phone],
      [text.csvEmail, ({ customer }) => customer.email],
      [text.statusLabel, (request) => format.status(request.status)],
      [text.csvReference, (request) => request.reference],
      [text.csvId, (request) => request.id],
      [text.csvNotes, (request) => request.internalNotes],
    ],
    requests,
  );
}
