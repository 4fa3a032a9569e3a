/**
 * The words of the customers' e-mails, alone (the e-mails as sent, read back by mailparser, are
 * tested with the outbox): each kind in each language, the branch's words never forging a line or
 * markup, and a link only to an http(s) page.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { toldStatuses } from '../../src/api/booking-requests/lifecycle.js';
import { type CustomerMessageFacts, customerMessage } from '../../src/gateway/booking-requests/delivery/customer-words.js';
import { petTypeInWords, servicesInWords } from '../../src/gateway/booking-requests/delivery/mail-text.js';

const facts: CustomerMessageFacts = {
  kind: 'received',
  reference: 'BR-7KQ2-M9',
  language: 'en-US',
  timeZone: 'America/New_York',
  startTime: '2027-05-13T18:00:00Z',
  endTime: '2027-05-13T19:00:00Z',
  branch: 'Pawsome Grooming Park Slope',
  groomer: 'Priya O’Connor',
  customerName: 'Nadia Rossi',
  petName: 'Biscuit',
  services: '',
  message: '',
  offers: [],
  statusLink: 'https://pawsome.example/request#request=abc',
};

describe("customers' e-mail words", () => {
  it('says on receipt that nothing is booked until the branch confirms, in the branch’s zone, with the link to follow it', () => {
    const { subject, text, html, language } = customerMessage(facts);
    assert.equal(language, 'en');
    assert.match(subject, /BR-7KQ2-M9: not booked yet/);
    assert.match(text, /It is not booked until the branch confirms it/);
    assert.match(text, /Thursday, May 13, 2027, 2:00\s.\s3:00\sPM \(America\/New_York\)/);
    assert.match(text, /Your request: https:\/\/pawsome\.example\/request#request=abc/);
    assert.match(html, /<a href="https:\/\/pawsome\.example\/request#request=abc">Your request<\/a>/);
    assert.match(html, /Priya O’Connor/);
  });

  it('names the services the customer chose, and their pet’s type, in the language of the request', () => {
    assert.doesNotMatch(customerMessage(facts).text, /Services/);
    const chosen = { ...facts, services: 'Full groom, Nail trim (dog)' };
    assert.match(customerMessage(chosen).text, /Services: Full groom, Nail trim \(dog\)/);
    assert.match(customerMessage({ ...chosen, language: 'es' }).text, /Servicios: Full groom, Nail trim \(dog\)/);
    assert.match(customerMessage({ ...chosen, language: 'fr', kind: 'confirmed' }).html, /Prestations/);
  });

  it('writes the pet’s type in the words of the e-mail’s language, never the API’s code', () => {
    const groom = [{ name: 'Full groom' }, { name: 'Nail trim' }];
    assert.equal(servicesInWords(groom, 'GUINEA_PIG', 'en'), 'Full groom, Nail trim (guinea pig)');
    assert.equal(servicesInWords(groom, 'DOG', 'es'), 'Full groom, Nail trim (perro)');
    assert.equal(servicesInWords(groom, 'GUINEA_PIG', 'fr'), 'Full groom, Nail trim (cochon d’Inde)');
    assert.equal(petTypeInWords('CAT', 'fr'), ' (chat)');
    assert.equal(petTypeInWords('MOUSE', 'es'), ' (ratón)');
    assert.equal(petTypeInWords('TYPE_UNSPECIFIED', 'es'), '');
    assert.equal(servicesInWords([], 'DOG', 'es'), '');
    // A type newer than the gateway's words: the API's name in lower case rather than nothing.
    assert.equal(petTypeInWords('SNAKE_LIKE', 'fr'), ' (snake like)');
  });

  it('writes every kind in English, Spanish and French, and English for a language it does not speak', () => {
    for (const kind of toldStatuses)
      for (const [tag, language] of [
        ['es-MX', 'es'],
        ['fr', 'fr'],
        ['de-DE', 'en'],
        [undefined, 'en'],
      ] as const) {
        const message = customerMessage({ ...facts, kind, language: tag });
        assert.equal(message.language, language);
        assert.ok(message.subject.length > 10 && !/[\r\n]/.test(message.subject), `${kind} ${language}: ${message.subject}`);
        assert.match(message.html, new RegExp(`<html lang="${language}">`));
      }
    assert.match(customerMessage({ ...facts, language: 'es' }).text, /No está reservada hasta que la sucursal la confirme/);
    assert.match(customerMessage({ ...facts, language: 'fr' }).text, /jeudi 13 mai 2027/);
  });

  it('gives a declined request the branch’s words and the times it offered, each to be taken on the request’s page', () => {
    const message = customerMessage({
      ...facts,
      kind: 'declined',
      message: 'Priya is away that day.\nWe can do Friday.',
      offers: [
        { startTime: '2027-05-14T14:00:00Z', endTime: '2027-05-14T15:00:00Z', groomer: 'Priya O’Connor' },
        { startTime: '2027-05-15T13:00:00Z', endTime: '2027-05-15T14:00:00Z', groomer: '' },
      ],
    });
    assert.match(message.text, /The branch wrote:\n\n {2}Priya is away that day\.\n {2}We can do Friday\./);
    assert.match(
      message.text,
      /- Friday, May 14, 2027, 10:00\s.\s11:00\sAM \(America\/New_York\), Priya O’Connor\n- Saturday, May 15, 2027/,
    );
    assert.match(message.text, /Take one of these times: https:\/\/pawsome\.example\/request#request=abc/);
    assert.doesNotMatch(message.text, /It is not booked until/);
  });

  it('keeps outside words on their own lines and shows them as text, never as markup', () => {
    const message = customerMessage({
      ...facts,
      kind: 'declined',
      customerName: 'Nadia\r\nBcc: victim@example.com',
      branch: 'Paws <b>&</b> Co',
      message: 'Sorry.\rSubject: you won\u2028<script>alert(1)</script>',
    });
    for (const line of message.text.split('\n')) assert.doesNotMatch(line, /^(Bcc|Subject):/);
    assert.doesNotMatch(message.html, /<script>|<b>/);
    assert.match(message.html, /Paws &lt;b&gt;&amp;&lt;\/b&gt; Co/);
    assert.match(message.html, /&lt;script&gt;alert\(1\)&lt;\/script&gt;/);
  });

  it('links only to an http(s) page', () => {
    for (const statusLink of ['javascript:alert(1)//#request=abc', 'data:text/html,hi', 'not a url', undefined]) {
      const message = customerMessage({ ...facts, statusLink });
      assert.doesNotMatch(message.html, /<a /);
      assert.doesNotMatch(message.text, /Your request:/);
    }
  });
});
