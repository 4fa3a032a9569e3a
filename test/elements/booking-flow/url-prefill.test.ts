import { expect } from '@open-wc/testing';
import { urlPrefill } from '../../../src/elements/booking-flow/url-prefill.js';

describe('urlPrefill', () => {
  it('reads the ZIP code and every utm_ parameter, and nothing else', () => {
    const { zipcode, params } = urlPrefill(
      '?zipcode=10001&utm_source=news&utm_medium=email&utm_campaign=spring&utm_term=dog+wash&utm_content=a%26b&utm_id=42&ref=home&UTM_SOURCE=loud',
    );
    expect(zipcode).to.equal('10001');
    expect({ ...params }).to.deep.equal({
      utm_source: 'news',
      utm_medium: 'email',
      utm_campaign: 'spring',
      utm_term: 'dog wash',
      utm_content: 'a&b',
      utm_id: '42',
    });
  });

  it('gives an empty ZIP code and no parameters for an empty query', () => {
    for (const search of ['', '?', '?zipcode', '?utm_=x&utm=x&xutm_source=x']) {
      const { zipcode, params } = urlPrefill(search);
      expect(zipcode, search).to.equal('');
      expect(Object.keys(params), search).to.deep.equal([]);
    }
  });

  it('keeps prototype names out: no key but utm_ ones, in a record without a prototype', () => {
    const { params } = urlPrefill('?__proto__=x&constructor=x&toString=x&hasOwnProperty=x&utm_source=news&__proto__%5Butm_x%5D=y');
    expect(Object.getPrototypeOf(params)).to.equal(null);
    expect(Object.keys(params)).to.deep.equal(['utm_source']);
    expect(({} as Record<string, unknown>).utm_x).to.equal(undefined);
    // Keys of anything other than letters, digits and _ after the prefix are left out too.
    expect(Object.keys(urlPrefill('?utm_a.b=1&utm_%5B0%5D=1&utm_a%20b=1&utm_é=1').params)).to.deep.equal([]);
  });

  it('keeps at most 20 keys, of at most 44 characters, and values of at most 200', () => {
    const many = Array.from({ length: 50 }, (_, index) => `utm_k${index}=${index}`).join('&');
    const { params } = urlPrefill(`?${many}`);
    expect(Object.keys(params)).to.deep.equal(Array.from({ length: 20 }, (_, index) => `utm_k${index}`));

    const huge = 'x'.repeat(10_000);
    const bounded = urlPrefill(`?zipcode=${huge}&utm_source=${huge}&utm_${huge}=1`);
    expect(bounded.zipcode).to.have.length(200);
    expect(bounded.params.utm_source).to.have.length(200);
    expect(Object.keys(bounded.params)).to.deep.equal(['utm_source']);
  });

  it('reads encoded and repeated values as the URL standard does, the last of a repeated key winning', () => {
    const { params } = urlPrefill('?utm_source=a&utm_source=b&utm_campaign=%F0%9F%90%B6%20spring&utm_medium=%3Cscript%3E');
    expect({ ...params }).to.deep.equal({ utm_source: 'b', utm_campaign: '🐶 spring', utm_medium: '<script>' });
  });
});
