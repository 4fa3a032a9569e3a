/** Attribute converters shared by the elements. */
import type { ComplexAttributeConverter } from 'lit';

/** A list attribute: values separated by spaces or commas (`"a b"`, `"a,b"`, `"a, b"`). */
export const listAttribute: ComplexAttributeConverter<string[]> = {
  fromAttribute: (value) => (value ?? '').split(/[\s,]+/).filter(Boolean),
  toAttribute: (value) => value.join(' '),
};

/**
 * An enum's value in a list attribute as the API spells it: the case and `-` for `_` forgiven, so
 * that `grooming-report` and `grooming_report` both name `GROOMING_REPORT`.
 */
export const apiSpelling = (value: string): string => value.trim().toUpperCase().replaceAll('-', '_');
