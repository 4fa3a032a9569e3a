/**
 * The first requests a picker in the page will make, read from its attributes before its code has
 * loaded, so that the script-tag entry can start them (src/api/early-requests.ts): the company's
 * zone unless `time-zone` gives one, and the availability of the first range, exactly as the
 * picker asks for them (the same range plan and request). A picker whose attributes the picker
 * would refuse, or that holds a key, gets none: its own code decides.
 */
import { isCalendarDate } from '../../api/calendar.js';
import { startEarly } from '../../api/early-requests.js';
import { availabilityPath, companyPath, withId } from '../../api/paths.js';
import { buildUrl } from '../../api/url.js';
import { browserTimeZone, isTimeZone } from '../../common/time.js';
import { availabilityRequest } from './availability-query.js';
import { settingsOfAttributes } from './forwarded-settings.js';
import { rangePlan } from './range-plan.js';

/** The requests, each as the picker's client writes it: method, URL and JSON body. */
export function pickerFirstRequests(picker: Element): { method: 'GET' | 'POST'; url: string; body?: string }[] {
  const attribute = (name: string) => picker.getAttribute(name) ?? '';
  const { timeZone, maxDate, layout, ...settings } = settingsOfAttributes(picker);
  const [companyId, businessId, startDate, endDate] = ['company-id', 'business-id', 'start-date', 'end-date'].map(attribute);
  const refused =
    !companyId?.trim() ||
    !businessId?.trim() ||
    [startDate, endDate, maxDate].some((date) => date && !isCalendarDate(date)) ||
    (timeZone && !isTimeZone(timeZone));
  if (refused || picker.hasAttribute('api-key')) return [];
  // Without `time-zone` the range asked covers every zone's today (the plan's toAsk), whatever
  // zone the plan is given: UTC spares Intl's slow first formatter before the requests leave.
  const plan = rangePlan({ startDate: startDate ?? '', endDate: endDate ?? '', maxDate, layout, locale: 'en' }, timeZone || 'UTC');
  const query = { ...settings, companyId, businessId, zipcode: attribute('zipcode'), maxDate };
  const baseUrl = attribute('base-url');
  const availability = {
    method: 'POST' as const,
    url: buildUrl(baseUrl, availabilityPath, undefined),
    body: JSON.stringify(availabilityRequest(plan.toAsk(plan.start, Boolean(timeZone)), query)),
  };
  return timeZone ? [availability] : [{ method: 'GET', url: buildUrl(baseUrl, withId(companyPath, companyId), undefined) }, availability];
}

/** Starts the first requests of every picker under `roots` that has no code yet. */
export function startPickerRequests(roots: readonly ParentNode[]): void {
  for (const root of roots) {
    const pickers =
      root instanceof Element && root.localName === 'availability-picker' ? [root] : root.querySelectorAll('availability-picker');
    for (const picker of pickers) for (const { method, url, body } of pickerFirstRequests(picker)) startEarly(method, url, body);
  }
  // Intl's first formatter and the browser's zone cost a slow phone 60 to 120 ms, which the
  // picker's first drawing pays (the browser's today stands in until the business's zone is
  // known): paid here instead, while the picker's code is still on its way.
  browserTimeZone();
}
