/**
 * Waits until `probe` gives a value and hands it back (open-wc's waitUntil gives nothing back). A
 * probe that throws, as a finder does while what it looks for is not drawn yet, is asked again;
 * on timeout, its last error says what was missing. It asks every 50 ms, as waitUntil does: a
 * journey driven through it leaves the page as idle as one driven through waitUntil, so that what
 * the elements put off until the browser is idle (the picker's prefetch) still comes when it did.
 */
export async function until<T>(what: string, probe: () => T | undefined | null | false, timeout = 8000): Promise<T> {
  const deadline = performance.now() + timeout;
  for (;;) {
    let missing = '';
    try {
      const value = probe();
      if (value) return value;
    } catch (error) {
      missing = `: ${error instanceof Error ? error.message : String(error)}`;
    }
    if (performance.now() > deadline) throw new Error(`timed out waiting for ${what}${missing}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
