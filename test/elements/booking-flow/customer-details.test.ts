import { expect } from '@open-wc/testing';
import { petTypes } from '../../../src/api/common.js';
import { choosablePetTypes, customerFrom, detailsProblems, trimmedCustomer } from '../../../src/elements/booking-flow/customer-details.js';

const filled = { name: 'Jane Doe', phone: '', email: 'jane@example.com', petName: 'Rex', petType: 'DOG', note: '' };

describe('the "Your details" rules', () => {
  it('asks for a name, the pet’s name, and a phone number or an e-mail address', () => {
    expect(detailsProblems(filled)).to.deep.equal({});
    expect(detailsProblems({ ...filled, email: '', phone: '+1 (555) 123-4567' })).to.deep.equal({});
    expect(detailsProblems(customerFrom({}))).to.deep.equal({
      name: 'nameMissing',
      contact: 'contactMissing',
      petName: 'petNameMissing',
    });
    // Spaces are not an answer.
    expect(detailsProblems({ ...filled, name: '  ', petName: '\t', email: ' ' })).to.deep.equal({
      name: 'nameMissing',
      contact: 'contactMissing',
      petName: 'petNameMissing',
    });
  });

  it('tells a mistyped phone number or e-mail address, each under its own field', () => {
    expect(detailsProblems({ ...filled, phone: '555-12' })).to.deep.equal({ phone: 'phoneInvalid' });
    expect(detailsProblems({ ...filled, email: 'jane@example' })).to.deep.equal({ email: 'emailDomain' });
    expect(detailsProblems({ ...filled, phone: 'call me', email: 'jane' })).to.deep.equal({
      phone: 'phoneCharacters',
      email: 'emailInvalid',
    });
  });

  it('refuses a field longer than the gateway keeps, the note included, rather than cutting it', () => {
    expect(detailsProblems({ ...filled, note: 'x'.repeat(2000) })).to.deep.equal({});
    expect(detailsProblems({ ...filled, note: 'x'.repeat(2001) })).to.deep.equal({ note: 'tooLong' });
    expect(detailsProblems({ ...filled, petName: 'x'.repeat(101), name: ` ${'x'.repeat(200)} ` })).to.deep.equal({ petName: 'tooLong' });
  });

  it('tells, under each field, the note too, text the business cannot keep: a NUL or half of an emoji', () => {
    expect(detailsProblems({ ...filled, name: 'Jane \uD83D Doe' })).to.deep.equal({ name: 'textInvalid' });
    expect(detailsProblems({ ...filled, note: 'Shy\u0000' })).to.deep.equal({ note: 'textInvalid' });
    expect(detailsProblems({ ...filled, petName: '\uDC36Rex', email: 'jane\u0000@example.com' })).to.deep.equal({
      petName: 'textInvalid',
      email: 'textInvalid',
    });
    // What cannot be sent is said rather than a phone number's shape: retyping it is the fix.
    expect(detailsProblems({ ...filled, phone: '555 123 4567\u0000' })).to.deep.equal({ phone: 'textInvalid' });
    // A whole emoji is two halves together, and is kept.
    expect(detailsProblems({ ...filled, name: 'Jane 🐶 Doe', note: 'Loves 🦴' })).to.deep.equal({});
  });

  it('prefills only known fields with strings, and a pet type only when it can be chosen', () => {
    expect(customerFrom(null)).to.deep.equal({ name: '', phone: '', email: '', petName: '', petType: '', note: '' });
    const hostile = { name: 'Jane', phone: 5551234, petType: 'TYPE_UNSPECIFIED', isAdmin: true } as unknown as Parameters<
      typeof customerFrom
    >[0];
    expect(customerFrom(hostile)).to.deep.equal({ name: 'Jane', phone: '', email: '', petName: '', petType: '', note: '' });
    expect(customerFrom({ petType: 'dog' }).petType).to.equal('');
    expect(customerFrom({ petType: 'CAT' }).petType).to.equal('CAT');
  });

  it('hands the values on trimmed', () => {
    expect(trimmedCustomer({ ...filled, name: '  Jane Doe ', note: '\nShy with dryers.\n' })).to.deep.equal({
      ...filled,
      note: 'Shy with dryers.',
    });
  });

  it('offers every pet type of the spec but the unspecified one, in its order, "other" last', () => {
    expect(choosablePetTypes.slice(0, 3)).to.deep.equal(['DOG', 'CAT', 'BIRD']);
    expect(choosablePetTypes.at(-1)).to.equal('OTHER');
    expect(choosablePetTypes).not.to.include('TYPE_UNSPECIFIED');
    expect([...choosablePetTypes].sort()).to.deep.equal(petTypes.filter((type) => type !== 'TYPE_UNSPECIFIED').sort());
  });
});
