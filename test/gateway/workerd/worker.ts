/**
 * The gateway as a business deploys it on Cloudflare Workers (docs/gateway.md's snippet): the limit
 * through the rate-limiting binding `LIMITER`, the client as Cloudflare names it. Bundled for the
 * edge and run in workerd by workerd.test.ts.
 */
import { clientKeyFromHeader, cloudflareRateLimiter, createGateway, type RateLimitBinding } from '../../../src/gateway/index.js';

interface Env {
  readonly BOOKING_API_KEY: string;
  readonly BOOKING_UPSTREAM: string;
  readonly LIMITER: RateLimitBinding;
}

let gateway: ReturnType<typeof createGateway> | undefined;

export default {
  fetch(request: Request, env: Env): Promise<Response> {
    gateway ??= createGateway({
      apiKey: env.BOOKING_API_KEY,
      upstream: env.BOOKING_UPSTREAM,
      rateLimiter: cloudflareRateLimiter(env.LIMITER),
      clientKey: clientKeyFromHeader('cf-connecting-ip'),
    });
    return gateway(request, env);
  },
};
