/** The two recipes shown live below the configurator, each with the code a visitor can copy (recipes.ts). */
import { html, nothing, type TemplateResult } from 'lit';
import { createRef, ref } from 'lit/directives/ref.js';
import type { FranchiseFoundDetail } from '../src/elements/franchise-finder/events.js';
import { codeBlock } from './copy.js';
import { frameableUrl, signInDialogCode, togetherCode } from './recipes.js';
import type { ReferenceFixtures } from './reference-data.js';
import { firstCustomerOf } from './records.js';
import type { DemoState, Store } from './state.js';

/** What the "Together" recipe's finder found last. */
export type TogetherState =
  | { status: 'idle' }
  | { status: 'bookable' | 'disabled'; branch: FranchiseFoundDetail }
  | { status: 'not-served'; zipcode: string };

function togetherPanel(state: DemoState, store: Store, fixtures: ReferenceFixtures, gatewayUrl: string): TemplateResult {
  const { enabledBranch, disabledBranch, unassignedZipcode } = fixtures;
  const together = state.together;
  const onFound = (event: CustomEvent<FranchiseFoundDetail>) =>
    store.set({ together: { status: event.detail.isEnable ? 'bookable' : 'disabled', branch: event.detail } });
  const onNotFound = (event: CustomEvent<{ zipcode: string }>) =>
    store.set({ together: { status: 'not-served', zipcode: event.detail.zipcode } });
  let note = 'Find a branch: its free times appear below.';
  if (together.status === 'bookable') note = `Free times at ${together.branch.businessName}.`;
  if (together.status === 'disabled') note = `${together.branch.businessName} does not take bookings online, so no times are shown.`;
  if (together.status === 'not-served') note = `No branch serves ${together.zipcode} yet, so no times are shown.`;
  return html`<section class="panel recipe" aria-labelledby="cfg-together-heading" data-log-context="Together">
    <h2 id="cfg-together-heading">Together: the finder sets the picker's branch</h2>
    <p class="hint">
      A branch found by ZIP code sets the picker's <code>company-id</code> and <code>business-id</code>. Try
      <code>${enabledBranch.zipcode}</code> (books online), <code>${disabledBranch.zipcode}</code> (online booking off) or
      <code>${unassignedZipcode}</code> (not served).
    </p>
    <div class="recipe-live">
      <franchise-finder @franchise-found=${onFound} @franchise-not-found=${onNotFound}></franchise-finder>
      <p class="recipe-note" role="status">${note}</p>
      ${
        together.status === 'bookable'
          ? html`<availability-picker company-id=${together.branch.companyId} business-id=${together.branch.businessId}></availability-picker>`
          : nothing
      }
    </div>
    ${codeBlock(state, store, 'together', 'The code of this example', togetherCode(gatewayUrl))}
  </section>`;
}

/** The recipes; the signing recipe's dialog is the same element from one drawing to the next. */
export function createRecipes(store: Store, fixtures: ReferenceFixtures, gatewayUrl: string): (state: DemoState) => TemplateResult {
  const dialog = createRef<HTMLDialogElement>();
  const onSignLink = (event: CustomEvent<{ signUrl: string }>) => {
    const url = frameableUrl(event.detail.signUrl);
    if (!url) return;
    event.preventDefault();
    store.set({ signUrl: url });
    if (dialog.value && !dialog.value.open) dialog.value.showModal();
  };
  const signPanel = (state: DemoState) => {
    const agreement = fixtures.agreements.normal;
    const attributes = {
      baseUrl: gatewayUrl,
      agreementId: agreement.id,
      companyId: agreement.companyId,
      businessId: agreement.businessId,
      customerId: firstCustomerOf(fixtures, agreement.companyId),
      customerToken: state.recipeToken,
    };
    return html`<section class="panel recipe" aria-labelledby="cfg-sign-heading" data-log-context="Sign in a dialog">
      <h2 id="cfg-sign-heading">A host that opens the signing page itself</h2>
      <p class="hint">
        The page listens for <code>agreement-sign-link</code>, calls <code>preventDefault()</code>, and shows <code>detail.signUrl</code> in
        an inline frame inside a dialog. With <code>target="_self"</code> the element opens no window in advance.
      </p>
      <div class="recipe-live">
        <agreement-sign-button
          agreement-id=${attributes.agreementId}
          company-id=${attributes.companyId}
          business-id=${attributes.businessId}
          customer-id=${attributes.customerId}
          customer-token=${attributes.customerToken}
          target="_self"
          @agreement-sign-link=${onSignLink}
        ></agreement-sign-button>
      </div>
      <dialog class="sign-dialog" aria-labelledby="cfg-sign-dialog-title" ${ref(dialog)} @close=${() => store.set({ signUrl: '' })}>
        <div class="dialog-head">
          <h3 id="cfg-sign-dialog-title">Sign the agreement</h3>
          <button type="button" class="secondary" @click=${() => dialog.value?.close()}>Close</button>
        </div>
        ${state.signUrl ? html`<iframe title="Agreement signing page" src=${state.signUrl}></iframe>` : nothing}
      </dialog>
      ${codeBlock(state, store, 'sign', 'The code of this example', signInDialogCode(attributes))}
    </section>`;
  };
  return (state) => html`<div class="recipes">${togetherPanel(state, store, fixtures, gatewayUrl)} ${signPanel(state)}</div>`;
}
