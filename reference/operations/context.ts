/** What an operation gets to work with, and the lookups several operations share. */
import type { AgreementRecord } from '../../src/api/agreement.js';
import type { Access } from '../access.js';
import { notFound, permissionDenied } from '../errors.js';
import type { JsonObject } from '../request-fields.js';
import type { Branch, World } from '../world/types.js';
import type { Company } from '../../src/api/company.js';

export interface OperationContext {
  world: World;
  seed: string;
  /** The current instant, epoch milliseconds. */
  now: number;
  /** The JSON body of a POST; {} for a GET. */
  body: JsonObject;
  /** The `{id}` of the path, for operations that have one. */
  pathId: string;
  /** Query parameters of a GET (snake_case). */
  query: URLSearchParams;
  access: Access;
  /** `scheme://host` of the request, for links back to this server. */
  origin: string;
  /** Agreement records created by sign links, by id; state of one handler instance. */
  createdRecords: Map<string, AgreementRecord>;
  /** Times booked through the test control (`POST /_ref/_bookings`), by id; state of one handler instance. */
  heldTimes: ReadonlyMap<string, HeldTime>;
}

/** A time a test booked with a groomer at a branch, in epoch milliseconds: no slot that overlaps it is offered. */
export interface HeldTime {
  readonly businessId: string;
  readonly staffId: string;
  readonly start: number;
  readonly end: number;
}

export type Operation = (context: OperationContext) => JsonObject;

export function findCompany(world: World, companyId: string): Company {
  const company = world.companies.find((candidate) => candidate.id === companyId);
  if (!company) throw notFound(`company ${companyId} not found`);
  return company;
}

export function findBranch(world: World, businessId: string): Branch {
  const branch = world.branches.find((candidate) => candidate.id === businessId);
  if (!branch) throw notFound(`business ${businessId} not found`);
  return branch;
}

/** A branch named in a request about a company: it must exist and belong to that company. */
export function findBranchOfCompany(world: World, businessId: string, companyId: string): Branch {
  const branch = findBranch(world, businessId);
  if (branch.companyId !== companyId) throw permissionDenied(`business ${businessId} does not belong to company ${companyId}`);
  return branch;
}
