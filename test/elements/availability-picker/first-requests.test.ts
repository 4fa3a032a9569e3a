/**
 * The first requests the script-tag entry starts for a picker are, to the byte, those the picker
 * then sends, whatever its attributes: otherwise its transport could not take their answers.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { createClient } from '../../../src/api/client.js';
import '../../../src/elements/availability-picker/define.js';
import type { AvailabilityPicker } from '../../../src/elements/availability-picker/availability-picker.js';
import { pickerFirstRequests } from '../../../src/elements/availability-picker/first-requests.js';
import { until } from '../../helpers/until.js';

interface Sent {
  method: string;
  url: string;
  body?: string;
}

/** What a picker with `attributes` sends first, through a fetch that answers nothing useful. */
async function firstSent(attributes: Record<string, string>): Promise<{ sent: Sent[]; picker: AvailabilityPicker }> {
  const sent: Sent[] = [];
  const client = createClient({
    baseUrl: attributes['base-url'] ?? '',
    retries: 0,
    fetch: async (input, init) => {
      sent.push({ method: init?.method ?? 'GET', url: String(input), ...(typeof init?.body === 'string' ? { body: init.body } : {}) });
      return new Promise<Response>(() => undefined);
    },
  });
  // Attributes first, as the page has them before the picker's code runs.
  const picker = document.createElement('availability-picker');
  for (const [name, value] of Object.entries(attributes)) picker.setAttribute(name, value);
  picker.client = client;
  (await fixture<HTMLElement>(html`<div></div>`)).append(picker);
  const expected = pickerFirstRequests(picker).length;
  await until('the first requests', () => sent.length >= expected);
  return { sent, picker };
}

describe("a picker's first requests, as the entry writes them", () => {
  const branch = { 'company-id': 'cmp_1', 'business-id': 'biz_1' };
  for (const [name, attributes] of Object.entries({
    'the company and a week': branch,
    'a month calendar': { ...branch, layout: 'month' },
    'a zone of its own (no company asked)': { ...branch, 'time-zone': 'Australia/Lord_Howe' },
    'dates, filters and a last day': {
      ...branch,
      'start-date': '2031-03-09',
      'end-date': '2031-03-20',
      'max-date': '2031-03-15',
      'service-ids': 'svc_1, svc_2',
      'staff-ids': 'stf_1',
      'pet-types': 'dog cat',
      'customer-id': 'cus_1',
      zipcode: '02134',
    },
    'a base URL with a trailing slash': { ...branch, 'base-url': 'https://gateway.example/booking/' },
  })) {
    it(`are the picker's own: ${name}`, async () => {
      const { sent, picker } = await firstSent(attributes);
      const written = pickerFirstRequests(picker);
      expect(written.length).to.be.above(0);
      expect(sent.slice(0, written.length)).to.have.deep.members(written);
    });
  }

  it('are none for a picker the picker would refuse, or that holds a key', async () => {
    const picker = document.createElement('div');
    for (const attributes of [{ 'business-id': 'biz_1' }, { ...branch, 'start-date': '2031-02-30' }, { ...branch, 'api-key': 'k' }]) {
      for (const name of [...picker.getAttributeNames()]) picker.removeAttribute(name);
      for (const [name, value] of Object.entries(attributes)) picker.setAttribute(name, value);
      expect(pickerFirstRequests(picker), JSON.stringify(attributes)).to.deep.equal([]);
    }
  });
});
