// What Vite gives the script-tag entry (src/booking-elements.ts) at build time.
interface ImportMeta {
  glob<Module = unknown>(pattern: string): Record<string, () => Promise<Module>>;
}

declare module '*.css?inline' {
  const css: string;
  export default css;
}
