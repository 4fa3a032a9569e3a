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

/** Reads `value` with `schema`: `{ success: true, data }` or `{ success: false, error }` with its issues. */
export const safeParse = core.safeParse;
