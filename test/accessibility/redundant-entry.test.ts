/**
 * WCAG 2.2 success criterion 3.3.7, Redundant entry: what the customer typed in "Your details" of
 * `<booking-flow>` is there again after going back with "Change time" or "Change branch", and is
 * offered again by "Book another" (the note of one visit excepted); nothing is asked twice in one
 * journey (the ZIP code is asked once, in the first step).
 */
import { expect, waitUntil } from '@open-wc/testing';
import { newScope } from '../helpers/reference.js';
import { until } from '../helpers/until.js';
import { restoreWindowOpen } from '../helpers/window-open.js';
import type { DetailsFieldName, FlowPage } from '../pages/booking-flow.js';
import { findZip, onStep, toChosenTime } from '../elements/booking-flow/journey.js';
import { drawnElements, readWorld, type World } from './every-element.js';
import { renderJourney, throughEveryStep, typedDetails } from './flow-walk.js';

const fields: DetailsFieldName[] = ['name', 'phone', 'email', 'petName', 'petType', 'note'];

/** The values of "Your details", field by field. */
function detailsValues(flowPage: FlowPage): Record<string, string> {
  return Object.fromEntries(fields.map((field) => [field, flowPage.field<HTMLInputElement | HTMLSelectElement>(field).value]));
}

describe('Redundant entry (WCAG 3.3.7)', function () {
  this.timeout(60000);
  let world: World;

  before(async () => {
    world = await readWorld();
  });

  afterEach(() => {
    restoreWindowOpen();
  });

  it('keeps what was typed in "Your details" after "Change time" and "Change branch"', async () => {
    const { flowPage } = await renderJourney(newScope(), world.customerId);
    await throughEveryStep(flowPage, world.bookable.zipcode, async (step) => {
      if (step !== 'Your details') return;
      await flowPage.fill('petType', 'CAT');
      const typed = detailsValues(flowPage);
      expect(typed).to.include(typedDetails);

      flowPage.changeButton('time').click();
      await waitUntil(() => flowPage.currentStep === 'Choose a time', 'Change time never went back');
      flowPage.confirmTimeButton.click();
      await flowPage.shownDetails();
      expect(detailsValues(flowPage), 'after "Change time"').to.deep.equal(typed);

      flowPage.changeButton('branch').click();
      await waitUntil(() => flowPage.currentStep === 'Find your branch', 'Change branch never went back');
      // The same branch found again: the journey goes on with everything kept.
      await findZip(flowPage, world.bookable.zipcode);
      await onStep(flowPage, 'Choose a time');
      flowPage.confirmTimeButton.click();
      await flowPage.shownDetails();
      expect(detailsValues(flowPage), 'after "Change branch"').to.deep.equal(typed);
    });
  });

  it('offers the customer’s own details again after "Book another", the note of the last visit left out', async () => {
    const { flowPage } = await renderJourney(newScope(), world.customerId);
    let typed: Record<string, string> = {};
    await throughEveryStep(flowPage, world.bookable.zipcode, async (step) => {
      if (step === 'Your details') typed = detailsValues(flowPage);
    });
    await flowPage.click(flowPage.bookAnotherButton);
    await until('the finder again', () => flowPage.finder);
    await toChosenTime(flowPage, world.bookable.zipcode);
    flowPage.confirmTimeButton.click();
    await flowPage.shownDetails();
    expect(detailsValues(flowPage)).to.deep.equal({ ...typed, note: '' });
  });

  it('asks each thing once in a journey: one ZIP code field, and "Your details" asks no ZIP code', async () => {
    const { flow, flowPage } = await renderJourney(newScope(), world.customerId);
    const asked: string[] = [];
    await throughEveryStep(flowPage, world.bookable.zipcode, async (step) => {
      const panel = flowPage.shownPanel ?? flow;
      const shownFields = drawnElements(panel).filter((element) => element.matches('input, select, textarea'));
      asked.push(
        ...shownFields.map((field) => `${step}: ${field.getAttribute('autocomplete') ?? field.getAttribute('name') ?? field.localName}`),
      );
    });
    expect(asked.filter((entry) => entry.endsWith('postal-code'))).to.deep.equal(['Find your branch: postal-code']);
    const tokens = asked.map((entry) => entry.split(': ')[1]);
    expect(
      tokens.filter((token) => token !== 'off'),
      asked.join('\n'),
    ).to.deep.equal([...new Set(tokens.filter((token) => token !== 'off'))]);
  });
});
