/**
 * The sign page's refusal of posts from other origins, through the reference API's handler
 * called in the page. A browser leaves `Origin` and `Sec-Fetch-*` out of a Request that script
 * builds (they are forbidden headers), so each request here is given the headers a server sees
 * from a browser. The same page over real HTTP is tested in reference-api/agreements.test.ts.
 */
import { expect } from '@open-wc/testing';
import type { AgreementRecord, AgreementSignLink } from '../../src/api/agreement.js';
import { createReferenceApi, type ReferenceFixtures } from '../../reference/index.js';
import { byRole } from '../helpers/roles.js';

const origin = 'https://reference.example';

describe('sign page', () => {
  const referenceApi = createReferenceApi();
  let signUrl: string;
  let recordId: string;

  const getJson = async <Body>(path: string): Promise<Body> =>
    (await referenceApi(new Request(`${origin}${path}`))).json() as Promise<Body>;
  const record = () => getJson<AgreementRecord>(`/_ref/_records/${recordId}`);

  /** A POST of the sign form as the server receives it from a browser sending these headers. */
  function signPost(browserHeaders: Record<string, string>, signature = 'Ada Lovelace'): Request {
    const request = new Request(signUrl, { method: 'POST', body: new URLSearchParams({ signature }) });
    const headers = new Headers(request.headers);
    for (const [name, value] of Object.entries(browserHeaders)) headers.set(name, value);
    Object.defineProperty(request, 'headers', { value: headers });
    return request;
  }

  async function page(response: Response): Promise<Document> {
    expect(response.headers.get('content-type')).to.contain('text/html');
    return new DOMParser().parseFromString(await response.text(), 'text/html');
  }

  beforeEach(async () => {
    const fixtures = await getJson<ReferenceFixtures>('/_ref/_fixtures');
    const { normal } = fixtures.agreements;
    const customerId = fixtures.customers.find((customer) => customer.companyId === normal.companyId)?.id ?? '';
    const link = await getJson<AgreementSignLink>(
      `/v1/agreements/${normal.id}/sign_link?customer_id=${customerId}&business_id=${normal.businessId}`,
    );
    signUrl = link.signUrl;
    recordId = link.agreementRecordId;
  });

  it('is given the headers a browser sends', () => {
    expect(signPost({ origin: 'https://elsewhere.example' }).headers.get('origin')).to.equal('https://elsewhere.example');
  });

  const crossOrigin: [string, Record<string, string>][] = [
    ['another site', { origin: 'https://elsewhere.example', 'sec-fetch-site': 'cross-site' }],
    ['another site, by Origin alone', { origin: 'https://elsewhere.example' }],
    ['another site, by Sec-Fetch-Site alone', { 'sec-fetch-site': 'cross-site' }],
    ['a sibling subdomain', { origin: 'https://www.reference.example', 'sec-fetch-site': 'same-site' }],
    ['another scheme of the same host', { origin: 'http://reference.example', 'sec-fetch-site': 'same-site' }],
    ['a page that will not say where it is (Origin: null)', { origin: 'null' }],
  ];
  for (const [from, headers] of crossOrigin) {
    it(`refuses a post from ${from} and signs nothing`, async () => {
      const answer = await referenceApi(signPost(headers));
      expect(answer.status).to.equal(403);
      expect(byRole(await page(answer), 'heading').textContent).to.equal('Not signed');
      expect((await record()).signedStatus).to.equal('UNSIGNED');
    });
  }

  it('takes the post of its own form', async () => {
    const answer = await referenceApi(signPost({ origin, 'sec-fetch-site': 'same-origin' }));
    expect(answer.status).to.equal(200);
    expect(byRole(await page(answer), 'status').textContent).to.contain('Ada Lovelace');
    expect(await record()).to.include({ signedStatus: 'SIGNED', signature: 'Ada Lovelace' });
  });

  it('takes a post that no browser sent (no Origin, no Sec-Fetch-Site)', async () => {
    const answer = await referenceApi(signPost({}));
    expect(answer.status).to.equal(200);
    expect((await record()).signedStatus).to.equal('SIGNED');
  });
});
