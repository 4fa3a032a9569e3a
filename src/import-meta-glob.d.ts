// Vite's import.meta.glob, which the script-tag entry (src/booking-elements.ts) is built with.
interface ImportMeta {
  glob<Module = unknown>(pattern: string): Record<string, () => Promise<Module>>;
}
