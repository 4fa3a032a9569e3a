import { defineConfig, type Connect, type Logger, type Plugin, type ResolvedServerUrls, type ViteDevServer } from 'vite';
import { startReferenceServers } from './reference/node.js';

/** What Vite's dev and preview servers both have: middlewares, where they listen once they do, and how they say so. */
interface ListeningServer {
  readonly middlewares: Connect.Server;
  readonly httpServer: ViteDevServer['httpServer'];
  readonly resolvedUrls: ResolvedServerUrls | null;
  readonly config: { readonly logger: Logger };
  printUrls(): void;
}

/** Vite's own lines, then the two servers behind the page: the gateway on its origin, the reference API on loopback. */
function printBackendUrls(server: ListeningServer, referenceApiUrl: string): void {
  const printUrls = server.printUrls.bind(server);
  server.printUrls = () => {
    printUrls();
    const demo = server.resolvedUrls?.local[0] ?? '/';
    const info = (name: string, where: string) => server.config.logger.info(`  ➜  ${`${name}:`.padEnd(15)}${where}`);
    info('Demo', demo);
    info('Gateway', `${new URL('v1/', demo).href} (the page's API root; it holds the demo's key)`);
    info('Staff page', `${new URL('staff.html', demo).href} (the inbox, abandoned bookings and insights, signed in as a member of staff)`);
    info(
      'Status page',
      `${new URL('request.html', demo).href} (the customer's page for one request: the e-mails and the flow's completion link to it)`,
    );
    info(
      'Receiver',
      `${new URL('receiver.html', demo).href} (what the business's server received: each booking request, its signature checked)`,
    );
    info('Reference API', `${referenceApiUrl}/ (loopback only, behind the gateway; reference/README.md)`);
  };
}

/**
 * The demo as a business deploys the elements: the page's `/v1/...` requests go to the gateway,
 * which holds the key and forwards to the reference API on a loopback port of its own. The page
 * has no key; besides the gateway it reaches only the reference fixtures, its data about the world,
 * and the demo's business server, which mints a customer token for the customer the page plays.
 */
function referenceBackend(): Plugin {
  const mount = async (server: ListeningServer, port: number) => {
    // The customers' e-mails link to the demo's status page (BOOKING_REQUEST_STATUS_URL), on the
    // port the page is configured for (a port Vite falls back to when that one is taken is not known yet).
    // Its first branch is fully booked for a week, and the gateway looks for times that open every
    // 10 seconds: the receiver page frees a time, and a customer who asked to be told hears of it.
    const servers = await startReferenceServers({
      statusUrl: `http://localhost:${port}/request.html`,
      fullyBookedDays: 7,
      watchIntervalSeconds: 10,
    });
    server.httpServer?.on('close', () => void servers.close());
    printBackendUrls(server, servers.upstreamUrl);
    server.middlewares.use((request, response, next) => {
      servers
        .fixtures(request, response)
        .then((handled) => handled || servers.customerTokens(request, response))
        .then((handled) => handled || servers.staffSignIn(request, response))
        .then((handled) => handled || servers.webhookReceived(request, response))
        .then((handled) => handled || servers.demoCalendar(request, response))
        .then((handled) => handled || servers.gateway(request, response))
        .then((handled) => {
          if (!handled) next();
        }, next);
    });
  };
  return {
    name: 'booking-elements:reference-backend',
    configureServer: (server) => mount(server, server.config.server.port ?? 5173),
    configurePreviewServer: (server) => mount(server, server.config.preview.port ?? 4173),
  };
}

export default defineConfig({
  plugins: [referenceBackend()],
  server: { open: false },
  // Only the demo's page: the framework apps under test/ import the built package, which a fresh
  // clone has not built, and the scan would report those imports as missing dependencies.
  optimizeDeps: { entries: ['index.html'] },
});
