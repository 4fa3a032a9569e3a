/**
 * WCAG 2.2 success criteria 3.3.1, Error identification, 3.3.3, Error suggestion, and 3.3.2,
 * Labels or instructions: a field of "Your details" or the finder's ZIP code that is missing or
 * malformed is marked invalid and says in words what is wrong and what to enter, between its label
 * and the field, read with the field.
 */
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../src/define.js';
import { typeOver } from '../helpers/keyboard.js';
import { newScope, scopedBaseUrl } from '../helpers/reference.js';
import { accessibleDescription, deepActiveElement } from '../helpers/roles.js';
import { restoreWindowOpen } from '../helpers/window-open.js';
import { toChosenTime } from '../elements/booking-flow/journey.js';
import { FinderPage } from '../pages/index.js';
import { readWorld, type World } from './every-element.js';
import { renderJourney } from './flow-walk.js';

describe('Error identification and suggestion (WCAG 3.3.1, 3.3.3)', function () {
  this.timeout(60000);
  let world: World;

  before(async () => {
    world = await readWorld();
  });

  afterEach(() => {
    restoreWindowOpen();
  });

  it('"Your details" says which fields are missing or malformed and what to enter, each read with its field', async () => {
    const { flowPage } = await renderJourney(newScope(), world.customerId);
    await toChosenTime(flowPage, world.bookable.zipcode);
    flowPage.confirmTimeButton.click();
    await flowPage.shownDetails();
    await flowPage.fill('phone', '12');
    await flowPage.fill('email', 'jane@');
    flowPage.continueButton.click();
    await waitUntil(() => deepActiveElement() === flowPage.field('name'), 'focus never went to the first field with a problem');
    expect(flowPage.fieldProblem('name')).to.equal('Enter your name.');
    expect(flowPage.fieldProblem('phone')).to.contain('Enter a phone number with 7 to 15 digits, such as 555 123 4567.');
    expect(flowPage.fieldProblem('email')).to.contain('Enter an e-mail address such as name@example.com.');
    expect(flowPage.fieldProblem('petName')).to.equal('Enter your pet’s name.');
    // The problem goes as soon as it is fixed.
    await flowPage.fill('email', 'jane@example.com');
    expect(flowPage.fieldProblem('email')).to.equal('');
  });

  it('the finder says that a ZIP code is malformed and what it expects, read with the field', async () => {
    const el = await fixture<FinderPage['el']>(
      html`<franchise-finder lang="en-US" base-url=${scopedBaseUrl(newScope())}></franchise-finder>`,
    );
    const finder = new FinderPage(el);
    await typeOver(finder.zipField, '12$');
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    expect(finder.zipField.getAttribute('aria-invalid')).to.equal('true');
    expect(accessibleDescription(finder.zipField)).to.match(/ZIP code/i);
    expect(deepActiveElement()).to.equal(finder.zipField);
  });
});
