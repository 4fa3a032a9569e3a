import { expect } from '@open-wc/testing';
import type { AbandonedBooking } from '../../../src/api/abandoned-bookings.js';
import { boardOf, choicesOf, firstContactDelay, flowSteps, median, noFilter } from '../../../src/elements/abandoned-bookings/board.js';

const hour = 3_600_000;
const left = '2026-03-10T12:00:00Z';
const after = (hours: number) => new Date(Date.parse(left) + hours * hour).toISOString();

const booking = (fields: Partial<AbandonedBooking>): AbandonedBooking =>
  ({
    id: 'b',
    businessId: 'biz_a',
    pets: [],
    abandonStep: 'WELCOME_PAGE',
    abandonStatus: 'ABANDONED',
    leadType: 'NEW_VISITOR',
    abandonTime: left,
    ...fields,
  }) as AbandonedBooking;

describe('firstContactDelay and median', () => {
  it('measures from leaving to the earlier text or e-mail after it, never one before it', () => {
    expect(firstContactDelay(booking({ lastTextedTime: after(5), lastEmailedTime: after(2) }))).to.equal(2 * hour);
    expect(firstContactDelay(booking({ lastTextedTime: after(5), lastEmailedTime: after(-48) }))).to.equal(5 * hour);
    expect(firstContactDelay(booking({ lastEmailedTime: after(-1) }))).to.equal(undefined);
    expect(firstContactDelay(booking({ lastTextedTime: after(0) }))).to.equal(0);
    expect(firstContactDelay(booking({ abandonTime: undefined, lastTextedTime: after(1) }))).to.equal(undefined);
    expect(firstContactDelay(booking({ lastTextedTime: 'soon' }))).to.equal(undefined);
  });

  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(median([])).to.equal(undefined);
    expect(median([5])).to.equal(5);
    expect(median([9, 1, 5])).to.equal(5);
    expect(median([4, 1, 9, 2])).to.equal(3);
  });
});

describe('boardOf', () => {
  const bookings = [
    booking({ id: 'b1', abandonStep: 'SELECT_TIME', abandonStatus: 'CONTACTED', lastTextedTime: after(3) }),
    booking({ id: 'b2', abandonStep: 'SELECT_TIME', abandonStatus: 'RECOVERED', lastEmailedTime: after(5), businessId: 'biz_b' }),
    // Recovered without a contact on record: the customer came back by themselves.
    booking({ id: 'b3', abandonStep: 'WELCOME_PAGE', abandonStatus: 'RECOVERED', leadType: 'EXISTING_CLIENT' }),
    // Marked contacted without a time on record.
    booking({ id: 'b4', abandonStep: 'BASIC_INFO', abandonStatus: 'CONTACTED' }),
    booking({ id: 'b5', abandonStep: 'NEW_STEP_X', abandonStatus: 'SNOOZED', businessId: 'biz_b', lastTextedTime: after(10) }),
    booking({ id: 'b6', abandonStep: 'ABANDON_STEP_UNSPECIFIED' }),
  ];

  it('counts who left, was contacted and recovered, the rate and the median time to a first contact', () => {
    const { figures, shown } = boardOf(bookings, noFilter);
    expect(shown.map((each) => each.id)).to.deep.equal(['b1', 'b2', 'b3', 'b4', 'b5', 'b6']);
    expect(figures).to.deep.equal({
      abandoned: 6,
      contacted: 4,
      recovered: 2,
      recoveryRate: 2 / 6,
      medianFirstContactMs: 5 * hour,
      timedContacts: 3,
    });
  });

  it('draws every step of the flow in its order, then the others by name, per branch', () => {
    const { funnel } = boardOf(bookings, noFilter);
    expect(funnel.map((row) => row.step)).to.deep.equal([...flowSteps, 'ABANDON_STEP_UNSPECIFIED', 'NEW_STEP_X']);
    const time = funnel.find((row) => row.step === 'SELECT_TIME')!;
    expect(time.total).to.equal(2);
    expect([...time.byBranch]).to.deep.equal([
      ['biz_a', 1],
      ['biz_b', 1],
    ]);
    expect(funnel.find((row) => row.step === 'PREPAY')).to.deep.include({ total: 0 });
    expect(funnel.reduce((sum, row) => sum + row.total, 0)).to.equal(6);
  });

  it('keeps only what the filter chooses, in figures, funnel and list alike', () => {
    const { shown, figures, funnel } = boardOf(bookings, { ...noFilter, step: 'SELECT_TIME', businessId: 'biz_b' });
    expect(shown.map((each) => each.id)).to.deep.equal(['b2']);
    expect(figures).to.deep.include({ abandoned: 1, recovered: 1, recoveryRate: 1 });
    expect(funnel.filter((row) => row.total > 0).map((row) => row.step)).to.deep.equal(['SELECT_TIME']);
    expect(boardOf(bookings, { ...noFilter, leadType: 'EXISTING_CLIENT' }).shown.map((each) => each.id)).to.deep.equal(['b3']);
    const none = boardOf(bookings, { ...noFilter, status: 'ABANDONED', step: 'PREPAY' });
    expect(none.figures).to.deep.equal({
      abandoned: 0,
      contacted: 0,
      recovered: 0,
      recoveryRate: undefined,
      medianFirstContactMs: undefined,
      timedContacts: 0,
    });
  });

  it('offers the known values in the API’s order, then those it met, never reading one as a property', () => {
    const choices = choicesOf([...bookings, booking({ abandonStatus: 'constructor', leadType: '__proto__' })]);
    expect(choices.steps).to.deep.equal([...flowSteps, 'ABANDON_STEP_UNSPECIFIED', 'NEW_STEP_X']);
    expect(choices.statuses).to.deep.equal(['ABANDONED', 'CONTACTED', 'RECOVERED', 'SNOOZED', 'constructor']);
    expect(choices.leadTypes).to.deep.equal(['NEW_VISITOR', 'EXISTING_CLIENT', '__proto__']);
    const odd = boardOf([booking({ abandonStep: 'constructor', businessId: '__proto__' })], noFilter).funnel.at(-1)!;
    expect(odd.step).to.equal('constructor');
    expect(odd.byBranch.get('__proto__')).to.equal(1);
  });
});
