/**
 * The files a pasted page may name as modulepreload links, from the build's
 * `dist/booking-elements.preload.json` (scripts/bundle.mjs): for each element, the files the
 * script-tag entry would load for it, which then load beside the entry instead of after it. The
 * names carry the build's hashes, so the snippet can name them only when the demo is served
 * beside a build; without one (a fresh clone's `npm start`), the snippet names none.
 */
import * as z from 'zod/mini';

const preloadFileSchema = z.record(z.string(), z.array(z.string().check(z.regex(/^chunks\/[\w.-]+\.js$/))));

/** Each element's files, by its tag; empty when the build's list cannot be read. */
export async function loadPreloadLinks(url: string): Promise<ReadonlyMap<string, readonly string[]>> {
  try {
    const response = await fetch(url);
    if (!response.ok) return new Map();
    const read = z.safeParse(preloadFileSchema, await response.json());
    return read.success ? new Map(Object.entries(read.data)) : new Map();
  } catch {
    return new Map();
  }
}
