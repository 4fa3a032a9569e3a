/**
 * The demo's status page: the page of a business's website that the gateway's
 * `BOOKING_REQUEST_STATUS_URL` names, which the customers' e-mails and the flow's completion link
 * to with `#request=<token>`. It holds `<booking-request-status>` reading through the gateway on the
 * same origin, and names the branches as a business would (the API has no way to name one: here
 * from the reference fixtures).
 *
 * `mountRequestPage(root)` draws everything into `root`; importing this module registers the
 * elements and does nothing else.
 */
import { html, render } from 'lit';
import '../src/elements/booking-request-status/define.js';
import type { ReferenceFixtures } from './reference-data.js';

export interface RequestPageOptions {
  /** The reference fixtures: branch names. Default: `/_ref/_fixtures` on the same origin. */
  readonly fixturesUrl?: string;
  /** The gateway the element reads through (its `base-url`). Default: same origin. */
  readonly apiBaseUrl?: string;
}

/** The branches' names by business id, or none when the fixtures cannot be read ("the branch" is said then). */
async function branchNames(fixturesUrl: string): Promise<Record<string, string>> {
  try {
    const answer = await fetch(fixturesUrl);
    if (!answer.ok) return {};
    const { branches } = (await answer.json()) as Pick<ReferenceFixtures, 'branches'>;
    return Object.fromEntries(branches.map((branch) => [branch.businessId, branch.businessName]));
  } catch {
    return {};
  }
}

/** The page's heading: what the link in the address opens, a slot watch (`#watch=`) or a request. */
const headingOf = (fragment: string) =>
  new URLSearchParams(fragment.replace(/^#/, '')).has('watch') ? 'Your slot watch' : 'Your booking request';

export async function mountRequestPage(root: HTMLElement, options: RequestPageOptions = {}): Promise<void> {
  const branches = await branchNames(options.fixturesUrl ?? '/_ref/_fixtures');
  const draw = () =>
    render(
      html`<header>
        <p class="site">Demo Grooming · <a href="/">book another time</a></p>
        <h1>${headingOf(location.hash)}</h1>
      </header>
      <booking-request-status base-url=${options.apiBaseUrl ?? ''} .branches=${branches}></booking-request-status>
      <p class="muted">
        This is the page a business puts on its own site (demo: <code>request.html</code>). The e-mails to the customer
        and the flow's completion link here with <code>#request=…</code>, the customer's own key to this one request (a
        slot watch's e-mails with <code>#watch=…</code>).
      </p>`,
      root,
    );
  draw();
  // The element follows the fragment when it changes (a time taken opens the new request): so does the heading.
  window.addEventListener('hashchange', draw);
}
