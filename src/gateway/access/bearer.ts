/**
 * The bearer token of a request, for customer and staff tokens alike: from the `Authorization`
 * header only (RFC 6750's form), never from a query string or a cookie, where a token would be
 * written into logs and histories or sent by the browser unasked.
 */

/**
 * The token of an `Authorization: Bearer <token>` header: undefined without a Bearer header, an
 * empty string for a Bearer header that holds no single token.
 */
export function bearerToken(request: Request): string | undefined {
  const header = request.headers.get('authorization')?.trim();
  if (!header || !/^Bearer(\s|$)/i.test(header)) return undefined;
  return /^Bearer[ \t]+([^\s]+)$/i.exec(header)?.[1] ?? '';
}
