import { expect } from '@open-wc/testing';
import { absoluteHttpUrl, refusedLinkMessage } from '../../../src/elements/agreement-sign-button/sign-link.js';

describe('absoluteHttpUrl', () => {
  it('accepts absolute http and https links, normalized', () => {
    expect(absoluteHttpUrl('https://sign.example.com/r/1?lang=en')).to.equal('https://sign.example.com/r/1?lang=en');
    expect(absoluteHttpUrl('HTTP://Example.COM')).to.equal('http://example.com/');
  });

  it('refuses relative, protocol-relative and other schemes', () => {
    for (const link of [
      '',
      '/relative/sign/page',
      'sign/page',
      '//evil.example/x',
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'blob:https://example.com/0f7c',
      'ftp://example.com/waiver.pdf',
      'vbscript:msgbox(1)',
    ]) {
      expect(absoluteHttpUrl(link), link).to.equal(undefined);
    }
  });
});

describe('refusedLinkMessage', () => {
  it('quotes the link', () => {
    expect(refusedLinkMessage('javascript:alert("x")')).to.equal(
      'Refused the sign link "javascript:alert(\\"x\\")": only absolute http: and https: links are opened.',
    );
  });

  it('cuts a long link to its first 80 characters', () => {
    const message = refusedLinkMessage(`data:text/html,${'a'.repeat(10_000)}`);
    expect(message).to.contain(`"data:text/html,${'a'.repeat(65)}…"`);
    expect(message.length).to.be.below(160);
  });
});
