/**
 * The agreements step's sign buttons, fetched only by a flow with `customer-id`
 * (src/elements/booking-flow/agreements-controller.ts): the controller on a plain Lit element,
 * listing a branch's agreements from the reference API, with a sign button module that cannot be
 * fetched at first.
 */
import { Task } from '@lit/task';
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { LitElement } from 'lit';
import { listAgreements } from '../../../src/api/agreement.js';
import { createTransport } from '../../../src/api/transport.js';
import { AgreementsController } from '../../../src/elements/booking-flow/agreements-controller.js';
import { bookingFlowStrings } from '../../../src/elements/booking-flow/booking-flow.strings.js';
import { asApiError } from '../../../src/shared/error-report-controller.js';
import { newScope, referenceFixtures, scopedBaseUrl } from '../../helpers/reference.js';
import { byRole, queryByRole } from '../../helpers/roles.js';

const client = createTransport({ baseUrl: scopedBaseUrl(newScope()) });
const branch = (await referenceFixtures()).enabledBranch;

/** A host of the controller whose sign button module fails to load `failures` times. */
class AgreementsHost extends LitElement {
  failures = 0;
  loads = 0;
  readonly reported: string[] = [];
  readonly agreements = new AgreementsController(this, {
    branch: () => ({ ...branch, businessName: 'Park Slope', bookOnlineName: 'ps', isEnable: true }),
    requestTask: (config) => new Task(this, config),
    list: (request, signal) => client.send(listAgreements, request, { signal }),
    leftOut: () => undefined,
    report: (error) => {
      const failure = asApiError(error, listAgreements.name);
      this.reported.push(failure.code);
      return failure;
    },
    loadSignButton: async () => {
      this.loads += 1;
      if (this.loads <= this.failures) throw new TypeError('Failed to fetch dynamically imported module');
      return import('../../../src/elements/booking-flow/sign-button.js');
    },
  });

  override render() {
    const finishing = { label: 'Finish', act: () => undefined };
    return this.agreements.render({
      text: bookingFlowStrings,
      client,
      customerId: 'cus_1',
      customerToken: '',
      businessId: branch.businessId,
      finishing,
    });
  }
}
customElements.define('agreements-host', AgreementsHost);

describe('the flow’s sign buttons, fetched on demand', () => {
  it('says the agreements could not be shown when the sign buttons cannot be fetched, and fetches them again on "Try again"', async () => {
    const host = document.createElement('agreements-host') as AgreementsHost;
    host.failures = 1;
    await fixture(html`${host}`);
    await waitUntil(() => queryByRole(host.renderRoot, 'button', 'Try again'), 'no "Try again"');
    expect(host.reported).to.deep.equal(['NETWORK']);
    expect(queryByRole(host.renderRoot, 'button', /^Sign/)).to.equal(null);

    byRole(host.renderRoot, 'button', 'Try again').click();
    await waitUntil(() => host.renderRoot.querySelector('agreement-sign-button'), 'no sign button after "Try again"');
    expect(host.loads).to.equal(2);
    expect(customElements.get('agreement-sign-button')).to.be.a('function');
    const signButton = host.renderRoot.querySelector('agreement-sign-button')!;
    await signButton.updateComplete;
    expect(byRole(signButton.shadowRoot!, 'button')).to.be.an.instanceOf(HTMLButtonElement);
    expect(host.reported).to.deep.equal(['NETWORK']);
  });

  it('fetches the sign buttons once, when prepared, before the branch’s agreements are drawn', async () => {
    const host = document.createElement('agreements-host') as AgreementsHost;
    host.agreements.prepare();
    await fixture(html`${host}`);
    await waitUntil(() => host.renderRoot.querySelector('agreement-sign-button'), 'no sign button');
    expect(host.loads).to.equal(1);
    expect(host.reported).to.deep.equal([]);
  });
});
