/** Attribute converters shared by the elements. */
import type { ComplexAttributeConverter } from 'lit';

/** A list attribute: values separated by spaces or commas (`"a b"`, `"a,b"`, `"a, b"`). */
export const listAttribute: ComplexAttributeConverter<string[]> = {
  fromAttribute: (value) => (value ?? '').split(/[\s,]+/).filter(Boolean),
  toAttribute: (value) => value.join(' '),
};
