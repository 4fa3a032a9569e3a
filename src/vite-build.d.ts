// What the build gives the script-tag entry (src/booking-elements.ts).
declare module '*.css?inline' {
  const css: string;
  export default css;
}

/** Each element's chunk and the chunks it imports, by tag: written into the script-tag entry by scripts/bundle.mjs. */
declare const __BOOKING_ELEMENT_CHUNKS__: Readonly<Record<string, readonly string[]>>;
