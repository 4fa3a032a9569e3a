// Angular compiles its templates in the browser here (JIT, without the Angular CLI), so the app
// carries the compiler: larger than Vite's default warning.
export default { build: { chunkSizeWarningLimit: 1500 } };
