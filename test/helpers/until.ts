/** Waits until `probe` gives a value and hands it back (open-wc's waitUntil gives nothing back). */
export async function until<T>(what: string, probe: () => T | undefined | null | false, timeout = 8000): Promise<T> {
  const deadline = performance.now() + timeout;
  for (;;) {
    const value = probe();
    if (value) return value;
    if (performance.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
