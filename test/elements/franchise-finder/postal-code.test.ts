import { expect } from '@open-wc/testing';
import { inputModeFor, readPostalCode } from '../../../src/elements/franchise-finder/postal-code.js';

describe('readPostalCode', () => {
  it('accepts US ZIP and ZIP+4 codes, keeping leading zeros', () => {
    expect(readPostalCode('02134')).to.deep.equal({ valid: true, zipcode: '02134' });
    expect(readPostalCode('02134-1234')).to.deep.equal({ valid: true, zipcode: '02134-1234' });
  });

  it('accepts codes of letters and digits with one space or hyphen, upper-cased', () => {
    expect(readPostalCode('sw11 1aa')).to.deep.equal({ valid: true, zipcode: 'SW11 1AA' });
    expect(readPostalCode('K1A 0B1')).to.deep.equal({ valid: true, zipcode: 'K1A 0B1' });
    expect(readPostalCode('W1')).to.deep.equal({ valid: true, zipcode: 'W1' });
    expect(readPostalCode('2026')).to.deep.equal({ valid: true, zipcode: '2026' });
  });

  it('trims surrounding space and reads full-width characters as ASCII', () => {
    expect(readPostalCode('  02134 \t')).to.deep.equal({ valid: true, zipcode: '02134' });
    expect(readPostalCode('０２１３４')).to.deep.equal({ valid: true, zipcode: '02134' });
  });

  it('calls an empty or blank input blank', () => {
    expect(readPostalCode('')).to.deep.equal({ valid: false, problem: 'blank' });
    expect(readPostalCode('   ')).to.deep.equal({ valid: false, problem: 'blank' });
  });

  it('calls other input malformed', () => {
    for (const input of ['12#45', '021 34 12', '02134--1234', '7', 'ABCDEFGHIJK', '-0213', '0213-', '02134 -1234']) {
      expect(readPostalCode(input), input).to.deep.equal({ valid: false, problem: 'malformed' });
    }
  });

  it('counts at most ten characters besides the separator', () => {
    expect(readPostalCode('ABCDE-FGHIJ')).to.deep.equal({ valid: true, zipcode: 'ABCDE-FGHIJ' });
    expect(readPostalCode('ABCDEF-GHIJK')).to.deep.equal({ valid: false, problem: 'malformed' });
  });
});

describe('inputModeFor', () => {
  it('asks for a numeric keypad where postal codes are digits only', () => {
    expect(inputModeFor('en-US')).to.equal('numeric');
    expect(inputModeFor('de')).to.equal('numeric', 'German is guessed to mean Germany');
    expect(inputModeFor('fr-FR')).to.equal('numeric');
  });

  it('keeps the full keyboard where postal codes hold letters, and for a locale it cannot read', () => {
    expect(inputModeFor('en-GB')).to.equal('text');
    expect(inputModeFor('en-CA')).to.equal('text');
    expect(inputModeFor('nl-NL')).to.equal('text');
    expect(inputModeFor('not a locale')).to.equal('text');
  });
});
