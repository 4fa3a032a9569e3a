import { expect } from '@open-wc/testing';
import { emailProblem, phoneProblem } from '../../src/common/contact.js';
import { callHref, dialable, emailHref, mailable, textHref } from '../../src/common/contact-links.js';
import { emailExamples, phoneExamples } from './contact-examples.js';

describe('contact links', () => {
  it('gives each example of the shared table its verdict: one rule for the flow, the gateway and the links', () => {
    for (const { email, verdict } of emailExamples) expect(emailProblem(email.trim()) ?? 'accepted', email).to.equal(verdict);
    for (const { phone, verdict } of phoneExamples) expect(phoneProblem(phone.trim()) ?? 'accepted', phone).to.equal(verdict);
  });

  it('writes to every address the flow and the gateway take, and to none they refuse', () => {
    for (const { email, verdict } of emailExamples) {
      const address = mailable(email);
      if (verdict !== 'accepted') {
        expect(address, email).to.equal(undefined);
        continue;
      }
      expect(address, email).to.equal(email.trim());
      const mailto = new URL(emailHref(address!, 'Your booking', 'Hello'));
      expect(mailto.protocol, email).to.equal('mailto:');
      expect(decodeURIComponent(mailto.pathname), email).to.equal(email.trim());
      expect([...mailto.searchParams.keys()], email).to.deep.equal(['subject', 'body']);
    }
  });

  it('calls and texts every number the flow and the gateway take, its digits with a leading + where it had one', () => {
    for (const { phone, verdict, dials } of phoneExamples) {
      const number = dialable(phone);
      if (verdict !== 'accepted') {
        expect(number, phone).to.equal(undefined);
        continue;
      }
      expect(number, phone).to.equal(dials);
      expect(callHref(number!), phone).to.equal(`tel:${dials}`);
      expect(textHref(number!, 'Hi'), phone).to.equal(`sms:${dials}?body=Hi`);
    }
  });

  it('dials nothing and mails nothing that is empty or more than a contact', () => {
    for (const phone of ['', '   ', '1234', '555\n123 4567']) expect(dialable(phone), phone).to.equal(undefined);
    for (const email of ['', 'ana@example.com\nBcc: x@y.z', 'ana@example.com\u2028x']) expect(mailable(email), email).to.equal(undefined);
  });

  it('encodes every part of a link', () => {
    expect(callHref('+15550110')).to.equal('tel:+15550110');
    expect(textHref('+15550110', 'Hi Ana & Bo? 100% #1')).to.equal('sms:+15550110?body=Hi%20Ana%20%26%20Bo%3F%20100%25%20%231');
    expect(emailHref("o'connor+x@example.com", 'Your booking & more', 'Line one\nLine two')).to.equal(
      "mailto:o'connor%2Bx@example.com?subject=Your%20booking%20%26%20more&body=Line%20one%0D%0ALine%20two",
    );
    const mailto = new URL(emailHref('ana@bücher.de', 'a', 'b'));
    expect(mailto.protocol).to.equal('mailto:');
    expect(decodeURIComponent(mailto.pathname)).to.equal('ana@bücher.de');
  });
});
