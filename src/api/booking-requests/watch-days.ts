/**
 * The days and parts of the day a slot watch may name: a module of its own that imports nothing, so
 * that what makes a watch (watches.ts) and the status page's watch view (fetched on demand) can
 * both read it without sharing more: the status page's own file need not hold watches.ts. (It
 * also kept booking-elements.all.js one file before that file's build did: docs/size.md.)
 */

/** The days a watch may name, as the API names weekdays. */
export const watchDays = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'] as const;
export type WatchDay = (typeof watchDays)[number];

/** The parts of a day, in the branch's zone: `morning` before 12:00, `afternoon` 12:00 to 17:00, `evening` from 17:00. */
export const dayParts = ['morning', 'afternoon', 'evening'] as const;
export type DayPart = (typeof dayParts)[number];
