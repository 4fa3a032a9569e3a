import { aTimeout, expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { nothing, type TemplateResult } from 'lit';
import { emulateMedia, sendKeys } from '@web/test-runner-commands';
import { createClient } from '../../src/api/client.js';
import { AgreementSignButton } from '../../src/elements/agreement-sign-button/agreement-sign-button.js';
import '../../src/elements/agreement-sign-button/define.js';
import type { AgreementSignLinkDetail } from '../../src/elements/agreement-sign-button/events.js';
import type { BookingErrorDetail } from '../../src/shared/events.js';
import { customerOf, newScope, plan, referenceFixtures, requestLog, scopedBaseUrl, type PlanStepInput } from '../helpers/reference.js';
import { queryByRole } from '../helpers/roles.js';
import { SignButtonPage } from '../pages/index.js';
import { restoreWindowOpen, stubWindowOpen } from '../helpers/window-open.js';

/** Records `_self` navigation instead of leaving the test page. */
class NavigationRecordingButton extends AgreementSignButton {
  readonly navigations: string[] = [];

  protected override navigate(signUrl: string): void {
    this.navigations.push(signUrl);
  }
}
customElements.define('navigation-recording-sign-button', NavigationRecordingButton);

declare global {
  interface HTMLElementTagNameMap {
    'navigation-recording-sign-button': NavigationRecordingButton;
  }
}

interface Rendered {
  el: AgreementSignButton;
  signButton: SignButtonPage;
}

async function rendered(template: TemplateResult): Promise<Rendered> {
  const el = await fixture<AgreementSignButton>(template);
  return { el, signButton: new SignButtonPage(el) };
}

async function signLinkRequests(scope: string) {
  return (await requestLog(scope)).requests.filter((request) => request.operation === 'GetAgreementSignLink');
}

const unsafeLinks = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(document.domain)',
  ' javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  '/relative/sign/page',
  'sign/page',
  '//evil.example/x',
  'ftp://example.com/waiver.pdf',
  'blob:https://example.com/0f7c',
  'vbscript:msgbox(1)',
];

describe('<agreement-sign-button>', () => {
  let scope: string;
  let agreement: { id: string; businessId: string; companyId: string; title: string };
  let deleted: { id: string; businessId: string; companyId: string; title: string };
  let customerId: string;
  let deletedCustomerId: string;

  before(async () => {
    const fixtures = await referenceFixtures();
    agreement = fixtures.agreements.normal;
    deleted = fixtures.agreements.deleted;
    customerId = await customerOf(agreement.companyId);
    deletedCustomerId = await customerOf(deleted.companyId);
  });

  beforeEach(() => {
    scope = newScope();
  });

  afterEach(() => {
    restoreWindowOpen();
  });

  async function planSteps(steps: PlanStepInput[]): Promise<void> {
    await plan(scope, { steps });
  }

  /** The button for the normal agreement, without company-id unless asked, `label` between its tags. */
  async function signFixture(options: { companyId?: string; target?: string; label?: TemplateResult | string } = {}): Promise<Rendered> {
    return rendered(html`<agreement-sign-button
      base-url=${scopedBaseUrl(scope)}
      agreement-id=${agreement.id}
      customer-id=${customerId}
      business-id=${agreement.businessId}
      company-id=${options.companyId ?? ''}
      target=${options.target ?? '_blank'}
      >${options.label ?? nothing}</agreement-sign-button
    >`);
  }

  /** The reference world's deleted agreement, asked for by one of its company's customers. */
  async function deletedFixture(options: { companyId?: string } = {}): Promise<Rendered> {
    return rendered(html`<agreement-sign-button
      base-url=${scopedBaseUrl(scope)}
      agreement-id=${deleted.id}
      customer-id=${deletedCustomerId}
      business-id=${deleted.businessId}
      company-id=${options.companyId ?? ''}
    ></agreement-sign-button>`);
  }

  describe('label and configuration', () => {
    it('is a button named "Sign agreement" without company-id, and asks for nothing before a click', async () => {
      const { el, signButton } = await signFixture();
      await el.updateComplete;
      expect(queryByRole(el, 'button', 'Sign agreement')).to.exist;
      expect(signButton.button.hasAttribute('aria-disabled')).to.equal(false);
      expect(signButton.alert).to.equal(null);
      expect((await requestLog(scope)).requests).to.have.length(0);
      await expect(el).to.be.accessible();
    });

    for (const missing of ['agreement-id', 'customer-id', 'business-id']) {
      it(`says clearly that ${missing} is missing, reports it and sends nothing`, async () => {
        const el = document.createElement('agreement-sign-button');
        const signButton = new SignButtonPage(el);
        el.baseUrl = scopedBaseUrl(scope);
        const attributes: Record<string, string> = {
          'agreement-id': agreement.id,
          'customer-id': customerId,
          'business-id': agreement.businessId,
        };
        for (const [name, value] of Object.entries(attributes)) {
          if (name !== missing) el.setAttribute(name, value);
        }
        const reported = oneEvent(el, 'booking-error');
        const parent = await fixture<HTMLDivElement>(html`<div></div>`);
        parent.append(el);
        const { detail } = (await reported) as CustomEvent<BookingErrorDetail>;
        expect(detail.code).to.equal('INVALID_ARGUMENT');
        expect(detail.message).to.equal(`The ${missing} attribute is required.`);
        await waitUntil(() => signButton.alert, 'no configuration message');
        expect(signButton.alert?.textContent).to.contain('set up incorrectly').and.contain(`The ${missing} attribute is required.`);
        expect(signButton.shadow.querySelector('button')).to.equal(null);
        expect((await requestLog(scope)).requests).to.have.length(0);
        await expect(el).to.be.accessible();
      });
    }

    it('refuses a target other than _blank or _self', async () => {
      const { el, signButton } = await signFixture({ target: '_top' });
      await waitUntil(() => signButton.alert, 'no configuration message');
      expect(signButton.alert?.textContent).to.contain('The target attribute must be _blank or _self');
      await expect(el).to.be.accessible();
    });

    it('says what is wrong in its replaceable strings', async () => {
      const el = document.createElement('agreement-sign-button');
      const signButton = new SignButtonPage(el);
      el.baseUrl = scopedBaseUrl(scope);
      el.strings = {
        missingAttribute: (name) => `Falta el atributo ${name}.`,
        errorInvalid: 'Este botón está mal configurado.',
      };
      el.setAttribute('agreement-id', agreement.id);
      el.setAttribute('business-id', agreement.businessId);
      const reported = oneEvent(el, 'booking-error');
      (await fixture<HTMLDivElement>(html`<div></div>`)).append(el);
      expect((await reported).detail.message).to.equal('Falta el atributo customer-id.');
      await waitUntil(() => signButton.alert, 'no configuration message');
      expect(signButton.alert?.textContent).to.contain('Este botón está mal configurado.').and.contain('Falta el atributo customer-id.');

      const target = document.createElement('agreement-sign-button');
      const targetButton = new SignButtonPage(target);
      target.strings = { invalidTarget: (value) => `Destino no válido: ${value}.` };
      target.agreementId = agreement.id;
      target.customerId = customerId;
      target.businessId = agreement.businessId;
      target.setAttribute('target', '_parent');
      (await fixture<HTMLDivElement>(html`<div></div>`)).append(target);
      await waitUntil(() => targetButton.alert, 'no configuration message');
      expect(targetButton.alert?.textContent).to.contain('Destino no válido: _parent.');
      expect(targetButton.tryAgain).to.equal(null);
    });

    it('becomes a working button once the missing attribute is set', async () => {
      const windows = stubWindowOpen();
      const el = document.createElement('agreement-sign-button');
      const signButton = new SignButtonPage(el);
      el.baseUrl = scopedBaseUrl(scope);
      el.agreementId = agreement.id;
      el.businessId = agreement.businessId;
      const reported = oneEvent(el, 'booking-error');
      (await fixture<HTMLDivElement>(html`<div></div>`)).append(el);
      await reported;
      await waitUntil(() => signButton.alert, 'no configuration message');
      expect(signButton.tryAgain).to.equal(null);

      el.customerId = customerId;
      await waitUntil(() => queryByRole(el, 'button', 'Sign agreement'), 'the button never appeared');
      expect(signButton.alert).to.equal(null);
      const signLink = oneEvent(el, 'agreement-sign-link');
      signButton.button.click();
      await signLink;
      await signButton.settled();
      expect(windows.visited()).to.have.length(1);
      expect(await signLinkRequests(scope)).to.have.length(1);
    });

    it('replaces its strings through the strings property', async () => {
      const { el } = await signFixture();
      el.strings = { signAgreement: 'Firmar el acuerdo' };
      await el.updateComplete;
      expect(queryByRole(el, 'button', 'Firmar el acuerdo')).to.exist;
    });
  });

  describe('slotted label', () => {
    it('takes its accessible name from slotted text', async () => {
      const { el, signButton } = await signFixture({ label: html`<strong>Sign the grooming waiver</strong>` });
      await el.updateComplete;
      expect(signButton.buttonNames).to.deep.equal(['Sign the grooming waiver']);
      expect(signButton.shadow.textContent).not.to.contain('Sign agreement');
      await expect(el).to.be.accessible();
    });

    it('keeps the default name when the slotted content has no text (an icon)', async () => {
      const { el, signButton } = await signFixture({
        label: html`<svg aria-hidden="true" width="16" height="16"><circle cx="8" cy="8" r="6"></circle></svg>`,
      });
      await el.updateComplete;
      expect(signButton.buttonNames).to.deep.equal(['Sign agreement']);
      await expect(el).to.be.accessible();
    });

    it('shows the default label when only whitespace sits between the tags', async () => {
      const { el, signButton } = await signFixture({ label: '\n      ' });
      await el.updateComplete;
      expect(signButton.buttonNames).to.deep.equal(['Sign agreement']);
    });

    it('follows slotted content that changes later', async () => {
      const { el, signButton } = await signFixture();
      el.textContent = 'Read and sign';
      await waitUntil(() => signButton.buttonNames.includes('Read and sign'), 'name did not follow');
      expect(signButton.shadow.textContent).not.to.contain('Sign agreement');
    });
  });

  describe('opening the sign page in a new window (_blank)', () => {
    it('opens the window inside the click and sends it to the reference sign page', async () => {
      const windows = stubWindowOpen();
      const { el, signButton } = await signFixture();
      const signLink = oneEvent(el, 'agreement-sign-link');
      signButton.button.click();
      // Synchronously, inside the click: popup blockers allow only this.
      expect(windows.calls).to.deep.equal([{ url: '', target: '_blank' }]);
      const opened = windows.windows[0]!;
      expect(opened.opener).to.equal(null);
      expect(opened.location.href).to.equal('about:blank');
      await el.updateComplete;
      expect(signButton.button.getAttribute('aria-disabled')).to.equal('true');
      expect(signButton.shadow.querySelector('[aria-busy="true"]')).to.exist;
      expect(signButton.statusText).to.equal('Opening the agreement…');
      await expect(el).to.be.accessible();

      const { detail } = (await signLink) as CustomEvent<AgreementSignLinkDetail>;
      expect(detail.agreementId).to.equal(agreement.id);
      expect(detail.agreementRecordId).to.match(/^agrrec_/);
      expect(detail.signUrl).to.equal(`${location.origin}/sign/${detail.agreementRecordId}`);
      await signButton.settled();
      expect(opened.location.href).to.equal(detail.signUrl);
      expect(opened.closed).to.equal(false);
      expect(el.agreementRecordId).to.equal(detail.agreementRecordId);
      expect(signButton.statusText).to.equal('The agreement opened in a new window.');
      await expect(el).to.be.accessible();

      const [request, ...others] = await signLinkRequests(scope);
      expect(others).to.have.length(0);
      expect(request?.path).to.equal(`/v1/agreements/${agreement.id}/sign_link`);
      expect(request?.query).to.deep.equal({ customer_id: customerId, business_id: agreement.businessId });

      // The link is real: the reference API's own sign page for the new record.
      const page = await fetch(detail.signUrl);
      expect(page.status).to.equal(200);
      const signPage = new DOMParser().parseFromString(await page.text(), 'text/html');
      expect(signPage.querySelector('h1')?.textContent).to.equal(agreement.title);
    });

    it('opens with the keyboard (Enter and Space)', async () => {
      const windows = stubWindowOpen();
      const { signButton } = await signFixture();
      signButton.button.focus();
      await sendKeys({ press: 'Enter' });
      expect(windows.calls).to.have.length(1);
      await signButton.settled();
      await sendKeys({ press: 'Space' });
      expect(windows.calls).to.have.length(2);
      await signButton.settled();
      expect(await signLinkRequests(scope)).to.have.length(2);
      expect(windows.windows.every((opened) => opened.location.href.startsWith(`${location.origin}/sign/agrrec_`))).to.equal(true);
    });

    it('sends one request for a double click and keeps focus on the disabled button', async () => {
      const windows = stubWindowOpen();
      await planSteps([{ operation: 'GetAgreementSignLink', latencyMs: 600 }]);
      const { el, signButton } = await signFixture();
      const button = signButton.button;
      button.focus();
      button.click();
      button.click();
      await el.updateComplete;
      button.click();
      await sendKeys({ press: 'Enter' });
      expect(button.getAttribute('aria-disabled')).to.equal('true');
      expect(signButton.focused).to.equal(button);
      await signButton.settled();
      expect(await signLinkRequests(scope)).to.have.length(1);
      expect(windows.calls).to.have.length(1);
      expect(signButton.focused).to.equal(button);
    });

    for (const unsafeLink of unsafeLinks) {
      it(`refuses the sign link ${JSON.stringify(unsafeLink)}, closes the window and opens nothing`, async () => {
        const windows = stubWindowOpen();
        await planSteps([{ operation: 'GetAgreementSignLink', json: { agreementRecordId: 'agrrec_canned', signUrl: unsafeLink } }]);
        const { el, signButton } = await signFixture();
        let signLinkEvents = 0;
        el.addEventListener('agreement-sign-link', () => (signLinkEvents += 1));
        const reported = oneEvent(el, 'booking-error');
        signButton.button.click();
        const { detail } = (await reported) as CustomEvent<BookingErrorDetail>;
        expect(detail).to.include({ operation: 'getAgreementSignLink', code: 'INVALID_RESPONSE' });
        await waitUntil(() => signButton.alert, 'no error shown');
        expect(windows.windows[0]?.closed).to.equal(true);
        expect(windows.windows[0]?.location.href).to.equal('about:blank');
        expect(signLinkEvents).to.equal(0);
        expect(el.agreementRecordId).to.equal(null);
        expect(signButton.alert?.textContent).to.contain('not a safe web address');
        expect(signButton.shadow.querySelector('a')).to.equal(null);
        expect(signButton.tryAgain).to.exist;
        expect(await signLinkRequests(scope)).to.have.length(1);
        await expect(el).to.be.accessible();
      });
    }

    it('accepts a plain https link from elsewhere', async () => {
      const windows = stubWindowOpen();
      await planSteps([
        {
          operation: 'GetAgreementSignLink',
          json: { agreementRecordId: 'agrrec_canned', signUrl: 'https://sign.example.com/r/agrrec_canned?lang=en' },
        },
      ]);
      const { el, signButton } = await signFixture();
      signButton.button.click();
      await signButton.settled();
      expect(windows.windows[0]?.location.href).to.equal('https://sign.example.com/r/agrrec_canned?lang=en');
      expect(el.agreementRecordId).to.equal('agrrec_canned');
    });

    it('shows a failed request next to the button, closes the window, and tries again only on a click', async () => {
      const windows = stubWindowOpen();
      await planSteps([{ operation: 'GetAgreementSignLink', error: 'INTERNAL', message: 'database unavailable' }]);
      const { el, signButton } = await signFixture();
      const reported = oneEvent(el, 'booking-error');
      signButton.button.click();
      const { detail } = (await reported) as CustomEvent<BookingErrorDetail>;
      expect(detail).to.include({ operation: 'getAgreementSignLink', code: 'INTERNAL' });
      await waitUntil(() => signButton.alert, 'no error shown');
      expect(detail.message).to.equal('database unavailable');
      expect(signButton.alert?.textContent)
        .to.contain('The booking service is not available right now.')
        .and.not.contain('database unavailable');
      expect(windows.windows[0]?.closed).to.equal(true);
      expect(signButton.button.hasAttribute('aria-disabled')).to.equal(false);
      await expect(el).to.be.accessible();

      // Never retried by itself: it would create a second record.
      await aTimeout(1200);
      expect(await signLinkRequests(scope)).to.have.length(1);

      const signLink = oneEvent(el, 'agreement-sign-link');
      signButton.tryAgain!.click();
      expect(windows.calls).to.have.length(2);
      expect(signButton.focused).to.equal(signButton.button);
      const { detail: link } = (await signLink) as CustomEvent<AgreementSignLinkDetail>;
      await signButton.settled();
      expect(signButton.alert).to.equal(null);
      expect(windows.windows[1]?.location.href).to.equal(link.signUrl);
      expect(await signLinkRequests(scope)).to.have.length(2);
      await expect(el).to.be.accessible();
    });

    it('without company-id, learns on the click that an agreement was deleted, and closes the window', async () => {
      const windows = stubWindowOpen();
      const { el, signButton } = await deletedFixture();
      const reported = oneEvent(el, 'booking-error');
      signButton.button.click();
      const { detail } = (await reported) as CustomEvent<BookingErrorDetail>;
      expect(detail).to.include({ operation: 'getAgreementSignLink', code: 'FAILED_PRECONDITION' });
      await waitUntil(() => signButton.alert, 'no error shown');
      expect(signButton.alert?.textContent).to.contain('withdrawn by the business and can no longer be signed');
      expect(signButton.alert?.textContent).not.to.contain(detail.message);
      expect(windows.windows[0]?.closed).to.equal(true);
      expect(el.agreementRecordId).to.equal(null);
      await expect(el).to.be.accessible();
    });

    it('offers a link when the browser blocked the new window', async () => {
      stubWindowOpen({ blocked: true });
      const { el, signButton } = await signFixture();
      const signLink = oneEvent(el, 'agreement-sign-link');
      signButton.button.click();
      const { detail } = (await signLink) as CustomEvent<AgreementSignLinkDetail>;
      await signButton.settled();
      const link = signButton.part<HTMLAnchorElement>('fallback-link');
      expect(link?.href).to.equal(detail.signUrl);
      expect(link?.target).to.equal('_blank');
      expect(link?.rel).to.contain('noopener');
      expect(link?.textContent?.trim()).to.equal('Open the agreement to sign it');
      expect(signButton.statusText).to.equal('Your browser blocked the new window.');
      await expect(el).to.be.accessible();
    });

    it('lets the host take the link with preventDefault(), opening nothing', async () => {
      const windows = stubWindowOpen();
      const { el, signButton } = await signFixture();
      const hostLinks: AgreementSignLinkDetail[] = [];
      el.addEventListener('agreement-sign-link', (event) => {
        event.preventDefault();
        hostLinks.push(event.detail);
      });
      const bubbled = oneEvent(document, 'agreement-sign-link');
      signButton.button.click();
      const event = (await bubbled) as CustomEvent<AgreementSignLinkDetail>;
      expect(event.cancelable).to.equal(true);
      expect(event.composed).to.equal(true);
      await signButton.settled();
      expect(hostLinks).to.have.length(1);
      expect(hostLinks[0]?.signUrl).to.equal(`${location.origin}/sign/${hostLinks[0]?.agreementRecordId}`);
      expect(windows.windows[0]?.closed).to.equal(true);
      expect(windows.windows[0]?.location.href).to.equal('about:blank');
      expect(el.agreementRecordId).to.equal(hostLinks[0]?.agreementRecordId);
      expect(signButton.statusText).to.equal('');
      expect(signButton.alert).to.equal(null);
      await expect(el).to.be.accessible();
    });
  });

  describe('opening the sign page in this page (_self)', () => {
    /** The button for the normal agreement with `target="_self"`, recording where it navigates. */
    async function navigationFixture(): Promise<{ el: NavigationRecordingButton; signButton: SignButtonPage }> {
      const el = await fixture<NavigationRecordingButton>(html`<navigation-recording-sign-button
        base-url=${scopedBaseUrl(scope)}
        agreement-id=${agreement.id}
        customer-id=${customerId}
        business-id=${agreement.businessId}
        target="_self"
      ></navigation-recording-sign-button>`);
      return { el, signButton: new SignButtonPage(el) };
    }

    it('navigates through navigate() without opening a window', async () => {
      const windows = stubWindowOpen();
      const { el, signButton } = await navigationFixture();
      const signLink = oneEvent(el, 'agreement-sign-link');
      signButton.button.click();
      expect(windows.calls).to.have.length(0);
      const { detail } = (await signLink) as CustomEvent<AgreementSignLinkDetail>;
      await waitUntil(() => el.navigations.length > 0, 'did not navigate');
      expect(el.navigations).to.deep.equal([detail.signUrl]);
      expect(windows.calls).to.have.length(0);
      await expect(el).to.be.accessible();
    });

    it('does not navigate to an unsafe link', async () => {
      await planSteps([
        { operation: 'GetAgreementSignLink', json: { agreementRecordId: 'agrrec_canned', signUrl: 'javascript:alert(1)' } },
      ]);
      const { el, signButton } = await navigationFixture();
      signButton.button.click();
      await waitUntil(() => signButton.alert, 'no error shown');
      expect(el.navigations).to.have.length(0);
    });

    it('does not navigate when the host calls preventDefault()', async () => {
      const { el, signButton } = await navigationFixture();
      el.addEventListener('agreement-sign-link', (event) => event.preventDefault());
      const signLink = oneEvent(el, 'agreement-sign-link');
      signButton.button.click();
      await signLink;
      await signButton.settled();
      expect(el.navigations).to.have.length(0);
    });
  });

  describe('with company-id', () => {
    it('names the button after the agreement, and is busy while it looks it up', async () => {
      await planSteps([{ operation: 'GetAgreement', latencyMs: 400 }]);
      const { el, signButton } = await signFixture({ companyId: agreement.companyId });
      expect(signButton.button.getAttribute('aria-disabled')).to.equal('true');
      expect(signButton.shadow.querySelector('[aria-busy="true"]')).to.exist;
      await expect(el).to.be.accessible();
      await waitUntil(() => queryByRole(el, 'button', `Sign ${agreement.title}`), 'title never arrived');
      expect(signButton.button.hasAttribute('aria-disabled')).to.equal(false);
      expect(signButton.shadow.querySelector('[aria-busy="true"]')).to.equal(null);
      const [lookup] = (await requestLog(scope)).requests;
      expect(lookup?.operation).to.equal('GetAgreement');
      expect(lookup?.query).to.deep.equal({ company_id: agreement.companyId });
      await expect(el).to.be.accessible();
    });

    it('ignores clicks until it knows the agreement can be signed', async () => {
      const windows = stubWindowOpen();
      await planSteps([{ operation: 'GetAgreement', latencyMs: 400 }]);
      const { el, signButton } = await signFixture({ companyId: agreement.companyId });
      signButton.button.click();
      expect(windows.calls).to.have.length(0);
      await waitUntil(() => queryByRole(el, 'button', `Sign ${agreement.title}`), 'title never arrived');
      expect(await signLinkRequests(scope)).to.have.length(0);
    });

    it('renders markup in the title as text', async () => {
      const title = '<img src=x onerror="window.titleInjected=true">Waiver & <b>release</b>';
      await planSteps([{ operation: 'GetAgreement', json: { id: agreement.id, status: 'NORMAL', title } }]);
      const { el, signButton } = await signFixture({ companyId: agreement.companyId });
      await waitUntil(() => queryByRole(el, 'button', `Sign ${title}`), 'title never arrived');
      expect(signButton.shadow.querySelector('img, b')).to.equal(null);
      expect((window as unknown as { titleInjected?: boolean }).titleInjected).to.equal(undefined);
      await expect(el).to.be.accessible();
    });

    it('shows a deleted agreement as withdrawn, and sends nothing on a click', async () => {
      const windows = stubWindowOpen();
      const { el, signButton } = await deletedFixture({ companyId: deleted.companyId });
      await waitUntil(() => signButton.part('notice'), 'no notice');
      const button = signButton.button;
      expect(button.getAttribute('aria-disabled')).to.equal('true');
      const notice = signButton.shadow.getElementById(button.getAttribute('aria-describedby') ?? '');
      expect(notice?.textContent).to.contain('withdrawn by the business and can no longer be signed');
      button.click();
      await el.updateComplete;
      expect(windows.calls).to.have.length(0);
      expect(await signLinkRequests(scope)).to.have.length(0);
      await expect(el).to.be.accessible();
    });

    it('shows an unknown agreement as not found, reporting it', async () => {
      const el = document.createElement('agreement-sign-button');
      const signButton = new SignButtonPage(el);
      el.baseUrl = scopedBaseUrl(scope);
      el.agreementId = 'agr_no_such_agreement';
      el.customerId = customerId;
      el.businessId = agreement.businessId;
      el.companyId = agreement.companyId;
      const reported = oneEvent(el, 'booking-error');
      (await fixture<HTMLDivElement>(html`<div></div>`)).append(el);
      const { detail } = (await reported) as CustomEvent<BookingErrorDetail>;
      expect(detail).to.include({ operation: 'getAgreement', code: 'NOT_FOUND' });
      await waitUntil(() => signButton.part('notice'), 'no notice');
      expect(signButton.part('notice')?.textContent).to.contain('could not be found');
      expect(signButton.button.getAttribute('aria-disabled')).to.equal('true');
      expect(signButton.alert).to.equal(null);
      await expect(el).to.be.accessible();
    });

    it('keeps the button usable when the lookup fails, and looks again on "Try again"', async () => {
      // Reads are retried twice by the client: three failures make it give up.
      await planSteps([{ operation: 'GetAgreement', error: 'UNAVAILABLE', times: 3 }]);
      const { el, signButton } = await signFixture({ companyId: agreement.companyId });
      await waitUntil(() => signButton.alert, 'no error shown', { timeout: 8000 });
      expect(queryByRole(el, 'button', 'Sign agreement')?.hasAttribute('aria-disabled')).to.equal(false);
      await expect(el).to.be.accessible();
      signButton.tryAgain!.click();
      expect(signButton.focused).to.equal(signButton.button);
      await waitUntil(() => queryByRole(el, 'button', `Sign ${agreement.title}`), 'title never arrived');
      expect(signButton.alert).to.equal(null);
      await expect(el).to.be.accessible();
    });

    it('passes the accessibility check on a dark page, withdrawn and failed', async () => {
      await emulateMedia({ colorScheme: 'dark' });
      try {
        await planSteps([{ operation: 'GetAgreementSignLink', error: 'INTERNAL' }]);
        const page = await fixture<HTMLDivElement>(html`<div style="color-scheme: dark; background: Canvas; color: CanvasText">
          <agreement-sign-button
            base-url=${scopedBaseUrl(scope)}
            agreement-id=${deleted.id}
            customer-id=${deletedCustomerId}
            business-id=${deleted.businessId}
            company-id=${deleted.companyId}
          ></agreement-sign-button>
          <agreement-sign-button
            base-url=${scopedBaseUrl(scope)}
            agreement-id=${agreement.id}
            customer-id=${customerId}
            business-id=${agreement.businessId}
          ></agreement-sign-button>
        </div>`);
        stubWindowOpen();
        const [withdrawnButton, failingButton] = [...page.querySelectorAll('agreement-sign-button')].map(
          (button) => new SignButtonPage(button),
        );
        await waitUntil(() => withdrawnButton.part('notice'), 'no notice');
        failingButton.button.click();
        await waitUntil(() => failingButton.alert, 'no error shown');
        await expect(page).to.be.accessible();
      } finally {
        await emulateMedia({ colorScheme: 'light' });
      }
    });

    it('asks the new service when base-url or client changes, for the title and for the sign link', async () => {
      const windows = stubWindowOpen();
      const { el, signButton } = await signFixture({ companyId: agreement.companyId });
      await waitUntil(() => queryByRole(el, 'button', `Sign ${agreement.title}`), 'title never arrived');
      const lookups = async (logScope: string) =>
        (await requestLog(logScope)).requests.filter((request) => request.operation === 'GetAgreement');
      expect(await lookups(scope)).to.have.length(1);

      const movedScope = newScope();
      await plan(movedScope, { steps: [{ operation: 'GetAgreement', latencyMs: 300 }] });
      el.baseUrl = scopedBaseUrl(movedScope);
      await waitUntil(() => signButton.button.getAttribute('aria-disabled') === 'true', 'the new lookup never started');
      await waitUntil(() => queryByRole(el, 'button', `Sign ${agreement.title}`), 'title never arrived from the new service');
      expect(await lookups(movedScope)).to.have.length(1);
      const signLink = oneEvent(el, 'agreement-sign-link');
      signButton.button.click();
      await signLink;
      await signButton.settled();
      expect(await signLinkRequests(movedScope)).to.have.length(1);

      const clientScope = newScope();
      el.client = createClient({ baseUrl: scopedBaseUrl(clientScope) });
      await waitUntil(async () => (await lookups(clientScope)).length === 1, 'the client was never asked');
      await waitUntil(() => queryByRole(el, 'button', `Sign ${agreement.title}`), 'title never arrived through the client');
      expect(await lookups(scope)).to.have.length(1);
      expect(await lookups(movedScope)).to.have.length(1);
      expect(await signLinkRequests(scope)).to.have.length(0);
      expect(windows.visited()).to.have.length(1);
    });

    it('looks the agreement up again when agreement-id changes', async () => {
      const { el, signButton } = await signFixture({ companyId: agreement.companyId });
      await waitUntil(() => queryByRole(el, 'button', `Sign ${agreement.title}`), 'title never arrived');
      el.agreementId = 'agr_no_such_agreement';
      await waitUntil(() => signButton.part('notice'), 'no notice');
      expect(queryByRole(el, 'button', 'Sign agreement')?.getAttribute('aria-disabled')).to.equal('true');
    });
  });
});
