import { expect } from '@open-wc/testing';
import type { Agreement, AgreementRecord, AgreementSignLink, ListAgreementsResponse } from '../../../src/api/agreement.js';
import { maxBodyBytes } from '../../../reference/index.js';
import { customerOf, referenceFixtures, type ReferenceFixtures } from '../../helpers/reference.js';
import { suiteNow } from '../../helpers/clock.js';
import { byLabel, byRole } from '../../helpers/roles.js';
import { post, get, expectError, allPages, otherOriginOf, openFrame, nextLoad } from './fixtures.js';

describe('reference API', () => {
  let fixtures: ReferenceFixtures;

  before(async () => {
    fixtures = await referenceFixtures();
  });

  describe('agreements and signing', () => {
    const signLink = (agreementId: string, customerId: string, businessId: string) =>
      get<AgreementSignLink>(`/v1/agreements/${agreementId}/sign_link?customer_id=${customerId}&business_id=${businessId}`);
    const fetchPage = async (url: string) => new DOMParser().parseFromString(await (await fetch(url)).text(), 'text/html');

    it('lists agreements of a company in `agreement`, and gets one with company_id', async () => {
      const { normal } = fixtures.agreements;
      const { items } = await allPages<Agreement>('/v1/agreements:list', { companyId: normal.companyId }, 'agreement', 3);
      expect(items.map((agreement) => agreement.id)).to.include(normal.id);
      expect(items.some((agreement) => agreement.status === 'DELETED')).to.equal(true);
      const one = await get<Agreement>(`/v1/agreements/${normal.id}?company_id=${normal.companyId}`);
      expect(one.json).to.include({ id: normal.id, title: normal.title, status: 'NORMAL' });
      expectError(await get(`/v1/agreements/${normal.id}`), 400, 3);
      expectError(await get(`/v1/agreements/agr_missing?company_id=${normal.companyId}`), 404, 5);
      const otherCompany = fixtures.companies.find((company) => company.id !== normal.companyId)?.id;
      expectError(await get(`/v1/agreements/${normal.id}?company_id=${otherCompany}`), 403, 7);
    });

    it('signs through the link: page, form, SIGNED record', async () => {
      const { normal } = fixtures.agreements;
      const customerId = await customerOf(normal.companyId);
      const link = await signLink(normal.id, customerId, normal.businessId);
      expect(link.status).to.equal(200);
      const signUrl = new URL(link.json.signUrl);
      expect(signUrl.protocol).to.match(/^https?:$/);
      expect(signUrl.origin).to.equal(location.origin);
      expect(signUrl.pathname).to.equal(`/sign/${link.json.agreementRecordId}`);

      const before = await get<AgreementRecord>(`/_ref/_records/${link.json.agreementRecordId}`);
      expect(before.json).to.include({ signedStatus: 'UNSIGNED', sourceType: 'URL', status: 'NORMAL', agreementId: normal.id, customerId });

      const page = await fetchPage(signUrl.href);
      expect(page.documentElement.lang).to.equal('en');
      expect(page.querySelector('h1')?.textContent).to.equal(normal.title);
      expect(page.querySelector('label[for="signature"]')?.textContent).to.contain('name');
      expect(page.querySelector('form button')?.textContent).to.equal('Sign');
      const signed = await fetch(signUrl, { method: 'POST', body: new URLSearchParams({ signature: 'Ada Lovelace' }) });
      expect(signed.status).to.equal(200);
      expect(await signed.text()).to.contain('Signed');

      const after = await get<AgreementRecord>(`/_ref/_records/${link.json.agreementRecordId}`);
      expect(after.json).to.include({ signedStatus: 'SIGNED', signedType: 'CUSTOMER_SIGNED', signature: 'Ada Lovelace' });
      expect(suiteNow() - Date.parse(after.json.signedTime ?? '')).to.be.within(-5_000, 60_000);
      expect((await fetchPage(signUrl.href)).querySelector('[role="status"]')?.textContent).to.contain('Ada Lovelace');
    });

    it('asks again for a blank name', async () => {
      const { normal } = fixtures.agreements;
      const link = await signLink(normal.id, await customerOf(normal.companyId), normal.businessId);
      const blank = await fetch(link.json.signUrl, { method: 'POST', body: new URLSearchParams({ signature: '  ' }) });
      expect(blank.status).to.equal(400);
      const page = new DOMParser().parseFromString(await blank.text(), 'text/html');
      expect(page.querySelector('[role="alert"]')?.textContent).to.contain('name');
      expect((await get<AgreementRecord>(`/_ref/_records/${link.json.agreementRecordId}`)).json.signedStatus).to.equal('UNSIGNED');
    });

    it('shows titles with markup as text on the sign page', async () => {
      const { normal } = fixtures.agreements;
      const list = await post<ListAgreementsResponse>('/v1/agreements:list', {
        companyId: normal.companyId,
        pagination: { pageSize: 500 },
      });
      const marked = list.json.agreement.find((agreement) => agreement.title.includes('<b>'));
      expect(marked).to.not.equal(undefined);
      const link = await signLink(marked?.id ?? '', await customerOf(normal.companyId), marked?.businessId ?? '');
      const page = await fetchPage(link.json.signUrl);
      expect(page.querySelector('h1')?.textContent).to.equal(marked?.title);
      expect(page.querySelector('h1 b')).to.equal(null);
    });

    it('refuses to sign a deleted agreement, and unknown or missing identifiers', async () => {
      const { deleted, normal } = fixtures.agreements;
      const customerId = await customerOf(deleted.companyId);
      expectError(await signLink(deleted.id, customerId, deleted.businessId), 400, 9);
      expectError(await signLink('agr_missing', customerId, normal.businessId), 404, 5);
      expectError(await signLink(normal.id, 'cus_missing', normal.businessId), 404, 5);
      expectError(await get(`/v1/agreements/${normal.id}/sign_link?business_id=${normal.businessId}`), 400, 3);
      expect((await fetch('/sign/agrrec_missing')).status).to.equal(404);
    });

    it("signs through the page's own form", async () => {
      const { normal } = fixtures.agreements;
      const link = await signLink(normal.id, await customerOf(normal.companyId), normal.businessId);
      const frame = await openFrame(link.json.signUrl);
      try {
        const page = frame.contentDocument!;
        byLabel<HTMLInputElement>(page, 'Your full name').value = 'Grace Hopper';
        const signed = nextLoad(frame);
        byRole(page, 'button', 'Sign').click();
        await signed;
        expect(byRole(frame.contentDocument!, 'status').textContent).to.contain('Grace Hopper');
        const record = await get<AgreementRecord>(`/_ref/_records/${link.json.agreementRecordId}`);
        expect(record.json).to.include({ signedStatus: 'SIGNED', signature: 'Grace Hopper' });
      } finally {
        frame.remove();
      }
    });

    it('does not sign from another origin', async () => {
      const { normal } = fixtures.agreements;
      const link = await signLink(normal.id, await customerOf(normal.companyId), normal.businessId);
      // What a hidden form on another site does: post to the sign page, unable to read the answer.
      await fetch(otherOriginOf(link.json.signUrl), {
        method: 'POST',
        mode: 'no-cors',
        body: new URLSearchParams({ signature: 'Mallory' }),
      });
      const record = await get<AgreementRecord>(`/_ref/_records/${link.json.agreementRecordId}`);
      expect(record.json.signedStatus).to.equal('UNSIGNED');
      expect(record.json).to.not.have.property('signature');
    });

    it('refuses a sign form over the size limit', async () => {
      const { normal } = fixtures.agreements;
      const link = await signLink(normal.id, await customerOf(normal.companyId), normal.businessId);
      const oversized = await fetch(link.json.signUrl, {
        method: 'POST',
        body: new URLSearchParams({ signature: 'A'.repeat(maxBodyBytes) }),
      });
      expect(oversized.status).to.equal(413);
      expect(oversized.headers.get('content-type')).to.contain('text/html');
      expect((await get<AgreementRecord>(`/_ref/_records/${link.json.agreementRecordId}`)).json.signedStatus).to.equal('UNSIGNED');
    });
  });
});
