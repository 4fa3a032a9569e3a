/**
 * WCAG 2.2 success criterion 1.3.5, Identify input purpose: every field that asks something about
 * the customer carries the autocomplete token of the HTML standard for it (the ZIP code, the name,
 * the phone number, the e-mail address), so that browsers fill it and assistive technology can
 * show its purpose; the pet's name and the note, which the standard has no token for, say "off" or nothing.
 */
import { expect } from '@open-wc/testing';
import { newScope } from '../helpers/reference.js';
import { restoreWindowOpen } from '../helpers/window-open.js';
import { drawnElements, readWorld, type World } from './every-element.js';
import { renderJourney, throughEveryStep } from './flow-walk.js';

describe('Identify input purpose (WCAG 1.3.5)', function () {
  this.timeout(60000);
  let world: World;

  before(async () => {
    world = await readWorld();
  });

  afterEach(() => {
    restoreWindowOpen();
  });

  it('the flow’s fields about the customer carry their autocomplete tokens', async () => {
    const { flow, flowPage } = await renderJourney(newScope(), world.customerId);
    const tokens: Record<string, string> = {};
    await throughEveryStep(flowPage, world.bookable.zipcode, async () => {
      for (const field of drawnElements(flow).filter((element) => element.matches('input, select, textarea'))) {
        tokens[(field as HTMLInputElement).name || field.id] = field.getAttribute('autocomplete') ?? '';
      }
    });
    expect(tokens).to.deep.equal({
      zipcode: 'postal-code',
      name: 'name',
      phone: 'tel',
      email: 'email',
      petName: 'off',
      petType: '',
      note: '',
    });
  });
});
