/** business.company.v1: companies, the top-level organizational unit. */
import * as z from './schema.js';
import { pageOf, paginationSchema } from './pagination.js';
import { defineOperation } from './operation.js';
import { companyPath } from './paths.js';
import { int64, list, message, pathId, pipe, reader, text } from './wire.js';

export const companySchema = /* @__PURE__ */ z.object({
  id: text,
  /** The Swagger's numeric id (int64), as a decimal string; "0" when the service left it out. */
  rawId: int64,
  name: text,
  /** ISO 3166-1 alpha-2. */
  country: text,
  /**
   * IANA zone name such as `America/New_York`; `id` is "" when the service left it out. `version`
   * (of the time zone database, such as `2025b`) is there only when the service sent one.
   */
  timezone: pipe(
    message(z.object({ id: text, version: text })),
    z.transform((zone): { id: string; version?: string } => (zone?.version ? zone : { id: zone?.id ?? '' })),
  ),
});
export type Company = z.output<typeof companySchema>;

export const getCompanyRequestSchema = /* @__PURE__ */ z.object({ id: pathId });
export type GetCompanyRequest = z.input<typeof getCompanyRequestSchema>;

/** The spec's table wraps the company in `company`; its sample sends the fields flat. */
export const getCompanyResponseSchema = /* @__PURE__ */ pipe(
  reader((body) => {
    const wrapped = typeof body === 'object' && body !== null ? (body as { company?: unknown }).company : undefined;
    return typeof wrapped === 'object' && wrapped !== null ? wrapped : body;
  }),
  companySchema,
);

export const getCompany = defineOperation({
  name: 'getCompany',
  method: 'GET',
  request: getCompanyRequestSchema,
  response: getCompanyResponseSchema,
  path: companyPath,
  retryable: true,
});

export const listCompaniesRequestSchema = /* @__PURE__ */ z.object({ pagination: paginationSchema });
export type ListCompaniesRequest = z.input<typeof listCompaniesRequestSchema>;

export const listCompaniesResponseSchema = /* @__PURE__ */ pageOf({ companies: list(companySchema) });
export type ListCompaniesResponse = z.output<typeof listCompaniesResponseSchema>;

export const listCompanies = defineOperation({
  name: 'listCompanies',
  method: 'POST',
  request: listCompaniesRequestSchema,
  response: listCompaniesResponseSchema,
  path: '/v1/companies:list',
  retryable: true,
});
