/**
 * How `<booking-requests>` says things: times in the business's zone (and as a spreadsheet sorts
 * them, for the CSV), statuses, branches and groomers by name, counts; and the CSV's rows.
 */
import type { BookingRequestRecord } from '../../api/booking-request-inbox.js';
import { type Names, nameIn } from '../../shared/names.js';
import { instantFormats, type InstantFormats } from '../../common/time.js';
import type { BookingRequestsStrings } from './booking-requests.strings.js';

type StatusKey = 'statusReceived' | 'statusContacted' | 'statusConfirmed' | 'statusDeclined';
const statusWords = new Map<string, StatusKey>([
  ['received', 'statusReceived'],
  ['contacted', 'statusContacted'],
  ['confirmed', 'statusConfirmed'],
  ['declined', 'statusDeclined'],
]);

export interface InboxFormat extends InstantFormats {
  readonly text: BookingRequestsStrings;
  readonly locale: string;
  readonly timeZone: string;
  count(value: number): string;
  status(status: string): string;
  branch(businessId: string): string;
  /** The groomer's name, or "" when not known. */
  groomer(staffId: string): string;
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
      const key = statusWords.get(status);
      return key ? text[key] : status;
    },
    branch: (businessId) => nameIn(branches, businessId) ?? businessId,
    groomer: (staffId) => nameIn(groomers, staffId) ?? '',
  };
}

/** The requests' rows for the CSV (src/common/csv.ts writes them), the header first, in the page's words. */
export function requestRows(requests: readonly BookingRequestRecord[], format: InboxFormat, zone: string): string[][] {
  const { text } = format;
  const header = [
    text.csvReceived(zone),
    text.branchLabel,
    text.csvRequested(zone),
    text.csvGroomer,
    text.csvCustomer,
    text.csvPet,
    text.csvPhone,
    text.csvEmail,
    text.statusLabel,
    text.csvReference,
    text.csvId,
  ];
  const rows = requests.map((request) => [
    format.sortableWhen(request.receivedTime),
    format.branch(request.businessId),
    format.sortableWhen(request.startTime),
    format.groomer(request.staffId),
    request.customer.name,
    request.customer.petName,
    request.customer.phone,
    request.customer.email,
    format.status(request.status),
    request.reference,
    request.id,
  ]);
  return [header, ...rows];
}
