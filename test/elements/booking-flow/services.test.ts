/**
 * `<booking-flow>` with `<booking-service>` children (issue 40): "What would you like?" right after
 * the branch (the pet's type, then the services offered for it), availability asked for those
 * services and that pet type, and the choice carried to the end of the journey. With the keyboard,
 * in English, Spanish and French, right to left, 375 px wide.
 */
import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import type { BookingFlow } from '../../../src/elements/booking-flow/booking-flow.js';
import '../../../src/elements/booking-flow/define.js';
import type { BookingFlowCompleteDetail } from '../../../src/elements/booking-flow/events.js';
import type { BookingWarningDetail } from '../../../src/shared/events.js';
import { requestLog, scopedBaseUrl } from '../../helpers/reference.js';
import { accessibleDescription, accessibleName, allByRole, byLabel, byRole, queryByRole } from '../../helpers/roles.js';
import { typeOver } from '../../helpers/keyboard.js';
import { until } from '../../helpers/until.js';
import { FlowPage } from '../../pages/index.js';
import { drawnOutside, findZip, flowSetting, isUnavailable, onStep, tabTo } from './journey.js';

/** The services of the bookable branch's company in the reference world, by the words of their names. */
interface Catalog {
  nails: { id: string; durationMinutes: number };
  bath: { id: string; durationMinutes: number };
  full: { id: string; durationMinutes: number };
}

describe('<booking-flow> with <booking-service> children', function () {
  this.timeout(40000);

  const setting = flowSetting();
  let catalog: Catalog;
  before(() => {
    const services = setting.world.services.filter((service) => service.companyId === setting.bookable.companyId);
    const named = (word: string) => services.find((service) => service.name.includes(word))!;
    catalog = { nails: named('Nail'), bath: named('Bath'), full: named('Full') };
  });

  /** A flow written in the page with three services: nails for every pet, a bath for dogs, a full groom for dogs and cats. */
  async function renderServicesFlow(attributes: { lang?: string; dir?: string; details?: boolean; width?: string } = {}) {
    const warnings: BookingWarningDetail[] = [];
    const wrapper =
      await fixture<HTMLDivElement>(html`<div lang=${attributes.lang ?? 'en'} dir=${attributes.dir ?? 'ltr'} style="width: ${attributes.width ?? 'auto'}">
      <button>before</button>
      <booking-flow base-url=${scopedBaseUrl(setting.scope)} ?details=${attributes.details ?? false}>
        <booking-service service-id=${catalog.nails.id} duration="30 min" price="$25">Nail trim</booking-service>
        <booking-service service-id=${catalog.bath.id} pet-types="DOG" duration="45 min" price="$55">Bath</booking-service>
        <booking-service service-id=${catalog.full.id} pet-types="DOG CAT" duration="1 h 30" price="$110">Full groom</booking-service>
      </booking-flow>
    </div>`);
    const flow = wrapper.querySelector('booking-flow') as BookingFlow;
    flow.addEventListener('booking-warning', (event) => warnings.push(event.detail));
    await flow.updateComplete;
    return { flow, flowPage: new FlowPage(flow), warnings };
  }

  const servicesShown = (flowPage: FlowPage) =>
    until(
      '"What would you like?"',
      () => queryByRole<HTMLSelectElement>(flowPage.shownPanel ?? flowPage.el, 'combobox', 'Type of pet'),
      9000,
    );
  const checkbox = (flowPage: FlowPage, name: string) => byRole<HTMLInputElement>(flowPage.shownPanel!, 'checkbox', name);
  const checkboxNames = (flowPage: FlowPage) => allByRole(flowPage.shownPanel!, 'checkbox').map(accessibleName);

  /** The GetBookingAvailability requests the reference API received in this test's scope. */
  const availabilityAsked = async () =>
    (await requestLog(setting.scope)).requests.filter((request) => request.operation === 'GetBookingAvailability');

  it('asks for the pet and the services right after the branch, with the keyboard, and asks the times for them', async () => {
    const { flow, flowPage, warnings } = await renderServicesFlow();
    expect(flowPage.stepNames).to.deep.equal(['Find your branch', 'What would you like? (upcoming)', 'Choose a time (upcoming)']);
    await expect(flow).to.be.accessible();

    (flow.previousElementSibling as HTMLElement).focus();
    await sendKeys({ press: 'Tab' });
    await sendKeys({ type: setting.bookable.zipcode });
    await sendKeys({ press: 'Enter' });
    await onStep(flowPage, 'What would you like?');
    const petType = await servicesShown(flowPage);
    expect(flowPage.context[0]).to.match(/^Branch /);
    // No pet type yet: no service offered, "Continue" says what it waits for.
    expect(checkboxNames(flowPage)).to.deep.equal([]);
    expect(isUnavailable(flowPage.continueButton)).to.equal(true);
    expect(accessibleDescription(flowPage.continueButton)).to.equal('Choose your pet’s type first');
    expect([...petType.options].map((option) => option.text)).to.deep.equal([
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
    await expect(flow).to.be.accessible();

    // Tab reaches the pet's type; typing its first letters chooses it, as in any select.
    await tabTo((element) => element === petType, 'the pet type');
    await sendKeys({ type: 'Cat' });
    await waitUntil(() => checkboxNames(flowPage).length > 0, 'the services never showed');
    expect(petType.value).to.equal('CAT');
    // The bath is for dogs only; duration and price as written, said with each checkbox.
    expect(checkboxNames(flowPage)).to.deep.equal(['Nail trim', 'Full groom']);
    expect(accessibleDescription(checkbox(flowPage, 'Full groom'))).to.equal('1 h 30 · $110');
    expect(accessibleDescription(flowPage.continueButton)).to.equal('Choose a service first');
    await expect(flow).to.be.accessible();

    await tabTo((element) => element === checkbox(flowPage, 'Nail trim'), 'Nail trim');
    await sendKeys({ press: 'Space' });
    await tabTo((element) => element === checkbox(flowPage, 'Full groom'), 'Full groom');
    await sendKeys({ press: 'Space' });
    expect(isUnavailable(flowPage.continueButton)).to.equal(false);
    await tabTo((element) => element === flowPage.continueButton, 'Continue');
    await sendKeys({ press: 'Enter' });

    await onStep(flowPage, 'Choose a time');
    expect(flowPage.context[1]).to.equal('Services Nail trim, Full groom for your cat Change services');
    const picker = await flowPage.shownPicker();
    expect(picker.el.serviceIds).to.deep.equal([catalog.nails.id, catalog.full.id]);
    expect(picker.el.petTypes).to.deep.equal(['CAT']);
    // What the API was asked, and what it answered: slots as long as both services together.
    const asked = (await availabilityAsked()).at(-1)!.body as { filter: { serviceIds: string[]; pets: { type: string }[] } };
    expect(asked.filter.serviceIds).to.deep.equal([catalog.nails.id, catalog.full.id]);
    expect(asked.filter.pets).to.deep.equal([{ type: 'CAT' }]);
    await picker.chooseFirstFreeTime();
    const slot = picker.el.value!;
    expect((Date.parse(slot.endTime) - Date.parse(slot.startTime)) / 60_000).to.equal(
      catalog.nails.durationMinutes + catalog.full.durationMinutes,
    );
    expect(warnings).to.deep.equal([]);
    await expect(flow).to.be.accessible();
  });

  it('goes back to the services with the step indicator; another choice forgets the time and asks again', async () => {
    const { flow, flowPage } = await renderServicesFlow({ details: true });
    await findZip(flowPage, setting.bookable.zipcode);
    await onStep(flowPage, 'What would you like?');
    const petType = await servicesShown(flowPage);
    petType.value = 'DOG';
    petType.dispatchEvent(new Event('change', { bubbles: true }));
    await flow.updateComplete;
    expect(checkboxNames(flowPage)).to.deep.equal(['Nail trim', 'Bath', 'Full groom']);
    checkbox(flowPage, 'Full groom').click();
    await flow.updateComplete;
    flowPage.continueButton.focus();
    flowPage.continueButton.click();
    await onStep(flowPage, 'Choose a time');
    const picker = await flowPage.shownPicker();
    await picker.chooseFirstFreeTime();
    await flow.updateComplete;
    expect(isUnavailable(flowPage.confirmTimeButton)).to.equal(false);

    // Back with the indicator: what was chosen is still chosen.
    const back = byRole<HTMLButtonElement>(flowPage.part('step-indicator')!, 'button', 'What would you like? (done)');
    back.focus();
    await sendKeys({ press: 'Enter' });
    await onStep(flowPage, 'What would you like?');
    expect(checkbox(flowPage, 'Full groom').checked).to.equal(true);
    // Another choice: the bath alone, 45 minutes.
    checkbox(flowPage, 'Full groom').click();
    checkbox(flowPage, 'Bath').click();
    await flow.updateComplete;
    flowPage.continueButton.focus();
    flowPage.continueButton.click();
    await onStep(flowPage, 'Choose a time');
    expect(isUnavailable(flowPage.confirmTimeButton), 'the time chosen for the full groom is forgotten').to.equal(true);
    await waitUntil(() => picker.el.serviceIds.join() === catalog.bath.id, 'the picker never got the bath');
    await until('availability for the bath', async () =>
      (await availabilityAsked()).some((request) => JSON.stringify(request.body).includes(`"serviceIds":["${catalog.bath.id}"]`)),
    );
    await picker.chooseFirstFreeTime();
    const slot = picker.el.value!;
    expect((Date.parse(slot.endTime) - Date.parse(slot.startTime)) / 60_000).to.equal(catalog.bath.durationMinutes);
    await flow.updateComplete;

    // "Your details" starts from the pet's type chosen with the services.
    flowPage.confirmTimeButton.click();
    await flowPage.shownDetails();
    expect(flowPage.field<HTMLSelectElement>('petType').value).to.equal('DOG');
    await flowPage.fill('name', 'Jane Doe');
    await flowPage.fill('email', 'jane@example.com');
    await flowPage.fill('petName', 'Biscuit');
    const completed = oneEvent(flow, 'booking-flow-complete') as Promise<CustomEvent<BookingFlowCompleteDetail>>;
    flowPage.finishButton.click();
    const { detail } = await completed;
    expect(detail.services).to.deep.equal([{ id: catalog.bath.id, name: 'Bath' }]);
    expect(detail.petType).to.equal('DOG');
    expect(detail.customer?.petType).to.equal('DOG');
    await waitUntil(() => flowPage.part('summary'), 'the summary never showed');
    expect(flowPage.part('summary')!.textContent).to.include('Bath for your dog');
    await expect(flow).to.be.accessible();
  });

  for (const [lang, heading, petLabel, legend, cat, waiting] of [
    ['es', '¿Qué te gustaría?', 'Tipo de mascota', 'Servicios', 'Gato', 'Primero elige un servicio'],
    ['fr', 'Que souhaitez-vous ?', 'Type d’animal', 'Prestations', 'Chat', 'Choisissez d’abord une prestation'],
  ] as const) {
    it(`speaks ${lang}, right to left too, 375 px wide, nothing drawn outside`, async () => {
      await setViewport({ width: 375, height: 740 });
      try {
        const { flow, flowPage } = await renderServicesFlow({ lang, dir: 'rtl' });
        const zipField = await until('the ZIP code field', () => queryByRole<HTMLInputElement>(flowPage.finder!.el, 'textbox'));
        await typeOver(zipField, setting.bookable.zipcode);
        await sendKeys({ press: 'Enter' });
        await waitUntil(() => flowPage.heading?.textContent === heading, `the heading never read ${heading}`);
        const petType = await until('the pet type', () => queryByRole<HTMLSelectElement>(flowPage.shownPanel!, 'combobox', petLabel), 9000);
        petType.value = 'CAT';
        petType.dispatchEvent(new Event('change', { bubbles: true }));
        await flow.updateComplete;
        expect([...petType.selectedOptions].map((option) => option.text)).to.deep.equal([cat]);
        expect(accessibleName(byRole(flowPage.shownPanel!, 'group', new RegExp(`^${legend}`)))).to.equal(legend);
        expect(accessibleDescription(byLabel(flowPage.shownPanel!, 'Full groom'))).to.equal('1 h 30 · $110');
        expect(accessibleDescription(byRole(flowPage.shownPanel!, 'button', /^(Continuar|Continuer)$/))).to.equal(waiting);
        expect(getComputedStyle(flowPage.shownPanel!).direction).to.equal('rtl');
        expect(drawnOutside(flow)).to.deep.equal([]);
        await expect(flow).to.be.accessible();
      } finally {
        await setViewport({ width: 800, height: 600 });
      }
    });
  }

  it('sees services a page adds later, and tells the owner of one without an id', async () => {
    const { flow, flowPage, warnings } = await renderServicesFlow();
    flow.replaceChildren();
    await waitUntil(() => flowPage.stepNames.length === 2, 'the step never went');
    expect(flowPage.stepNames).to.deep.equal(['Find your branch', 'Choose a time (upcoming)']);
    const service = (id: string, name: string) => {
      const added = Object.assign(document.createElement('booking-service'), { textContent: name });
      if (id) added.setAttribute('service-id', id);
      return added;
    };
    const withoutId = service('', 'Teeth cleaning');
    flow.append(withoutId);
    await flow.updateComplete;
    expect(flowPage.stepNames, 'a service without an id is no service').to.have.length(2);
    flow.append(service(catalog.nails.id, 'Nail trim'));
    await waitUntil(() => flowPage.stepNames.length === 3, 'the step never came');
    expect(flowPage.stepNames[1]).to.equal('What would you like? (upcoming)');
    await findZip(flowPage, setting.bookable.zipcode);
    await onStep(flowPage, 'What would you like?');
    await waitUntil(() => warnings.length > 0, 'no warning for a service without an id');
    expect(warnings).to.deep.equal([
      { operation: 'booking-service', message: 'Left out 1 <booking-service> without a service-id or a name.' },
    ]);
    // The only service is for every pet: every type is offered.
    const petType = await servicesShown(flowPage);
    expect(petType.options).to.have.length(12);
    // It draws nothing by itself.
    expect(withoutId.getBoundingClientRect().height).to.equal(0);
  });
});
