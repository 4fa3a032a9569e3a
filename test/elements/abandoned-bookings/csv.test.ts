import { expect } from '@open-wc/testing';
import type { AbandonedBooking } from '../../../src/api/abandoned-bookings.js';
import { abandonedBookingsStrings } from '../../../src/elements/abandoned-bookings/abandoned-bookings.strings.js';
import { boardFormat } from '../../../src/elements/abandoned-bookings/board-format.js';
import { bookingRows, csvField, csvText } from '../../../src/elements/abandoned-bookings/csv.js';

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

  it('writes the bookings in the page’s words and the business’s zone, as a spreadsheet sorts them', () => {
    const format = boardFormat({
      text: abandonedBookingsStrings,
      locale: 'en-US',
      timeZone: 'America/New_York',
      branches: new Map([['biz_a', 'Park Slope']]),
    });
    const booking = {
      id: 'abk_1',
      businessId: 'biz_a',
      customer: { firstName: 'Ana', lastName: 'Ruiz', email: 'ana@example.com', phoneNumber: '+1 555 0110' },
      pets: [
        { petServiceDetail: { pet: { name: 'Bella' }, serviceDetails: [{ name: 'Bath' }, { name: 'Nails' }] } },
        { petServiceDetail: { pet: { name: 'Bo' }, serviceDetails: [] } },
      ],
      abandonStep: 'SELECT_TIME',
      abandonStatus: 'CONTACTED',
      leadType: 'EXISTING_CLIENT',
      careType: 'SERVICE_ITEM_TYPE_UNSPECIFIED',
      abandonTime: '2026-03-10T03:05:00Z',
      lastTextedTime: '2026-03-10T15:30:00Z',
    } as unknown as AbandonedBooking;
    expect(bookingRows([booking], format, 'Eastern Time')).to.deep.equal([
      [
        'Left at (Eastern Time)',
        'Branch',
        'First name',
        'Last name',
        'Email',
        'Phone',
        'Pets and services',
        'Care type',
        'Step',
        'Status',
        'Lead type',
        'Last text',
        'Last e-mail',
        'Booking ID',
      ],
      [
        '2026-03-09 23:05',
        'Park Slope',
        'Ana',
        'Ruiz',
        'ana@example.com',
        '+1 555 0110',
        'Bella (Bath and Nails); Bo',
        '',
        'Time',
        'Contacted',
        'Existing client',
        '2026-03-10 11:30',
        '',
        'abk_1',
      ],
    ]);
  });
});
