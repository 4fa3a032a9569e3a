import { expect } from '@open-wc/testing';
import { csvField, csvRows, csvText } from '../../src/common/csv.js';

describe('CSV', () => {
  it('quotes a field only where RFC 4180 needs it, its quotes doubled', () => {
    expect(csvField('Ana')).to.equal('Ana');
    expect(csvField('')).to.equal('');
    expect(csvField('Bella, Bo')).to.equal('"Bella, Bo"');
    expect(csvField('the "boss"')).to.equal('"the ""boss"""');
    expect(csvField('line one\nline two')).to.equal('"line one\nline two"');
    expect(csvField('a\r\nb')).to.equal('"a\r\nb"');
  });

  it('writes a cell a spreadsheet would run as a formula as text', () => {
    expect(csvField('=1+2')).to.equal("'=1+2");
    expect(csvField('+1 555 0110')).to.equal("'+1 555 0110");
    expect(csvField('-2')).to.equal("'-2");
    expect(csvField('@SUM(A1)')).to.equal("'@SUM(A1)");
    expect(csvField('\t=cmd')).to.equal("'\t'=cmd");
    expect(csvField('\r=cmd')).to.equal('"\'\r=cmd"');
    expect(csvField('=HYPERLINK("http://x","y")')).to.equal('"\'=HYPERLINK(""http://x"",""y"")"');
    expect(csvField('Ana =1')).to.equal('Ana =1');
  });

  it('writes as text a formula that a spreadsheet reading ; or tabs as separators would find inside a field', () => {
    // Excel in French, Spanish or German opens a .csv with ; between cells: a field's ; starts a cell.
    expect(csvField("Ana;=cmd|' /C calc'!A0;Ruiz")).to.equal("Ana;'=cmd|' /C calc'!A0;Ruiz");
    expect(csvField('x;@SUM(1+1)*cmd;+1;-1')).to.equal("x;'@SUM(1+1)*cmd;'+1;'-1");
    expect(csvField('Bella\t=1+1')).to.equal("Bella\t'=1+1");
    expect(csvField('=1;=2')).to.equal("'=1;'=2");
    expect(csvField('Bella; Bo')).to.equal('Bella; Bo');
    expect(csvField('x;=HYPERLINK("http://x")')).to.equal('"x;\'=HYPERLINK(""http://x"")"');
  });

  it('writes as text a field that starts with a NUL, which a spreadsheet may drop before a formula', () => {
    expect(csvField('\u0000=1+2')).to.equal("'\u0000=1+2");
  });

  it('ends every line with CRLF', () => {
    expect(
      csvText([
        ['a', 'b'],
        ['c, d', '=e'],
      ]),
    ).to.equal('a,b\r\n"c, d",\'=e\r\n');
    expect(csvText([])).to.equal('');
  });

  it('makes a table of columns: the headers first, then a cell per column for each item, in order', () => {
    const columns = [
      ['Name', (pet: { name: string; age: number }) => pet.name],
      ['Age', (pet: { name: string; age: number }) => String(pet.age)],
    ] as const;
    expect(csvRows(columns, [{ name: 'Bella', age: 3 }])).to.deep.equal([
      ['Name', 'Age'],
      ['Bella', '3'],
    ]);
    expect(csvRows(columns, [])).to.deep.equal([['Name', 'Age']]);
  });
});
