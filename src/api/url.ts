/** Where a request goes: the base URL (any trailing slashes dropped), the path, and the query of a GET. */
export function buildUrl(baseUrl: string, path: string, query: Readonly<Record<string, string>> | undefined): string {
  const search = query ? `?${new URLSearchParams(query).toString()}` : '';
  return `${baseUrl.replace(/\/+$/, '')}${path}${search}`;
}
