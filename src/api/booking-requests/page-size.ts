/**
 * How many records one page of a staff list holds (the inbox's requests, the slot watches): a
 * module of its own, so that a list's schema does not bring the whole inbox with it.
 */
import { isString, reader } from '../wire.js';

/** The most records one page may hold, and how many a page holds when the caller does not say. */
export const largestRequestPage = 500;
const defaultRequestPage = 50;

/** A page's size: a number from the client, digits in the query the gateway reads; missing, the default. */
export const pageSize = reader((value, invalid): number => {
  if (value === undefined) return defaultRequestPage;
  const size = isString(value) && /^\d{1,4}$/.test(value) ? Number(value) : value;
  if (Number.isInteger(size) && (size as number) >= 1 && (size as number) <= largestRequestPage) return size as number;
  return invalid(`a page size of 1 to ${largestRequestPage}`);
});
