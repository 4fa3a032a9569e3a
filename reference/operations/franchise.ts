/**
 * LookupFranchiseByZipcode. Input is trimmed and upper-cased; a US ZIP+4 is looked up by its
 * five-digit part. An unassigned code is a success with empty strings and isEnable false.
 * On the secured mount only the key's companies' territories are visible.
 */
import { invalidArgument } from '../errors.js';
import { requiredString } from '../request-fields.js';
import type { Operation } from './context.js';

function normalizeZipcode(input: string): string {
  const compact = input.trim().toUpperCase().replace(/\s+/g, ' ');
  return /^\d{5}-\d{4}$/.test(compact) ? compact.slice(0, 5) : compact;
}

export const lookupFranchiseByZipcode: Operation = ({ world, body, access }) => {
  const zipcode = normalizeZipcode(requiredString(body, 'zipcode'));
  if (zipcode.length > 12) throw invalidArgument('zipcode is too long to be a postal code');
  const branch = world.branches.find((candidate) => candidate.zipcodes.includes(zipcode) && access.allows(candidate.companyId));
  if (!branch) return { businessId: '', companyId: '', businessName: '', bookOnlineName: '', isEnable: false };
  return {
    businessId: branch.id,
    companyId: branch.companyId,
    businessName: branch.businessName,
    bookOnlineName: branch.bookOnlineName,
    isEnable: branch.isEnable,
  };
};
