// One origin for pages that load the built script tag: the pages given, dist/*.js, and the
// reference API behind the gateway, the way a business serves them. The first-slot benchmark and
// the screenshots use it. Needs `npm run build` first.
import { createServer } from 'node:http';
import { gzipSync } from 'node:zlib';
import { mkdirSync, readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { bundleForNode, cacheDir } from './node-bundle.mjs';

const bundlePath = 'dist/booking-elements.js';

const compressed = new Map();
/** A file gzipped once per server, as a host's cache would keep it (not on every request). */
const gzipped = (path, file) => {
  if (!compressed.has(path)) compressed.set(path, gzipSync(file, { level: 9 }));
  return compressed.get(path);
};

/**
 * The reference world's fixtures. Asked again once when the connection is reset: fetch may reuse
 * the connection of the servers' own first request, which the server closes after 5 idle seconds
 * (opening the booking requests' database can take that long on a busy machine).
 */
async function fixturesOf(upstreamUrl) {
  const ask = async () => (await fetch(`${upstreamUrl}/_ref/_fixtures`)).json();
  try {
    return await ask();
  } catch (error) {
    if (error?.cause?.code !== 'ECONNRESET') throw error;
    return ask();
  }
}

/**
 * Starts the servers; `pagesFor(fixtures, tokens, staffToken)` returns the HTML of each page by
 * path, where `tokens` holds a customer token for each customer of the world, by id, and
 * `staffToken` is a staff token of the demo's identity provider for its franchise manager, who
 * reads every branch. Resolves to the origin, the reference fixtures, the tokens, and `close()`.
 */
export async function startPageServer(pagesFor) {
  try {
    readFileSync(bundlePath);
  } catch {
    throw new Error(`${bundlePath} is missing: run \`npm run build\` first.`);
  }
  mkdirSync(cacheDir, { recursive: true });
  const adapterFile = `${cacheDir}/page-server-reference.mjs`;
  await bundleForNode({ entryPoints: ['reference/node.ts'], outfile: adapterFile });
  const { startReferenceServers } = await import(pathToFileURL(adapterFile).href);
  // With a status page, the gateway takes slot watches (whose e-mails link to it), as a business's does.
  const servers = await startReferenceServers({ log: false, statusUrl: 'https://salon.example/request.html' });
  const fixtures = await fixturesOf(servers.upstreamUrl);
  const tokens = new Map(await Promise.all(fixtures.customers.map(async ({ id }) => [id, await servers.customerToken(id)])));
  const staffToken = await servers.staffToken('staff_franchise');
  const pages = new Map(Object.entries(pagesFor(fixtures, tokens, staffToken)));

  const server = createServer(async (request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    const page = pages.get(path);
    if (page !== undefined) {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      response.end(page);
      return;
    }
    if (/^\/dist\/[\w./-]+\.(js|css)$/.test(path) && !path.includes('..')) {
      try {
        const file = readFileSync(path.slice(1));
        const type = path.endsWith('.css') ? 'text/css' : 'text/javascript';
        // Compressed when the browser accepts it, as any static host or CDN serves scripts.
        const gzip = /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
        const body = gzip ? gzipped(path, file) : file;
        response.writeHead(200, {
          'content-type': `${type}; charset=utf-8`,
          'cache-control': 'no-store',
          vary: 'accept-encoding',
          ...(gzip ? { 'content-encoding': 'gzip' } : {}),
        });
        response.end(body);
      } catch {
        response.writeHead(404).end();
      }
      return;
    }
    if (!(await servers.gateway(request, response))) response.writeHead(404).end();
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${server.address().port}`,
    fixtures,
    tokens,
    staffToken,
    async close() {
      server.close();
      await servers.close();
    },
  };
}
