/**
 * The demo's staff page: a business's own admin page, signed in through the demo's identity
 * provider (DEMO ONLY: its sign-in asks nothing), with the staff elements reading through the
 * gateway for that staff member's token. A real page gets its token from the business's own
 * OpenID Connect sign-in (docs/gateway.md, "Staff tokens").
 *
 * `mountStaffPage(root)` draws everything into `root`; importing this module registers the
 * elements and does nothing else.
 */
import { html, render } from 'lit';
import '../src/define.js';
import type { ReferenceFixtures } from './reference-data.js';
import { staffTabs } from './staff-tabs.js';

/** A staff member the demo's identity provider plays. */
interface StaffMember {
  readonly id: string;
  readonly name: string;
  readonly businessIds: readonly string[];
}

/** The token of the one signed in, with when it stops being good. */
interface Session {
  readonly member: StaffMember;
  token: string;
  expiresAt: number;
}

export interface StaffPageOptions {
  /** Where the demo's identity provider is mounted. Default: `/_demo/idp` on the same origin. */
  readonly identityProviderUrl?: string;
  /** The reference fixtures: branch names and ZIP codes. Default: `/_ref/_fixtures` on the same origin. */
  readonly fixturesUrl?: string;
  /** The gateway the elements read through (their `base-url`). Default: same origin. */
  readonly apiBaseUrl?: string;
}

async function json<T>(response: Promise<Response>): Promise<T> {
  const answer = await response;
  if (!answer.ok) throw new Error(`${answer.url} answered ${answer.status}`);
  return (await answer.json()) as T;
}

export async function mountStaffPage(root: HTMLElement, options: StaffPageOptions = {}): Promise<void> {
  const idp = options.identityProviderUrl ?? '/_demo/idp';
  const [staff, fixtures] = await Promise.all([
    json<StaffMember[]>(fetch(`${idp}/_demo/staff`)),
    json<ReferenceFixtures>(fetch(options.fixturesUrl ?? '/_ref/_fixtures')),
  ]);
  const branchNames = new Map(fixtures.branches.map((branch) => [branch.businessId, branch.businessName]));
  const companyOf = new Map(fixtures.branches.map((branch) => [branch.businessId, branch.companyId]));
  /** The branches a member reads here: those of their first company, since an element reads one company's branches. */
  const branchesOf = (member: StaffMember): string[] => {
    const company = companyOf.get(member.businessIds[0] ?? '');
    return member.businessIds.filter((id) => companyOf.get(id) === company);
  };
  /** A branch, and how a request reaches it from the booking page: a ZIP code it serves, or why none does. */
  const reachOf = (businessId: string): string => {
    const branch = fixtures.branches.find((each) => each.businessId === businessId);
    if (!branch) return businessId;
    if (!branch.isEnable) return `${branch.businessName} (online booking off: no requests)`;
    const zipcode = branch.zipcodes[0];
    return zipcode ? `${branch.businessName} (try ZIP ${zipcode})` : branch.businessName;
  };
  let session: Session | undefined;
  let chosen = staff[0]?.id ?? '';
  // The inbox first: it is the front desk's daily work.
  let tab = 'requests';

  const signIn = async (member: StaffMember): Promise<Session> => {
    const answer = await json<{ token: string; expiresIn: number }>(
      fetch(`${idp}/_demo/staff-token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ staffId: member.id }),
      }),
    );
    return { member, token: answer.token, expiresAt: Date.now() + answer.expiresIn * 1000 };
  };

  /** The elements' `token`: the current one, signed in again a minute before it expires. */
  const currentToken = async (): Promise<string> => {
    if (!session) throw new Error('signed out');
    if (session.expiresAt - Date.now() < 60_000) session = await signIn(session.member);
    return session.token;
  };

  /** The page's own title, and the inbox's count of requests not handled yet in front of it ("(3) Staff pages"). */
  const title = 'Staff pages · booking-elements';
  const showCount = (event: CustomEvent<{ readonly unhandled: number }>): void => {
    const { unhandled } = event.detail;
    document.title = unhandled > 0 ? `(${unhandled}) ${title}` : title;
  };
  document.title = title;

  const signOut = (): void => {
    session = undefined;
    document.title = title;
    draw();
  };

  const draw = (): void => {
    const member = session?.member;
    const branches = member ? branchesOf(member) : [];
    const company = companyOf.get(branches[0] ?? '');
    render(
      html`<header class="staff-header">
          <h1>Staff pages <span class="muted">· booking-elements demo</span></h1>
          <p>
            What a business puts on its own admin pages. The sign-in below is the demo's stand-in for
            your identity provider: it asks nothing. <a href="/">Back to the configurator</a>
          </p>
        </header>
        ${
          member
            ? html`<p class="signed-in">
                  Signed in as <strong>${member.name}</strong>, reading ${branches.map((id) => branchNames.get(id) ?? id).join(', ')}.
                  <button type="button" @click=${signOut}>Sign out</button>
                </p>
                ${staffTabs(
                  [
                    {
                      id: 'requests',
                      label: 'Booking requests',
                      panel: html`<booking-requests
                        @booking-requests-load=${showCount}
                        base-url=${options.apiBaseUrl ?? ''}
                        business-ids=${branches.join(' ')}
                        .branches=${branchNames}
                        .token=${currentToken}
                      ></booking-requests>`,
                    },
                    {
                      id: 'abandoned',
                      label: 'Abandoned bookings',
                      panel: html`<abandoned-bookings
                        base-url=${options.apiBaseUrl ?? ''}
                        company-id=${company ?? ''}
                        business-ids=${branches.join(' ')}
                        .branches=${branchNames}
                        .token=${currentToken}
                      ></abandoned-bookings>`,
                    },
                    {
                      id: 'insights',
                      label: 'Review insights',
                      panel: html`<review-insights
                        base-url=${options.apiBaseUrl ?? ''}
                        company-id=${company ?? ''}
                        business-ids=${branches.join(' ')}
                        .branches=${branchNames}
                        .token=${currentToken}
                      ></review-insights>`,
                    },
                  ],
                  tab,
                  (id) => {
                    tab = id;
                    draw();
                  },
                )}`
            : html`<form
                class="sign-in"
                @submit=${async (event: Event) => {
                  event.preventDefault();
                  const picked = staff.find((each) => each.id === chosen);
                  if (picked) session = await signIn(picked);
                  draw();
                }}
              >
                <label for="staff-member">Sign in as</label>
                <select id="staff-member" @change=${(event: Event) => (chosen = (event.target as HTMLSelectElement).value)}>
                  ${staff.map((each) => html`<option value=${each.id} ?selected=${each.id === chosen}>${each.name}</option>`)}
                </select>
                <button type="submit">Sign in</button>
                <p class="reach" id="staff-reach">
                  Each reads the requests of their branches. To see one arrive, make a request on
                  <a href="/">the booking page</a> with a ZIP code of the branch:
                </p>
                <ul class="reach" aria-labelledby="staff-reach">
                  ${staff.map((each) => html`<li><strong>${each.name}</strong>: ${branchesOf(each).map(reachOf).join(', ')}</li>`)}
                </ul>
              </form>`
        }
        `,
      root,
    );
  };
  draw();
}
