/**
 * Answers that are well-formed JSON but wrong, over real HTTP from the reference API's scripted
 * scopes: a 200 carrying an error, a malformed item, more items than asked for, endless page
 * tokens, and ids that would leave their path segment. None is trusted; none sinks a page.
 */
import { expect } from '@open-wc/testing';
import { createClient, paginate, type ResponseProblem } from '../../src/api/index.js';
import { failure } from '../helpers/failure.js';
import { newScope, plan, referenceFixtures, requestLog, scopedBaseUrl } from '../helpers/reference.js';

function review(id: string, score: unknown = 5) {
  return { id, customerId: 'cus_1', score, content: `Review ${id}`, reviewTime: '2026-01-02T10:00:00Z', source: 'SMS' };
}

async function scopedClient() {
  const scope = newScope();
  const problems: ResponseProblem[] = [];
  const api = createClient({ baseUrl: scopedBaseUrl(scope), retryDelayMs: 1, onProblem: (problem) => problems.push(problem) });
  return { scope, api, problems };
}

describe('answers the client does not trust', () => {
  it('reads a 200 whose body is a google.rpc.Status as the error it is', async () => {
    const { scope, api } = await scopedClient();
    await plan(scope, {
      steps: [
        // INTERNAL is retried: every attempt gets the same answer.
        { operation: 'LookupFranchiseByZipcode', json: { code: 13, message: 'backend down', details: [] }, times: 3 },
        { operation: 'ListReviews', json: { code: 7, message: 'no access' } },
      ],
    });
    const lookup = await failure(api.lookupFranchiseByZipcode({ zipcode: '02134' }));
    expect(lookup).to.include({ code: 'INTERNAL', status: 200, message: 'backend down', operation: 'lookupFranchiseByZipcode' });
    const reviews = await failure(api.listReviews({ businessId: 'biz_1', pagination: { pageSize: 5 } }));
    expect(reviews).to.include({ code: 'PERMISSION_DENIED', message: 'no access' });
  });

  it('leaves a malformed item out of a page, reports it, and keeps the rest', async () => {
    const { scope, api, problems } = await scopedClient();
    await plan(scope, {
      steps: [
        { operation: 'ListReviews', json: { reviews: [review('a'), review('b', 'five'), review('c'), review('d', 9)], nextPageToken: '' } },
      ],
    });
    const page = await api.listReviews({ businessId: 'biz_1', pagination: { pageSize: 10 } });
    expect(page.reviews.map((item) => item.id)).to.deep.equal(['a', 'c']);
    expect(problems).to.have.length(2);
    expect(problems[0]).to.include({ operation: 'listReviews' });
    expect(problems.map((problem) => problem.message).join(' ')).to.contain('score');
  });

  it('leaves out one bad slot of an availability answer, not the day or the groomer', async () => {
    const { scope, api, problems } = await scopedClient();
    const slot = (hour: number) => ({ startTime: `2030-01-07T${hour}:00:00Z`, endTime: `2030-01-07T${hour}:30:00Z` });
    await plan(scope, {
      steps: [
        {
          operation: 'GetBookingAvailability',
          json: {
            availableDates: ['2030-01-07'],
            availability: [
              {
                date: '2030-01-07',
                staff: [{ staffId: 'stf_1', firstName: 'Ana', lastName: 'B', availableSlots: [slot(14), { startTime: 'soon' }, slot(15)] }],
              },
            ],
          },
        },
      ],
    });
    const answer = await api.getBookingAvailability({ companyId: 'cmp_1', businessId: 'biz_1' });
    expect(answer.availability[0]!.staff[0]!.availableSlots).to.have.length(2);
    expect(problems).to.have.length(1);
    expect(problems[0]!.message).to.contain('availableSlots[1]');
  });

  it('never hands out more items than the page size asked for, however many come', async () => {
    const { scope, api, problems } = await scopedClient();
    // As many as a scripted plan can carry (4 MiB).
    const reviews = Array.from({ length: 20_000 }, (_, index) => review(`r${index}`));
    await plan(scope, { steps: [{ operation: 'ListReviews', json: { reviews, nextPageToken: 'next' } }] });
    const page = await api.listReviews({ businessId: 'biz_1', pagination: { pageSize: 10 } });
    expect(page.reviews).to.have.length(10);
    expect(page.reviews[9]!.id).to.equal('r9');
    expect(problems.map((problem) => problem.message)).to.deep.equal(['reviews held 20000 items; only the first 10 were read.']);
  });

  it('reads at most 1,000 groomers of a day, however many come', async () => {
    const { scope, api, problems } = await scopedClient();
    const staff = Array.from({ length: 3000 }, (_, index) => ({
      staffId: `stf_${index}`,
      firstName: 'G',
      lastName: String(index),
      availableSlots: [{ startTime: '2030-01-07T14:00:00Z', endTime: '2030-01-07T15:00:00Z' }],
    }));
    await plan(scope, {
      steps: [
        { operation: 'GetBookingAvailability', json: { availableDates: ['2030-01-07'], availability: [{ date: '2030-01-07', staff }] } },
      ],
    });
    const answer = await api.getBookingAvailability({ companyId: 'cmp_1', businessId: 'biz_1' });
    expect(answer.availability[0]!.staff).to.have.length(1000);
    expect(problems.map((problem) => problem.message)).to.deep.equal([
      'availability[0].staff held 3000 items; only the first 1000 were read.',
    ]);
  });

  it('stops walking pages when the service never stops sending new tokens', async () => {
    const { scope, api } = await scopedClient();
    const steps = Array.from({ length: 105 }, (_, index) => ({
      operation: 'ListAgreements',
      json: { agreement: [], nextPageToken: `token-${index}` },
    }));
    await plan(scope, { steps });
    let pages = 0;
    const walking = (async () => {
      for await (const page of paginate(api.listAgreements, { companyId: 'cmp_1', pagination: { pageSize: 1 } })) {
        expect(page.agreement).to.deep.equal([]);
        pages += 1;
      }
    })();
    const error = await failure(walking);
    expect(error).to.include({ code: 'INVALID_RESPONSE', operation: 'paginate' });
    expect(pages).to.equal(100);
    expect((await requestLog(scope)).requests).to.have.length(100);
  });

  it('keeps the ids "." and ".." from becoming dot segments: nothing is sent', async () => {
    const { scope, api } = await scopedClient();
    for (const id of ['.', '..']) {
      expect(await failure(api.getAgreementSignLink({ id, customerId: 'cus_1', businessId: 'biz_1' }))).to.include({
        code: 'INVALID_ARGUMENT',
      });
      expect(await failure(api.getAgreement({ id, companyId: 'cmp_1' }))).to.include({ code: 'INVALID_ARGUMENT' });
      expect(await failure(api.getCompany({ id }))).to.include({ code: 'INVALID_ARGUMENT' });
    }
    expect((await requestLog(scope)).requests).to.deep.equal([]);
  });

  it('reaches the franchise lookup at its other documented path and remembers it', async () => {
    const { scope, api } = await scopedClient();
    const { enabledBranch } = await referenceFixtures();
    await plan(scope, {
      steps: [{ operation: 'LookupFranchiseByZipcode', status: 404, body: '<h1>Not Found</h1>', contentType: 'text/html' }],
    });
    expect((await api.lookupFranchiseByZipcode({ zipcode: enabledBranch.zipcode })).businessId).to.equal(enabledBranch.businessId);
    expect((await api.lookupFranchiseByZipcode({ zipcode: enabledBranch.zipcode })).businessId).to.equal(enabledBranch.businessId);
    const paths = (await requestLog(scope)).requests.map((request) => request.path);
    expect(paths).to.deep.equal([
      '/v1/online_booking/business/info',
      '/v1/online_booking/franchise_lookup',
      '/v1/online_booking/franchise_lookup',
    ]);
  });
});
