// What the build gives the script-tag entry (src/booking-elements.ts).
declare module '*.css?inline' {
  const css: string;
  export default css;
}

/** The files the script-tag entry loads, smallest first, each with the tags it defines: written in by scripts/bundle.mjs. */
declare const __BOOKING_ELEMENT_FILES__: readonly (readonly [path: string, tags: readonly string[]])[];
