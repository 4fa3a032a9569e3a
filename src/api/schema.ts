/**
 * The part of zod the client is built on: objects, transforms and `safeParse`, with the types zod
 * infers from them, from zod's core (`zod/v4/core`, the layer zod and zod/mini are built on and
 * that zod offers to libraries). A zod/mini schema is one of these with a dozen methods added
 * (parse, parseAsync, check, clone, brand, register...), which every bundle would carry for the
 * one the client calls: about 650 bytes min+gzip of each element's file.
 *
 * They are zod schemas all the same: zod's and zod/mini's functions take them
 * (`z.safeParse(reviewSchema, value)`), and so does any Standard Schema library (`~standard`).
 * Modules import this one as `z`.
 */
import * as core from 'zod/v4/core';

/** A schema that reads a value into `Output`, from an `Input`. */
export type Schema<
  Output = unknown,
  Input = unknown,
  Internals extends core.$ZodTypeInternals<Output, Input> = core.$ZodTypeInternals<Output, Input>,
> = core.$ZodType<Output, Input, Internals>;
export type Internals<Output = unknown, Input = unknown> = core.$ZodTypeInternals<Output, Input>;
export type output<Of> = core.output<Of>;
export type input<Of> = core.input<Of>;
export type Issue = core.$ZodIssue;
export type RawIssue = core.$ZodRawIssue;
export type ParsePayload = core.ParsePayload;

/** Returned by a transform for a value it cannot read, after pushing the issue. */
export const NEVER = core.NEVER;

/** An object of the fields in `shape`; other keys are dropped (zod's `z.object`). */
/* @__NO_SIDE_EFFECTS__ */
export function object<const Shape extends core.$ZodLooseShape>(shape: Shape): core.$ZodObject<core.util.Writeable<Shape>, core.$strip> {
  // zod/mini's `object` is this constructor, typed by its declaration the same way.
  return new core.$ZodObject({ type: 'object', shape }) as core.$ZodObject<core.util.Writeable<Shape>, core.$strip>;
}

/** What `read` makes of a value; it reports what it cannot read in `payload.issues` (zod's `z.transform`). */
/* @__NO_SIDE_EFFECTS__ */
export function transform<Input = unknown, Output = Input>(
  read: (value: Input, payload: core.ParsePayload) => Output,
): core.$ZodTransform<Awaited<Output>, Input> {
  const def: core.$ZodTransformDef = { type: 'transform', transform: read as core.$ZodTransformDef['transform'] };
  return new core.$ZodTransform(def) as core.$ZodTransform<Awaited<Output>, Input>;
}

/** What `safeParse` hands out: the value read, or the issues that stopped it. */
export type SafeParseResult<Output> =
  | { readonly success: true; readonly data: Output }
  | { readonly success: false; readonly error: { readonly issues: Issue[] } };

/**
 * Reads `value` with `schema`: `{ success: true, data }` or `{ success: false, error }` with its
 * issues. zod's `safeParse`, the same run and the same issues (finalized by zod), except that
 * `error` holds only the issues: zod wraps them in its error class (an Error whose message lists
 * them), which no caller reads and which would weigh about 280 bytes min+gzip in every element's file.
 */
export function safeParse<Of extends Schema>(schema: Of, value: unknown): SafeParseResult<output<Of>> {
  const context: core.ParseContextInternal = { async: false };
  const result = schema._zod.run({ value, issues: [] }, context);
  if (result instanceof Promise) throw new core.$ZodAsyncError();
  if (result.issues.length === 0) return { success: true, data: result.value as output<Of> };
  return { success: false, error: { issues: result.issues.map((issue) => core.util.finalizeIssue(issue, context, core.config())) } };
}
