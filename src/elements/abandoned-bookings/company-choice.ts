/**
 * The company of `<abandoned-bookings>` when the page does not name one (`company-id`): the
 * companies the staff's sign-in reaches, from ListCompanies (alphabetical, every page, read as
 * every staff list is, src/shared/read-every-page.ts, and at most `maxCompanies`). With one, it is
 * the company, and nothing more is shown; with several, a choice labelled "Company" asks which,
 * and the board waits for it. The branches read are still `business-ids`: the API lists no
 * company's branches.
 */
import { html, type TemplateResult } from 'lit';
import type { Company, ListCompaniesResponse } from '../../api/company.js';
import { readEveryPage } from '../../shared/read-every-page.js';
import type { AbandonedBookingsStrings } from './abandoned-bookings.strings.js';

/** The most companies offered in the choice: far more than any franchise has. */
export const maxCompanies = 1_000;

/** Every company of the pages, in their order; `onProblem` says why the reading stopped short. */
export async function readCompanies(
  page: (pageToken: string) => Promise<ListCompaniesResponse>,
  onProblem: (message: string) => void,
): Promise<Company[]> {
  const companies: Company[] = [];
  // One list, read through the staff elements' one reader of pages (a token that comes back ends it).
  await readEveryPage({
    lists: [''],
    page: (_, pageToken) => page(pageToken),
    take: (answer) => {
      companies.push(...answer.companies.filter((company) => company.id));
      if (companies.length < maxCompanies) return { items: answer.companies.length };
      onProblem(`More than ${maxCompanies} companies: the others are not offered.`);
      return { items: answer.companies.length, next: 'stop' };
    },
    onProblem,
  });
  return companies.slice(0, maxCompanies);
}

/** The choice of company, "Choose a company" until one is chosen. */
export function companyChoice(
  companies: readonly Company[],
  chosen: string,
  onChoose: (companyId: string) => void,
  text: AbandonedBookingsStrings,
): TemplateResult {
  return html`<div class="filter company" part="company">
    <label for="company">${text.companyLabel}</label>
    <select id="company" @change=${(event: Event) => onChoose((event.target as HTMLSelectElement).value)}>
      <option value="" disabled ?selected=${!chosen}>${text.chooseCompany}</option>
      ${companies.map((company) => html`<option value=${company.id} ?selected=${company.id === chosen}>${company.name.trim() || company.id}</option>`)}
    </select>
  </div>`;
}
