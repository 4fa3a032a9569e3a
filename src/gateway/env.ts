/** The `booking-elements-gateway` command's configuration, read from its environment. */
import { clientKeyFromHeader } from './client-key.js';
import { customerSecretProblem } from './customer-token.js';
import type { GatewayOptions } from './gateway.js';

export interface CommandConfig {
  readonly options: GatewayOptions;
  readonly port: number;
  readonly host: string;
}

const defaultPort = 8787;
const defaultHost = '127.0.0.1';

function commaList(value: string | undefined): readonly string[] | undefined {
  const items = (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
  return items.length > 0 ? items : undefined;
}

/** Reads the env named in the contract; throws a message fit for a terminal when it is wrong. */
export function commandConfig(env: Readonly<Record<string, string | undefined>>): CommandConfig {
  const apiKey = env['BOOKING_API_KEY']?.trim();
  if (!apiKey) throw new Error('BOOKING_API_KEY is required: the secret API key the gateway adds to each request.');
  const portText = env['PORT']?.trim() || String(defaultPort);
  const port = /^\d{1,5}$/.test(portText) ? Number(portText) : NaN;
  if (!(port >= 0 && port <= 65535)) throw new Error(`PORT must be a port number, not "${portText.slice(0, 20)}".`);
  const upstream = env['BOOKING_UPSTREAM']?.trim();
  const companies = commaList(env['BOOKING_COMPANIES']);
  const businesses = commaList(env['BOOKING_BUSINESSES']);
  const allowedOrigins = commaList(env['BOOKING_ALLOWED_ORIGINS']);
  const clientIpHeader = env['BOOKING_CLIENT_IP_HEADER']?.trim();
  // Not trimmed: the business's server signs with the same value, and must not differ by a space.
  const customerSecret = env['BOOKING_CUSTOMER_SECRET'];
  const secretProblem = customerSecret ? customerSecretProblem(customerSecret) : undefined;
  if (secretProblem) throw new Error(`BOOKING_CUSTOMER_SECRET: ${secretProblem}.`);
  return {
    options: {
      apiKey,
      ...(upstream ? { upstream } : {}),
      ...(companies ? { companies } : {}),
      ...(businesses ? { businesses } : {}),
      ...(allowedOrigins ? { allowedOrigins } : {}),
      ...(customerSecret ? { customerSecret } : {}),
      ...(clientIpHeader ? { clientKey: clientKeyFromHeader(clientIpHeader) } : {}),
    },
    port,
    host: env['HOST']?.trim() || defaultHost,
  };
}
