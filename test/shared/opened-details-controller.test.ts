import { expect } from '@open-wc/testing';
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { OpenedDetailsController, type OpenedDetailsOptions } from '../../src/shared/opened-details-controller.js';

/** A host that counts the updates asked for, and the reads the controller sends, each answered by hand. */
function setUp(options: Partial<OpenedDetailsOptions<string>> = {}) {
  const controllers: ReactiveController[] = [];
  let updates = 0;
  const host: ReactiveControllerHost = {
    addController: (controller) => controllers.push(controller),
    removeController: () => undefined,
    requestUpdate: () => {
      updates += 1;
    },
    updateComplete: Promise.resolve(true),
  };
  const reads: { id: string; signal: AbortSignal; answer: (detail: string) => void; fail: (error: Error) => void }[] = [];
  const read = (id: string, signal: AbortSignal) =>
    new Promise<string>((answer, fail) => {
      reads.push({ id, signal, answer, fail });
    });
  const opened = new OpenedDetailsController<string>(host, { read, ...options });
  const settled = () => new Promise((resolve) => setTimeout(resolve));
  return { opened, controllers, reads, settled, updates: () => updates };
}

describe('OpenedDetailsController', () => {
  it('reads an item’s details when first opened, keeps them once closed, and reads them once again only after a failure', async () => {
    const { opened, controllers, reads, settled, updates } = setUp();
    expect(controllers).to.deep.equal([opened]);
    opened.toggle('b1');
    expect(opened.get('b1')).to.deep.equal({ status: 'pending' });
    reads[0]!.fail(new Error('down'));
    await settled();
    expect(opened.get('b1')?.status).to.equal('error');
    opened.refresh('b1');
    reads[1]!.answer('the details');
    await settled();
    expect(opened.get('b1')).to.deep.equal({ status: 'complete', detail: 'the details' });
    opened.toggle('b1');
    expect(opened.isOpen('b1')).to.equal(false);
    expect(opened.get('b1')).to.equal(undefined);
    opened.toggle('b1');
    expect(opened.get('b1')).to.deep.equal({ status: 'complete', detail: 'the details' });
    expect(reads).to.have.length(2);
    expect(updates()).to.be.above(4);
  });

  it('reads them again at each opening when asked, showing the last read meanwhile, and shows details the host got otherwise', async () => {
    const { opened, reads, settled } = setUp({ readAgainOnOpen: true });
    opened.toggle('r1');
    reads[0]!.answer('first');
    await settled();
    opened.toggle('r1');
    opened.toggle('r1');
    expect(reads).to.have.length(2);
    expect(opened.get('r1')).to.deep.equal({ status: 'complete', detail: 'first' });
    opened.show('r1', 'from a change');
    expect(opened.get('r1')).to.deep.equal({ status: 'complete', detail: 'from a change' });
    opened.show('r2', 'not open');
    expect(opened.get('r2')).to.equal(undefined);
  });

  it('aborts what is on its way when the host leaves the page, asks again when it comes back, and forgets everything on clear', async () => {
    const { opened, controllers, reads, settled } = setUp();
    const [hooks] = controllers;
    opened.toggle('b1');
    hooks!.hostDisconnected?.();
    expect(reads[0]!.signal.aborted).to.equal(true);
    reads[0]!.answer('too late');
    await settled();
    expect(opened.get('b1')).to.deep.equal({ status: 'pending' });
    hooks!.hostConnected?.();
    expect(reads).to.have.length(2);
    opened.clear();
    expect(reads[1]!.signal.aborted).to.equal(true);
    expect(opened.isOpen('b1')).to.equal(false);
  });
});
