import { expect } from '@open-wc/testing';
import { callHref, dialable, emailHref, mailable, textHref } from '../../src/common/contact-links.js';

describe('contact links', () => {
  it('dials the digits of a phone number as people type it, with a leading + where it had one', () => {
    expect(dialable('+1 555 0110')).to.equal('+15550110');
    expect(dialable(' (555) 555-0110 ')).to.equal('5555550110');
    expect(dialable('555.555.0110')).to.equal('5555550110');
    expect(dialable('+44 20 7946 0018')).to.equal('+442079460018');
    expect(dialable('+1-555-555-0110')).to.equal('+15555550110');
  });

  it('dials nothing that holds more than a number, or too few or too many digits', () => {
    for (const phone of [
      '',
      'call me',
      '555-0110 ext 2',
      '555 0110;tel',
      '1+555 0110',
      '+1 555 0110?body=x',
      '1234',
      '+1234567890123456',
      '++15550110',
      'javascript:alert(1)',
    ]) {
      expect(dialable(phone), phone).to.equal(undefined);
    }
  });

  it('mails an address a mail client can take, and nothing else', () => {
    expect(mailable(' ana.ruiz@example.com ')).to.equal('ana.ruiz@example.com');
    expect(mailable("o'connor+grooming@mail.example.co.uk")).to.equal("o'connor+grooming@mail.example.co.uk");
    expect(mailable('zoë@bücher.de')).to.equal(undefined);
    expect(mailable('ana@bücher.de')).to.equal('ana@bücher.de');
    for (const email of [
      '',
      'ana',
      'ana@',
      '@example.com',
      'ana@gmail',
      'ana ruiz@example.net',
      'ana@example,net',
      'ana@hotmail..com',
      'ana..ruiz@example.com',
      '.ana@example.com',
      'ana@-example.com',
      'a@b@example.com',
      'ana@example.com?cc=boss@example.com',
      // Allowed by RFC 5322, but a mail client that decodes a mailto: before splitting it would read fields.
      'ana?body=hi&cc=boss@example.com',
      'ana&cc=boss%40example.com@example.com',
      'ana%0ABcc:x@example.com',
      'ana#x@example.com',
      'ana@example.com\nBcc: x@y.z',
      `${'a'.repeat(65)}@example.com`,
    ]) {
      expect(mailable(email), email).to.equal(undefined);
    }
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
