/** GetCompany and ListCompanies (alphabetical by name). The secured mount sees only the key's companies. */
import { permissionDenied } from '../errors.js';
import { pageOf, readPageRequest } from '../pagination.js';
import { findCompany, type Operation } from './context.js';

export const getCompany: Operation = ({ world, pathId, access }) => {
  // Checked before the lookup, so a key cannot probe which identifiers exist.
  if (!access.allows(pathId)) throw permissionDenied(`the API key does not give access to company ${pathId}`);
  return { company: findCompany(world, pathId) };
};

export const listCompanies: Operation = ({ world, body, access }) => {
  const pageRequest = readPageRequest('ListCompanies', body);
  const companies = world.companies
    .filter((company) => access.allows(company.id))
    .sort((left, right) => left.name.localeCompare(right.name, 'en') || left.id.localeCompare(right.id));
  const page = pageOf(companies, pageRequest);
  return { nextPageToken: page.nextPageToken, companies: page.items };
};
