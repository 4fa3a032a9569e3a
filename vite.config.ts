import { defineConfig, type Connect, type Plugin } from 'vite';
import type { Server } from 'node:http';
import { startReferenceServers } from './reference/node.js';

/**
 * The demo as a business deploys the elements: the page's `/v1/...` requests go to the gateway,
 * which holds the key and forwards to the reference API on a loopback port of its own. The page
 * has no key; besides the gateway it reaches only the reference fixtures, its data about the world,
 * and the demo's business server, which mints a customer token for the customer the page plays.
 */
function referenceBackend(): Plugin {
  const mount = async (middlewares: Connect.Server, httpServer: Server | null) => {
    const servers = await startReferenceServers();
    httpServer?.on('close', () => void servers.close());
    middlewares.use((request, response, next) => {
      servers
        .fixtures(request, response)
        .then((handled) => handled || servers.customerTokens(request, response))
        .then((handled) => handled || servers.gateway(request, response))
        .then((handled) => {
          if (!handled) next();
        }, next);
    });
  };
  return {
    name: 'booking-elements:reference-backend',
    configureServer: (server) => mount(server.middlewares, server.httpServer as Server | null),
    configurePreviewServer: (server) => mount(server.middlewares, server.httpServer as Server | null),
  };
}

export default defineConfig({
  plugins: [referenceBackend()],
  server: { open: false },
});
