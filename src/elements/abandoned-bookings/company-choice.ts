/**
 * The company of `<abandoned-bookings>` when the page does not name one (`company-id`): the
 * companies the staff's sign-in reaches, from ListCompanies (alphabetical, every page, bounded by
 * the walk of page tokens and `maxCompanies`). With one, it is the company, and nothing more is
 * shown; with several, a choice labelled "Company" asks which, and the board waits for it. The
 * branches read are still `business-ids`: the API lists no company's branches.
 */
import { html, type TemplateResult } from 'lit';
import type { Company, ListCompaniesResponse } from '../../api/company.js';
import { pageWalk } from '../../api/paginate.js';
import type { AbandonedBookingsStrings } from './abandoned-bookings.strings.js';

/** The most companies offered: a franchise of franchises, and then some. */
export const maxCompanies = 1_000;

/** Every company of the pages, in their order; `onProblem` says why the walk stopped short. */
export async function readCompanies(
  page: (pageToken: string) => Promise<ListCompaniesResponse>,
  onProblem: (message: string) => void,
): Promise<Company[]> {
  const walk = pageWalk();
  const companies: Company[] = [];
  let pageToken = '';
  // Bounded by the walk (`maxPages` pages, no token twice) and by `maxCompanies`.
  for (;;) {
    const response = await page(pageToken);
    companies.push(...response.companies.filter((company) => company.id));
    if (companies.length >= maxCompanies) {
      onProblem(`More than ${maxCompanies} companies: the others are not offered.`);
      return companies.slice(0, maxCompanies);
    }
    const next = walk(response.nextPageToken);
    if ('problem' in next) onProblem(next.problem);
    if (!('token' in next) || !next.token) return companies;
    pageToken = next.token;
  }
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
