import { defineConfig, type Connect, type Plugin } from 'vite';
import { createReferenceApiMiddleware } from './demo/api/node.js';

/** Serves the reference API on the dev server's own origin, so the demo needs no setup. */
function referenceApi(): Plugin {
  const mount = (middlewares: Connect.Server) => {
    const handle = createReferenceApiMiddleware();
    middlewares.use((request, response, next) => {
      handle(request, response).then((handled) => {
        if (!handled) next();
      }, next);
    });
  };
  return {
    name: 'booking-elements:reference-api',
    configureServer: (server) => mount(server.middlewares),
    configurePreviewServer: (server) => mount(server.middlewares),
  };
}

export default defineConfig({
  plugins: [referenceApi()],
  server: { open: false },
});
