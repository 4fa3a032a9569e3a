/**
 * Which request URLs belong to an operation, from its own definition (`path`, with `:id` for an
 * identifier, and `alternatePaths`), so that the demo never writes an API path of its own.
 */
import type { Operation } from '../src/api/index.js';

const escapeForPattern = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A pattern of a URL path that the operation's requests go to: any of its paths, `:id` standing
 * for one escaped path segment, matched at the end so that the path of a `base-url` in front
 * still matches.
 */
export function operationPathPattern(operation: Pick<Operation, 'path' | 'alternatePaths'>): RegExp {
  const paths = [operation.path, ...(operation.alternatePaths ?? [])];
  const patterns = paths.map((path) =>
    path
      .split(/:id(?=\/|$)/)
      .map(escapeForPattern)
      .join('[^/]+'),
  );
  return new RegExp(`(?:${patterns.join('|')})$`);
}
