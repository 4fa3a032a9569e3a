/**
 * "Your details" (`details`, issue 20): fields a browser can fill, problems said in the customer's
 * words after leaving a field or trying to go on, nothing lost going back and forth, the values in
 * `booking-flow-complete`, `customer` prefilling them.
 */
import { expect, oneEvent, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { BookingFlowCustomer } from '../../src/elements/booking-flow/events.js';
import { newScope } from '../helpers/reference.js';
import { accessibleDescription, accessibleName, byRole, deepActiveElement, queryByRole } from '../helpers/roles.js';
import { stubWindowOpen } from '../helpers/window-open.js';
import { emailExamples, type EmailExample, phoneExamples, type PhoneExample } from '../common/contact-examples.js';
import type { FlowPage } from '../pages/index.js';
import { findZip, flowSetting, onStep, renderFlow, shiftTab, toChosenTime } from './booking-flow/journey.js';

const jane: BookingFlowCustomer = {
  name: 'Jane Doe',
  phone: '555 123 4567',
  email: 'jane@example.com',
  petName: 'Biscuit',
  petType: 'DOG',
  note: 'Shy with the dryer.',
};

/** Fills every field as a customer would. */
async function fillIn(flowPage: FlowPage, values: Partial<BookingFlowCustomer>): Promise<void> {
  for (const [field, value] of Object.entries(values)) await flowPage.fill(field as keyof BookingFlowCustomer, value);
}

/** What the fields hold now. */
function shownValues(flowPage: FlowPage): BookingFlowCustomer {
  const value = (field: keyof BookingFlowCustomer) => flowPage.field(field).value;
  return {
    name: value('name'),
    phone: value('phone'),
    email: value('email'),
    petName: value('petName'),
    petType: value('petType'),
    note: value('note'),
  };
}

describe('<booking-flow details>', function () {
  this.timeout(40000);

  const setting = flowSetting();

  /** A flow with the step, at "Your details" with focus on its heading. */
  async function toDetails(attributes: Record<string, string> = {}) {
    const journey = await renderFlow(setting.scope, { details: '', ...attributes });
    await toChosenTime(journey.flowPage, setting.bookable.zipcode);
    journey.flowPage.confirmTimeButton.focus();
    await sendKeys({ press: 'Enter' });
    await onStep(journey.flowPage, 'Your details');
    await journey.flowPage.shownDetails();
    return journey;
  }

  it('asks for the customer’s details after the time, in fields a browser can fill', async () => {
    const { flow, flowPage } = await toDetails();
    expect(flowPage.stepNames).to.deep.equal(['Find your branch (done)', 'Choose a time (done)', 'Your details']);
    const expected: Record<string, Record<string, string | null>> = {
      name: { type: 'text', autocomplete: 'name', inputmode: null, required: '' },
      phone: { type: 'tel', autocomplete: 'tel', inputmode: 'tel', required: null },
      email: { type: 'email', autocomplete: 'email', inputmode: 'email', required: null },
      petName: { type: 'text', autocomplete: 'off', inputmode: null, required: '' },
    };
    for (const [field, attributes] of Object.entries(expected)) {
      const input = flowPage.field(field as 'name');
      expect(input.getAttribute('aria-invalid'), field).to.equal(null);
      for (const [attribute, value] of Object.entries(attributes))
        expect(input.getAttribute(attribute), `${field} ${attribute}`).to.equal(value);
    }
    // Phone and e-mail: either will do, as the group's hint says.
    const group = flowPage.part('contact')!;
    expect(group.localName).to.equal('fieldset');
    expect(group.querySelector('legend')!.textContent).to.equal('How can the branch reach you?');
    expect(accessibleDescription(flowPage.field('phone'))).to.equal('A phone number, an e-mail address, or both.');
    // Pet types in words, the unspecified one left out, "Other" last.
    const types = [...flowPage.field<HTMLSelectElement>('petType').options].map((option) => option.text);
    expect(types).to.deep.equal([
      'Choose…',
      'Dog',
      'Cat',
      'Bird',
      'Rabbit',
      'Guinea pig',
      'Horse',
      'Hamster',
      'Rat',
      'Mouse',
      'Chinchilla',
      'Other',
    ]);
    expect(accessibleName(flowPage.field('note'))).to.equal('Anything the groomer should know? (optional)');
    // Without agreements after it, the step ends the journey.
    expect(flowPage.footer!.contains(flowPage.finishButton)).to.equal(true);
    expect(flowPage.context.length).to.equal(2);
    await expect(flow).to.be.accessible();
  });

  it('says what is missing when the customer tries to go on, and takes focus to the first field at fault', async () => {
    const { flow, flowPage } = await toDetails();
    const completions: unknown[] = [];
    flow.addEventListener('booking-flow-complete', (event) => completions.push(event.detail));
    flowPage.finishButton.focus();
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => deepActiveElement() === flowPage.field('name'), 'focus never reached the name');
    expect(completions).to.deep.equal([]);
    expect(flowPage.fieldProblem('name')).to.equal('Enter your name.');
    expect(flowPage.fieldProblem('phone')).to.equal(
      'A phone number, an e-mail address, or both. Enter a phone number or an e-mail address.',
    );
    expect(flowPage.fieldProblem('email')).to.equal(
      'A phone number, an e-mail address, or both. Enter a phone number or an e-mail address.',
    );
    expect(flowPage.fieldProblem('petName')).to.equal('Enter your pet’s name.');
    // Optional fields are never at fault.
    expect(flowPage.field('note').getAttribute('aria-invalid')).to.equal(null);
    await expect(flow).to.be.accessible();

    // Typing fixes a problem as it goes; the next try goes to the next field at fault.
    await sendKeys({ type: 'Jane Doe' });
    await flow.updateComplete;
    expect(flowPage.fieldProblem('name')).to.equal('');
    flowPage.finishButton.click();
    await waitUntil(() => deepActiveElement() === flowPage.field('phone'), 'focus never reached the phone');
    await sendKeys({ type: '555-12' });
    await sendKeys({ press: 'Tab' });
    await flow.updateComplete;
    expect(flowPage.fieldProblem('phone')).to.equal(
      'Enter a phone number with 7 to 15 digits, such as 555 123 4567. A phone number, an e-mail address, or both.',
    );
    expect(flowPage.fieldProblem('email')).to.equal('');
    await expect(flow).to.be.accessible();
  });

  it('says nothing of a field before the customer leaves it, then what is wrong with what was typed', async () => {
    const { flow, flowPage } = await toDetails();
    // Tabbing through untouched fields raises nothing.
    flowPage.field('name').focus();
    for (let presses = 0; presses < 4; presses += 1) await sendKeys({ press: 'Tab' });
    await flow.updateComplete;
    for (const field of ['name', 'phone', 'email', 'petName'] as const) expect(flowPage.fieldProblem(field), field).to.equal('');

    flowPage.field('email').focus();
    await sendKeys({ type: 'jane@example' });
    expect(flowPage.fieldProblem('email'), 'while typing').to.equal('');
    await shiftTab();
    await flow.updateComplete;
    expect(flowPage.fieldProblem('email')).to.equal(
      'Enter an e-mail address whose part after the @ is a domain such as example.com. A phone number, an e-mail address, or both.',
    );
    expect(accessibleDescription(flowPage.field('email'))).to.contain('Enter an e-mail address whose part after the @ is a domain');
    await expect(flow).to.be.accessible();
  });

  it('takes every address and number of the shared table the gateway takes, and says why it refuses the others', async () => {
    const { flow, flowPage } = await toDetails();
    await fillIn(flowPage, { name: 'Jane Doe', petName: 'Biscuit' });
    const words: Record<EmailExample['verdict'] | PhoneExample['verdict'], string> = {
      accepted: '',
      emailShape: 'Enter an e-mail address such as name@example.com.',
      emailCharacters: 'Enter an e-mail address without spaces, and before the @ only letters a to z, digits and signs such as . _ - +.',
      emailDots: 'Enter an e-mail address with no dot at its start or end, next to the @, or two in a row.',
      emailDomain: 'Enter an e-mail address whose part after the @ is a domain such as example.com.',
      emailLength: 'Enter an e-mail address of at most 254 characters, 64 of them before the @.',
      phoneDigits: 'Enter a phone number with 7 to 15 digits, such as 555 123 4567.',
      phoneCharacters: 'Enter a phone number in digits: only spaces and + ( ) - . / may go with them.',
    };
    const hint = 'A phone number, an e-mail address, or both.';
    // Each kind of verdict is checked by axe once.
    const checked = new Set<string>();
    const judge = async (field: 'email' | 'phone', value: string, verdict: keyof typeof words) => {
      await flowPage.fill(field, value);
      expect(flowPage.fieldProblem(field), `${field} ${JSON.stringify(value)}`).to.equal(
        verdict === 'accepted' ? '' : `${words[verdict]} ${hint}`,
      );
      if (checked.has(verdict)) return;
      checked.add(verdict);
      await expect(flow).to.be.accessible();
    };
    // Each address alone as the way to reach the customer, then each number alone.
    for (const { email, verdict } of emailExamples) await judge('email', email, verdict);
    await flowPage.fill('email', '');
    for (const { phone, verdict } of phoneExamples) await judge('phone', phone, verdict);
    // One the gateway refuses is never sent: "Finish" takes focus to it.
    const completions: unknown[] = [];
    flow.addEventListener('booking-flow-complete', (event) => completions.push(event.detail));
    await flowPage.fill('phone', '');
    await flowPage.fill('email', 'john..doe@example.com');
    flowPage.finishButton.click();
    await waitUntil(() => deepActiveElement() === flowPage.field('email'), 'focus never reached the e-mail');
    expect(completions).to.deep.equal([]);
  });

  it('counts the note as the customer types, tells screen readers once they pause, and refuses a note too long rather than cutting it', async () => {
    const { flow, flowPage } = await toDetails();
    const note = flowPage.field<HTMLTextAreaElement>('note');
    const shownCount = () => flowPage.part('count')!.textContent;
    // The field says its limit from the start, and the live region holds the count (polite: it waits its turn).
    expect(accessibleDescription(note)).to.equal('0 of 2,000 characters');
    const status = byRole(flow, 'status', '0 of 2,000 characters');
    note.focus();
    await sendKeys({ type: 'Shy' });
    await flow.updateComplete;
    expect(shownCount()).to.equal('3 of 2,000 characters');
    expect(status.textContent, 'not at every key').to.equal('0 of 2,000 characters');
    await sendKeys({ type: ' dog' });
    await waitUntil(() => status.textContent === '7 of 2,000 characters', 'the count was never said after the pause', { timeout: 3000 });
    await expect(flow).to.be.accessible();

    // Pasted beyond the limit: kept whole, the count over it, and a word once the field is left.
    const long = 'Very shy with the dryer. '.repeat(82);
    await flowPage.fill('note', long);
    expect(note.value).to.equal(long);
    expect(shownCount()).to.equal('2,050 of 2,000 characters');
    expect(flowPage.part('count')!.getAttribute('part')).to.contain('over');
    expect(flowPage.fieldProblem('note')).to.match(/^Enter at most 2,000 characters\. /);
    await expect(flow).to.be.accessible();
    const completions: unknown[] = [];
    flow.addEventListener('booking-flow-complete', (event) => completions.push(event.detail));
    await fillIn(flowPage, { name: 'Jane Doe', email: 'jane@example.com', petName: 'Biscuit' });
    flowPage.finishButton.click();
    await waitUntil(() => deepActiveElement() === note, 'focus never reached the note');
    expect(completions).to.deep.equal([]);
    // Shortened to the limit, it goes.
    const completed = oneEvent(flow, 'booking-flow-complete');
    await flowPage.fill('note', long.slice(0, 2000));
    expect(flowPage.fieldProblem('note')).to.equal('');
    flowPage.finishButton.click();
    expect((await completed).detail.customer.note).to.equal(long.slice(0, 2000).trim());
  });

  it('goes through the step by keyboard alone, and completes with the values trimmed', async () => {
    const { flow, flowPage } = await toDetails();
    const field = (name: keyof BookingFlowCustomer) => flowPage.field(name);
    await sendKeys({ press: 'Tab' });
    // The summary's two "Change" buttons come first, then the fields.
    for (let presses = 0; presses < 4 && deepActiveElement() !== field('name'); presses += 1) await sendKeys({ press: 'Tab' });
    expect(deepActiveElement()).to.equal(field('name'));
    await sendKeys({ type: '  Jane Doe ' });
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'Tab' });
    expect(deepActiveElement()).to.equal(field('email'));
    await sendKeys({ type: 'jane@example.com' });
    await sendKeys({ press: 'Tab' });
    await sendKeys({ type: 'Biscuit' });
    const completed = oneEvent(flow, 'booking-flow-complete');
    await sendKeys({ press: 'Enter' });
    const { customer } = (await completed).detail;
    expect(customer).to.deep.equal({ name: 'Jane Doe', phone: '', email: 'jane@example.com', petName: 'Biscuit', petType: '', note: '' });
  });

  it('keeps every value while the customer goes back and forth, and completes with them after the agreements', async () => {
    stubWindowOpen();
    const { flow, flowPage } = await toDetails({ 'customer-id': setting.customerId });
    expect(flowPage.stepNames).to.deep.equal([
      'Find your branch (done)',
      'Choose a time (done)',
      'Your details',
      'Sign the agreements (upcoming)',
    ]);
    await fillIn(flowPage, jane);
    flowPage.continueButton.click();
    await onStep(flowPage, 'Sign the agreements');
    await flowPage.shownAgreements();

    // Back to the time through the summary, and on again: the details are as they were.
    flowPage.changeButton('time').click();
    await onStep(flowPage, 'Choose a time');
    flowPage.confirmTimeButton.click();
    await onStep(flowPage, 'Your details');
    expect(shownValues(flowPage)).to.deep.equal(jane);
    // Back to the branch through the step indicator, the same branch found again: still there.
    byRole<HTMLButtonElement>(flow, 'button', 'Find your branch (done)').click();
    await onStep(flowPage, 'Find your branch');
    await findZip(flowPage, setting.bookable.zipcode);
    await onStep(flowPage, 'Choose a time');
    flowPage.confirmTimeButton.click();
    await onStep(flowPage, 'Your details');
    expect(shownValues(flowPage)).to.deep.equal(jane);
    await expect(flow).to.be.accessible();

    flowPage.continueButton.click();
    await onStep(flowPage, 'Sign the agreements');
    for (const signButton of flowPage.signButtons) signButton.button.click();
    await waitUntil(() => flowPage.finishButton.getAttribute('aria-disabled') !== 'true', 'Finish stays unavailable');
    const completed = oneEvent(flow, 'booking-flow-complete');
    flowPage.finishButton.click();
    expect((await completed).detail.customer).to.deep.equal(jane);
  });

  it('starts from the customer property, and a host’s odd values stay out', async () => {
    const journey = await renderFlow(setting.scope, { details: '' });
    journey.flow.customer = { name: 'Jane Doe', email: 'jane@example.com', petType: 'CAT', phone: 42 } as unknown as BookingFlowCustomer;
    await toChosenTime(journey.flowPage, setting.bookable.zipcode);
    journey.flowPage.confirmTimeButton.click();
    await onStep(journey.flowPage, 'Your details');
    await journey.flowPage.shownDetails();
    expect(shownValues(journey.flowPage)).to.deep.equal({ ...jane, phone: '', petName: '', petType: 'CAT', note: '' });
    await journey.flowPage.fill('petName', 'Mittens');
    const completed = oneEvent(journey.flow, 'booking-flow-complete');
    journey.flowPage.finishButton.click();
    expect((await completed).detail.customer).to.deep.equal({
      name: 'Jane Doe',
      phone: '',
      email: 'jane@example.com',
      petName: 'Mittens',
      petType: 'CAT',
      note: '',
    });
  });

  it('offers only the pet types the flow serves (pet-types)', async () => {
    const { flowPage } = await toDetails({ 'pet-types': 'CAT DOG' });
    const types = [...flowPage.field<HTMLSelectElement>('petType').options].map((option) => option.text);
    expect(types).to.deep.equal(['Choose…', 'Dog', 'Cat']);
  });

  it('speaks Spanish and French', async () => {
    for (const [lang, title, name, problem, note, count] of [
      ['es', 'Tus datos', 'Tu nombre', 'Escribe tu nombre.', /^¿Algo que deba saber/, '0 de 2000 caracteres'],
      ['fr', 'Vos coordonnées', 'Votre nom', 'Indiquez votre nom.', /^Quelque chose à dire/, '0 sur 2 000 caractères'],
    ] as const) {
      const { flow, flowPage } = await renderFlow(newScope(), { details: '', lang });
      await waitUntil(() => flowPage.finder?.el.shadowRoot?.querySelector('input'), 'the words never loaded');
      await findZip(flowPage, setting.bookable.zipcode);
      await (await flowPage.shownPicker()).chooseFirstFreeTime();
      await flow.updateComplete;
      byRole<HTMLButtonElement>(flow, 'button', lang === 'es' ? 'Confirmar horario' : 'Confirmer l’horaire').click();
      await waitUntil(() => queryByRole(flow, 'textbox', name), `${lang}: the step never came`, { timeout: 9000 });
      expect(accessibleName(flowPage.heading!)).to.equal(title);
      byRole<HTMLButtonElement>(flow, 'button', lang === 'es' ? 'Finalizar' : 'Terminer').click();
      await waitUntil(() => byRole(flow, 'textbox', name).getAttribute('aria-invalid') === 'true', `${lang}: no problem shown`);
      expect(accessibleDescription(byRole(flow, 'textbox', name))).to.equal(problem);
      expect(accessibleDescription(byRole(flow, 'textbox', note))).to.equal(count);
      await expect(flow).to.be.accessible();
    }
  });
});
