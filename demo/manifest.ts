/**
 * What the configurator knows of each element's attributes and events: `custom-elements.json`,
 * generated from the elements' JSDoc (`npm run manifest`; `npm start` and the build run it). It is
 * the only source: when it cannot be read the configurator says so instead of guessing.
 */
import type { AttributeValues } from './state.js';

export interface AttributeDescriptor {
  readonly name: string;
  readonly description: string;
  /** The manifest's type text, such as `string`, `string[]` or `'week' | 'month'`; empty when it gives none. */
  readonly type: string;
  /** Inherited from the class every element shares: the connection and the locale, shown in a group of their own. */
  readonly shared: boolean;
}

export interface ElementDescriptor {
  readonly tag: string;
  /** The first sentence of the element's summary. */
  readonly summary: string;
  readonly attributes: readonly AttributeDescriptor[];
  readonly events: readonly string[];
}

/** The manifest could not be read, or does not declare the elements the demo offers. */
export class ManifestUnreadable extends Error {
  override readonly name = 'ManifestUnreadable';
}

/** The command that writes the manifest, for the message that says it is missing. */
export const manifestCommand = 'npm run manifest';

const textOf = (value: unknown): string => (typeof value === 'string' ? value.replace(/\s+/g, ' ').trim() : '');
const listOf = (value: unknown): readonly unknown[] => (Array.isArray(value) ? value : []);
const fieldOf = (value: unknown, name: string): unknown =>
  typeof value === 'object' && value !== null ? (value as Readonly<Record<string, unknown>>)[name] : undefined;

const firstSentence = (text: string) => text.split(/(?<=\.)\s/)[0] ?? '';

function attributeOf(attribute: unknown): AttributeDescriptor | undefined {
  const name = textOf(fieldOf(attribute, 'name'));
  if (!name) return undefined;
  return {
    name,
    description: textOf(fieldOf(attribute, 'description')),
    type: textOf(fieldOf(fieldOf(attribute, 'type'), 'text')),
    shared: fieldOf(attribute, 'inheritedFrom') !== undefined,
  };
}

function descriptorOf(tag: string, declaration: unknown): ElementDescriptor {
  const attributes = new Map<string, AttributeDescriptor>();
  for (const attribute of listOf(fieldOf(declaration, 'attributes')).map(attributeOf)) {
    if (attribute && !attributes.has(attribute.name)) attributes.set(attribute.name, attribute);
  }
  return {
    tag,
    summary: firstSentence(textOf(fieldOf(declaration, 'summary')) || textOf(fieldOf(declaration, 'description'))),
    attributes: [...attributes.values()],
    events: listOf(fieldOf(declaration, 'events')).flatMap((event) => textOf(fieldOf(event, 'name')) || []),
  };
}

async function readManifest(url: string): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, { headers: { accept: 'application/json' }, cache: 'no-store' });
  } catch {
    throw new ManifestUnreadable(`${url} did not answer`);
  }
  if (!response.ok) throw new ManifestUnreadable(`${url} answered ${response.status}`);
  try {
    return (await response.json()) as unknown;
  } catch {
    // A dev server answers a missing file with its HTML page.
    throw new ManifestUnreadable(`${url} is not JSON`);
  }
}

/** The descriptors of the given tags that the manifest declares, in the order given. */
export async function loadDescriptors(url: string, tags: Iterable<string>): Promise<ElementDescriptor[]> {
  const declarations = new Map<string, unknown>();
  for (const module of listOf(fieldOf(await readManifest(url), 'modules'))) {
    for (const declaration of listOf(fieldOf(module, 'declarations'))) {
      const tag = textOf(fieldOf(declaration, 'tagName'));
      if (fieldOf(declaration, 'customElement') === true && tag) declarations.set(tag, declaration);
    }
  }
  const elements = [...tags].flatMap((tag) => (declarations.has(tag) ? [descriptorOf(tag, declarations.get(tag))] : []));
  if (elements.length === 0) throw new ManifestUnreadable(`${url} declares none of the elements`);
  return elements;
}

/** The attributes an element gets, in the manifest's order, without empty ones; a boolean one that is on, without a value. */
export function attributesOf(element: ElementDescriptor | undefined, values: AttributeValues): [string, string][] {
  return (element?.attributes ?? []).flatMap((attribute): [string, string][] => {
    const value = (values.get(attribute.name) ?? '').trim();
    if (!value) return [];
    return [[attribute.name, attribute.type === 'boolean' ? '' : value]];
  });
}
