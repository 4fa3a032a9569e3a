/**
 * A slot watch's link, as its view reads it from the fields of the page's fragment
 * (capability.ts's `watchFieldsOf`): the capability, and the time a watch's e-mail offered
 * (`&staff=<id>&start=<instant>&end=<instant>`). Loaded with the view only.
 */
import { tokenIn } from './capability.js';

/** A time a watch's e-mail offered: its groomer and instants, as the branch's availability gave them. */
export interface OpenedTime {
  readonly staffId: string;
  readonly startTime: string;
  readonly endTime: string;
}

/** A watch's link: its capability, and the time that opened when the e-mail was about one. */
export interface WatchLink {
  readonly token: string;
  readonly opened: OpenedTime | undefined;
}

/** An instant as the availability writes one (RFC 3339, with its zone). */
const isInstant = (value: string) =>
  /^\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d(\.\d+)?)?(Z|[+-]\d\d:\d\d)$/i.test(value) && !Number.isNaN(Date.parse(value));

/**
 * The watch the fields of a fragment such as `#watch=abc&staff=s1&start=…&end=…` open, or
 * undefined without them. A time whose fields are missing or malformed is left out: the watch is
 * shown without it.
 */
export function watchLinkOf(fields: URLSearchParams | undefined): WatchLink | undefined {
  const token = fields ? tokenIn(fields, 'watch') : '';
  if (!fields || !token) return undefined;
  const [staffId, startTime, endTime] = ['staff', 'start', 'end'].map((name) => fields.get(name)?.trim() ?? '') as [string, string, string];
  const whole =
    staffId.length > 0 &&
    staffId.length <= 128 &&
    isInstant(startTime) &&
    isInstant(endTime) &&
    Date.parse(endTime) > Date.parse(startTime);
  return { token, opened: whole ? { staffId, startTime, endTime } : undefined };
}
