/**
 * A stand-in for window.open, so tests see what an element opens without leaving the page or
 * opening a real popup. Restore it in afterEach with `restoreWindowOpen()`.
 */

/** A stand-in for the window the element opens, recording what is done to it. */
export interface FakeWindow {
  opener: unknown;
  closed: boolean;
  location: { href: string };
  close(): void;
}

export interface WindowOpenStub {
  readonly calls: { url: string | URL | undefined; target: string | undefined }[];
  readonly windows: FakeWindow[];
  /** The addresses the opened windows were sent to. */
  readonly visited: () => string[];
}

const realWindowOpen = window.open;

/** Replaces window.open; `blocked` makes it answer null, as a popup blocker does. */
export function stubWindowOpen(options: { blocked?: boolean } = {}): WindowOpenStub {
  const stub: WindowOpenStub = {
    calls: [],
    windows: [],
    visited: () => stub.windows.map((opened) => opened.location.href).filter((href) => href !== 'about:blank'),
  };
  window.open = (url?: string | URL, target?: string) => {
    stub.calls.push({ url, target });
    if (options.blocked) return null;
    const opened: FakeWindow = {
      opener: window,
      closed: false,
      location: { href: 'about:blank' },
      close() {
        this.closed = true;
      },
    };
    stub.windows.push(opened);
    return opened as unknown as Window;
  };
  return stub;
}

export function restoreWindowOpen(): void {
  window.open = realWindowOpen;
}
