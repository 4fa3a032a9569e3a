import { expect } from '@open-wc/testing';
import { reviewFeedStrings } from '../../src/elements/review-feed/review-feed.strings.js';
import { sourceLabel } from '../../src/shared/source-label.js';

describe('sourceLabel', () => {
  it('names the known channels in the strings given, and the unspecified one as those strings say', () => {
    const labels = ['PET_PARENT_PORTAL', 'SMS', 'GROOMING_REPORT', 'SOURCE_UNSPECIFIED'].map((source) =>
      sourceLabel(source, reviewFeedStrings),
    );
    expect(labels).to.deep.equal(['Pet parent portal', 'SMS', 'Grooming report', '']);
    expect(sourceLabel('SMS', { ...reviewFeedStrings, sourceSms: 'Texto' })).to.equal('Texto');
    expect(sourceLabel('SOURCE_UNSPECIFIED', { ...reviewFeedStrings, sourceUnspecified: 'Other' })).to.equal('Other');
  });

  it('reads a channel added after this version in words, never as an inherited property', () => {
    expect(sourceLabel('NEW_SOURCE_X', reviewFeedStrings)).to.equal('New source x');
    expect(sourceLabel('constructor', reviewFeedStrings)).to.equal('Constructor');
  });
});
