/**
 * The picker's settings a flow passes on are named once (forwarded-settings.ts): the picker and the
 * flow declare each with the same attribute and kind, the early requests read them from a picker's
 * attributes, and the flow's picker gets them as the page would have written them.
 */
import { expect, fixture, html } from '@open-wc/testing';
import type { PropertyDeclaration } from 'lit';
import { AvailabilityPicker } from '../../src/elements/availability-picker/availability-picker.js';
import { forwardedSettings, forwardSettings, settingsOfAttributes } from '../../src/elements/availability-picker/forwarded-settings.js';
import { BookingFlow } from '../../src/elements/booking-flow/booking-flow.js';
import { listAttribute } from '../../src/shared/attributes.js';
import '../../src/elements/availability-picker/define.js';

describe('forwarded settings', () => {
  for (const [name, element] of [
    ['<availability-picker>', AvailabilityPicker],
    ['<booking-flow>', BookingFlow],
  ] as const) {
    it(`are declared by ${name} with the same attribute and kind`, () => {
      // Read by the browser when the tag is defined; Lit lists the declarations then.
      const observed = element.observedAttributes;
      for (const { property, attribute, list } of forwardedSettings) {
        expect(observed, property).to.include(attribute);
        const declared: PropertyDeclaration | undefined = element.elementProperties.get(property);
        expect(declared?.attribute, property).to.equal(attribute === property ? undefined : attribute);
        expect(declared?.converter === listAttribute, property).to.equal(list);
      }
    });
  }

  it("are read from a picker's attributes before its code has loaded", () => {
    const picker = document.createElement('availability-picker-undefined');
    picker.setAttribute('service-ids', 'svc_1, svc_2');
    picker.setAttribute('customer-id', 'cus_1');
    picker.setAttribute('layout', 'month');
    expect(settingsOfAttributes(picker)).to.deep.equal({
      customerId: 'cus_1',
      serviceIds: ['svc_1', 'svc_2'],
      staffIds: [],
      petTypes: [],
      timeZone: '',
      layout: 'month',
      maxDate: '',
    });
  });

  it('are given to a picker as the page would write them: texts as attributes, lists as properties', async () => {
    const picker = await fixture<AvailabilityPicker>(html`<availability-picker></availability-picker>`);
    const settings = {
      customerId: 'cus_1',
      serviceIds: ['svc_1'],
      staffIds: ['stf_1'],
      petTypes: ['DOG'],
      timeZone: 'America/New_York',
      layout: 'month',
      maxDate: '2027-06-30',
    };
    forwardSettings(picker, settings);
    expect(settingsOfAttributes(picker)).to.deep.include({ customerId: 'cus_1', timeZone: 'America/New_York', layout: 'month' });
    expect([picker.serviceIds, picker.staffIds, picker.petTypes, picker.maxDate]).to.deep.equal([
      ['svc_1'],
      ['stf_1'],
      ['DOG'],
      '2027-06-30',
    ]);
  });
});
