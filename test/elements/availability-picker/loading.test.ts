import { expect, waitUntil } from '@open-wc/testing';
import '../../../src/elements/availability-picker/define.js';
import { newScope, plan, referenceAvailability, referenceFixtures, requestLog } from '../../helpers/reference.js';
import { suiteToday } from '../../helpers/clock.js';
import { accessibleName, byRole } from '../../helpers/roles.js';
import { spokenDate } from '../../pages/index.js';
import {
  newYork,
  losAngeles,
  shiftDate,
  wallTime,
  branchIn,
  expectDayNames,
  quietWeek,
  renderPicker,
  loadsReach,
  availabilityRequests,
  companyRequests,
} from './fixtures.js';

describe('<availability-picker>', function () {
  this.timeout(20000);

  describe('configuration', () => {
    it('says which required attribute is missing, reports it and sends nothing', async () => {
      const { companyId } = await branchIn(newYork);
      const scope = newScope();
      const { el, errors } = await renderPicker({ 'company-id': companyId }, { scope });
      await waitUntil(() => errors.length > 0, 'booking-error never came');
      expect(errors[0]).to.include({ code: 'INVALID_ARGUMENT' });
      expect(byRole(el, 'alert').textContent).to.contain('The business-id attribute is required.');
      expect((await requestLog(scope)).requests).to.have.length(0);
      await expect(el).to.be.accessible();
    });

    it('explains a malformed start-date and an unknown time zone', async () => {
      const branch = await branchIn(newYork);
      const ids = { 'company-id': branch.companyId, 'business-id': branch.businessId };
      const badDate = await renderPicker({ ...ids, 'start-date': '2026-02-30' });
      expect(byRole(badDate.el, 'alert').textContent).to.contain('start-date attribute must be a date written as YYYY-MM-DD');
      const badZone = await renderPicker({ ...ids, 'time-zone': 'Mars/Olympus_Mons' });
      expect(byRole(badZone.el, 'alert').textContent).to.contain('IANA time zone name');
      await expect(badZone.el).to.be.accessible();
    });
  });

  describe('loading and the result', () => {
    it('shows a skeleton of the result’s size while loading, then the dates with their free times', async () => {
      const branch = await branchIn(newYork);
      const start = quietWeek();
      const rendered = await renderPicker(
        { 'company-id': branch.companyId, 'business-id': branch.businessId, 'start-date': start },
        { plan: { steps: [{ operation: 'GetBookingAvailability', latencyMs: 1200 }] } },
      );
      const { el, picker } = rendered;
      await waitUntil(() => el.shadowRoot!.querySelector('[aria-busy="true"]'), 'no busy region');
      expect(picker.part('skeleton')).to.exist;
      expect(picker.days).to.have.length(7);
      expect(accessibleName(picker.day(start))).to.equal(`${spokenDate(start)}, looking for free times`);
      const loadingGrid = picker.grid.getBoundingClientRect();
      await expect(el).to.be.accessible();

      await loadsReach(rendered, 1);
      const loadedGrid = picker.grid.getBoundingClientRect();
      expect(loadedGrid.height).to.equal(loadingGrid.height);
      expect(loadedGrid.width).to.equal(loadingGrid.width);
      expect(el.shadowRoot!.querySelector('[aria-busy="true"]')).to.equal(null);

      const raw = await referenceAvailability(branch, start, shiftDate(start, 6));
      expect(rendered.loads[0]).to.deep.equal({
        startDate: start,
        endDate: shiftDate(start, 6),
        availableDates: raw.availableDates,
      });
      expectDayNames(picker.days, raw);
      await expect(el).to.be.accessible();
    });

    it('asks GetCompany and GetBookingAvailability at the same time and names the business’s zone', async () => {
      const branch = await branchIn(newYork);
      const scope = newScope();
      const rendered = await renderPicker(
        { 'company-id': branch.companyId, 'business-id': branch.businessId, 'start-date': quietWeek() },
        {
          scope,
          plan: {
            steps: [
              { operation: 'GetCompany', latencyMs: 1500 },
              { operation: 'GetBookingAvailability', latencyMs: 1500 },
            ],
          },
        },
      );
      await loadsReach(rendered, 1);
      const { requests } = await requestLog(scope);
      const at = (operation: string) => Date.parse(requests.find((request) => request.operation === operation)!.at);
      // Both arrived before either could have been answered: they were in flight together.
      expect(Math.abs(at('GetCompany') - at('GetBookingAvailability'))).to.be.below(1500);
      expect(byRole(rendered.el, 'group', /^Show times$/)).to.exist;
      expect(rendered.el.shadowRoot!.textContent).to.contain('Times are shown in Eastern Time (America/New_York)');
    });

    it('shows a company zone the browser does not know in the browser’s zone, and says so', async () => {
      const branch = await branchIn(newYork);
      const scope = newScope();
      await plan(scope, {
        steps: [
          { operation: 'GetCompany', json: { company: { id: branch.companyId, name: 'Far away', timezone: { id: 'Mars/Olympus' } } } },
        ],
      });
      const warnings: string[] = [];
      const warned = (event: Event) => warnings.push((event as CustomEvent<{ operation: string }>).detail.operation);
      document.addEventListener('booking-warning', warned);
      try {
        const rendered = await renderPicker(
          { 'company-id': branch.companyId, 'business-id': branch.businessId, 'start-date': quietWeek() },
          { scope },
        );
        await loadsReach(rendered, 1);
        expect(warnings).to.deep.equal(['getCompany']);
        // The browser runs in Asia/Kolkata (web-test-runner.config.mjs).
        expect(rendered.el.shadowRoot!.textContent).to.contain('Times are shown in India Standard Time');
        expect(rendered.errors).to.deep.equal([]);
      } finally {
        document.removeEventListener('booking-warning', warned);
      }
    });

    it('starts with a week from today in the business’s zone, not the browser’s', async () => {
      const branch = await branchIn(losAngeles);
      const scope = newScope();
      const rendered = await renderPicker({ 'company-id': branch.companyId, 'business-id': branch.businessId }, { scope });
      await loadsReach(rendered, 1);
      const today = suiteToday(losAngeles);
      expect(rendered.loads[0]).to.include({ startDate: today, endDate: shiftDate(today, 6) });
      // Asked before the zone was known (issue 11): from the earliest today on Earth to a week after
      // the latest, one request whose answer covers the week shown.
      const [first, ...later] = await availabilityRequests(scope);
      expect(first).to.deep.equal({ startDate: suiteToday('Etc/GMT+12'), endDate: shiftDate(suiteToday('Etc/GMT-14'), 6) });
      expect(later.every((filter) => filter.startDate > shiftDate(today, 6))).to.equal(true);
      expect(rendered.el.shadowRoot!.textContent).to.contain('Pacific Time');
    });

    it('sends the first GetBookingAvailability with GetCompany, without waiting for the zone', async () => {
      const branch = await branchIn(newYork);
      const scope = newScope();
      const rendered = await renderPicker(
        { 'company-id': branch.companyId, 'business-id': branch.businessId },
        { scope, plan: { steps: [{ operation: 'GetCompany', latencyMs: 1500 }] } },
      );
      await loadsReach(rendered, 1);
      const { requests } = await requestLog(scope);
      const at = (operation: string) => Date.parse(requests.find((request) => request.operation === operation)!.at);
      // The availability request reached the API before the company's answer could have left it.
      expect(at('GetBookingAvailability') - at('GetCompany')).to.be.below(1500);
      expect(requests.filter((request) => request.operation === 'GetBookingAvailability')).to.have.length.at.most(2);
      const today = suiteToday(newYork);
      expect(rendered.loads[0]).to.include({ startDate: today, endDate: shiftDate(today, 6) });
      expect(rendered.picker.slots.length).to.be.above(0);
      await expect(rendered.el).to.be.accessible();
    });

    it('sends the filters of its list attributes, separated by spaces or commas', async () => {
      const branch = await branchIn(newYork);
      const world = await referenceFixtures();
      const services = world.services.filter((service) => service.companyId === branch.companyId).slice(0, 2);
      const staffIds = [...branch.staffNames.keys()];
      const customer = world.customers.find((candidate) => candidate.companyId === branch.companyId)!;
      const scope = newScope();
      const start = quietWeek();
      const rendered = await renderPicker(
        {
          'company-id': branch.companyId,
          'business-id': branch.businessId,
          'start-date': start,
          'service-ids': services.map((service) => service.id).join(', '),
          'staff-ids': staffIds.join(' '),
          'pet-types': 'dog',
          'customer-id': customer.id,
          zipcode: '02134',
        },
        { scope },
      );
      await loadsReach(rendered, 1);
      const { requests } = await requestLog(scope);
      const sent = requests.find((request) => request.operation === 'GetBookingAvailability')!.body;
      expect(sent).to.deep.equal({
        companyId: branch.companyId,
        businessId: branch.businessId,
        filter: {
          startDate: start,
          endDate: shiftDate(start, 6),
          serviceIds: services.map((service) => service.id),
          staffIds,
          customerId: customer.id,
          zipcode: '02134',
          pets: [{ type: 'DOG' }],
        },
      });
    });

    it('shows times in the zone of the time-zone attribute without asking for the company', async () => {
      const branch = await branchIn(newYork);
      const scope = newScope();
      const start = quietWeek();
      const rendered = await renderPicker(
        { 'company-id': branch.companyId, 'business-id': branch.businessId, 'start-date': start, 'time-zone': losAngeles },
        { scope },
      );
      await loadsReach(rendered, 1);
      expect(await companyRequests(scope)).to.equal(0);
      expect(rendered.el.shadowRoot!.textContent).to.contain('Pacific Time');
      const raw = await referenceAvailability(branch, start, shiftDate(start, 6));
      const firstDay = raw.availability[0]!;
      const first = firstDay.staff[0]!;
      await rendered.picker.chooseDay(firstDay.date);
      const expected = `${wallTime(first.availableSlots[0]!.startTime, losAngeles)} with ${branch.staffNames.get(first.staffId)}`;
      expect(rendered.picker.slots.map(accessibleName)).to.include(expected);
    });
  });
});
