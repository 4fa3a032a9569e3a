/** What can be wrong with the picker's attributes, as a pure function of them. */
import { isCalendarDate } from '../../api/calendar.js';
import { lastDateOfRange, maxAvailabilityMonths, petTypes } from '../../api/online-booking.js';
import { isTimeZone } from '../../common/time.js';
import type { AvailabilityPickerStrings } from './availability-picker.strings.js';
import { unknownPetTypes } from './availability-query.js';

export interface PickerSettings {
  readonly companyId: string;
  readonly businessId: string;
  readonly startDate: string;
  readonly endDate: string;
  readonly maxDate: string;
  readonly timeZone: string;
  readonly petTypes: readonly string[];
}

/** The first thing wrong with the settings, in the picker's strings, or undefined. */
export function pickerSettingsProblem(settings: PickerSettings, text: AvailabilityPickerStrings): string | undefined {
  const { startDate, endDate, maxDate, timeZone } = settings;
  if (!settings.companyId.trim()) return text.missingAttribute('company-id');
  if (!settings.businessId.trim()) return text.missingAttribute('business-id');
  if (startDate && !isCalendarDate(startDate)) return text.invalidDate('start-date', startDate);
  if (endDate && !isCalendarDate(endDate)) return text.invalidDate('end-date', endDate);
  if (startDate && endDate && (endDate < startDate || endDate > lastDateOfRange(startDate)))
    return text.invalidRange(maxAvailabilityMonths);
  if (maxDate && !isCalendarDate(maxDate)) return text.invalidDate('max-date', maxDate);
  if (maxDate && startDate > maxDate) return text.startAfterMaxDate;
  if (timeZone && !isTimeZone(timeZone)) return text.invalidTimeZone(timeZone);
  const unknown = unknownPetTypes(settings.petTypes);
  return unknown.length > 0 ? text.invalidPetTypes(unknown.join(', '), petTypes.slice(1).join(', ')) : undefined;
}
