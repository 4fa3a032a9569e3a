/**
 * What the configurator knows about each element: its attributes (with descriptions) and its
 * events. The source of truth is `custom-elements.json`, generated from the elements' JSDoc by
 * the build; when it is missing (a fresh clone before `npm run build`) or does not list an
 * element yet, the small table below and the class's own `observedAttributes` stand in.
 */

export interface AttributeDescriptor {
  name: string;
  description: string;
  /** The manifest's type text, such as `string` or `string[]`. */
  type: string;
}

export interface ElementDescriptor {
  tag: string;
  summary: string;
  attributes: AttributeDescriptor[];
  events: string[];
  /** Where the attribute names and descriptions came from. */
  source: 'manifest' | 'built-in table';
}

/** The elements the configurator offers, in this order. */
export const elementTags = ['franchise-finder', 'availability-picker', 'agreement-sign-button', 'review-feed', 'booking-flow'] as const;

/** Attributes every element shares; shown in their own group. */
export const sharedAttributes = ['lang', 'base-url', 'api-key'];

/** Every event the elements emit, so the log hears them even before the manifest is read. */
export const knownEvents = [
  'franchise-found',
  'franchise-not-found',
  'availability-load',
  'slot-select',
  'agreement-sign-link',
  'reviews-load',
  'booking-error',
  'booking-flow-complete',
];

const summaries: Record<string, string> = {
  'franchise-finder': 'Finds the branch that serves a ZIP code.',
  'availability-picker': "Lets a customer pick a groomer's free time slot at a branch.",
  'agreement-sign-button': 'Opens the signing page of an agreement (a waiver or a policy).',
  'review-feed': "Shows a branch's reviews, page by page.",
  'booking-flow': 'The whole journey in one tag: ZIP code, time slot, agreements.',
};

/** Descriptions by attribute name, as the public contract states them. */
const attributeDescriptions: Record<string, { description: string; type?: string }> = {
  zipcode: { description: 'ZIP or postal code; when present at connection the lookup runs at once.' },
  'company-id': { description: 'The company (tenant) of the branch.' },
  'business-id': { description: 'The branch. Required.' },
  'start-date': { description: "First date of the range, `YYYY-MM-DD`. Default: today in the business's time zone." },
  'end-date': { description: 'Last date of the range, `YYYY-MM-DD`. Default: a week from the first.' },
  'service-ids': { description: 'Services to book (separated by spaces or commas).', type: 'string[]' },
  'staff-ids': { description: 'Only these groomers (separated by spaces or commas).', type: 'string[]' },
  'pet-types': { description: 'Pet types, such as `DOG CAT`.', type: 'string[]' },
  'customer-id': { description: 'The customer, when known.' },
  'time-zone': { description: "IANA zone every time is shown in. Default: the company's zone, else the browser's." },
  'agreement-id': { description: 'The agreement to sign. Required.' },
  target: { description: 'Where the signing page opens: `_blank` (a new window, default) or `_self`.' },
  sources: { description: 'Only these channels: `SMS`, `GROOMING_REPORT`, `PET_PARENT_PORTAL`.', type: 'string[]' },
  'page-size': { description: 'Reviews per page, 1 to 500. Default 10.', type: 'number' },
  lang: { description: 'Locale for dates, times and numbers. Default: inherited from the page.' },
  'base-url': { description: "API root; the spec's paths (`/v1/...`) are appended. Default: same origin." },
  'api-key': { description: 'Optional key, sent as `Authorization: Basic`. For trusted pages only.' },
};

const fallbackAttributes: Record<string, string[]> = {
  'franchise-finder': ['zipcode'],
  'availability-picker': [
    'company-id',
    'business-id',
    'start-date',
    'end-date',
    'service-ids',
    'staff-ids',
    'pet-types',
    'customer-id',
    'zipcode',
    'time-zone',
  ],
  'agreement-sign-button': ['agreement-id', 'customer-id', 'business-id', 'company-id', 'target'],
  'review-feed': ['business-id', 'sources', 'staff-ids', 'page-size'],
  'booking-flow': ['customer-id'],
};

const fallbackEvents: Record<string, string[]> = {
  'franchise-finder': ['franchise-found', 'franchise-not-found', 'booking-error'],
  'availability-picker': ['availability-load', 'slot-select', 'booking-error'],
  'agreement-sign-button': ['agreement-sign-link', 'booking-error'],
  'review-feed': ['reviews-load', 'booking-error'],
  'booking-flow': knownEvents,
};

function describeAttribute(name: string): AttributeDescriptor {
  const known = attributeDescriptions[name];
  return { name, description: known?.description ?? '', type: known?.type ?? 'string' };
}

/** A descriptor without the manifest: the table, or the registered class's attributes. */
function fallbackDescriptor(tag: string): ElementDescriptor {
  const registered = customElements.get(tag) as (CustomElementConstructor & { observedAttributes?: string[] }) | undefined;
  const observed = registered?.observedAttributes ?? [];
  const names = [...new Set([...(fallbackAttributes[tag] ?? []), ...observed, ...sharedAttributes])];
  return {
    tag,
    summary: summaries[tag] ?? '',
    attributes: names.map(describeAttribute),
    events: fallbackEvents[tag] ?? ['booking-error'],
    source: 'built-in table',
  };
}

interface ManifestAttribute {
  name?: string;
  description?: string;
  type?: { text?: string };
}

interface ManifestDeclaration {
  customElement?: boolean;
  tagName?: string;
  summary?: string;
  description?: string;
  attributes?: ManifestAttribute[];
  events?: { name?: string }[];
}

interface Manifest {
  modules?: { declarations?: ManifestDeclaration[] }[];
}

function fromManifest(declaration: ManifestDeclaration, tag: string): ElementDescriptor {
  const attributes: AttributeDescriptor[] = [];
  for (const attribute of declaration.attributes ?? []) {
    if (!attribute.name || attributes.some((known) => known.name === attribute.name)) continue;
    const fallback = describeAttribute(attribute.name);
    attributes.push({
      name: attribute.name,
      // Inherited attributes such as `lang` come without a description.
      description: (attribute.description ?? '').replace(/\s+/g, ' ').trim() || fallback.description,
      type: attribute.type?.text ?? fallback.type,
    });
  }
  for (const name of sharedAttributes) {
    if (!attributes.some((known) => known.name === name)) attributes.push(describeAttribute(name));
  }
  const events = (declaration.events ?? []).flatMap((event) => (event.name ? [event.name] : []));
  // One line under the element's name: the first sentence of `@summary`, else of the description.
  const firstSentence = (text: string | undefined) =>
    (text ?? '')
      .replace(/\s+/g, ' ')
      .trim()
      .split(/(?<=\.)\s/)[0] ?? '';
  return {
    tag,
    summary: firstSentence(declaration.summary) || firstSentence(declaration.description) || summaries[tag] || '',
    attributes,
    events: events.length > 0 ? events : (fallbackEvents[tag] ?? []),
    source: 'manifest',
  };
}

/** Reads the manifest; any failure (missing file, HTML fallback page, bad JSON) reads as none. */
async function readManifest(url: string): Promise<Manifest | undefined> {
  try {
    const response = await fetch(url, { headers: { accept: 'application/json' }, cache: 'no-store' });
    if (!response.ok) return undefined;
    const manifest = (await response.json()) as Manifest;
    return Array.isArray(manifest.modules) ? manifest : undefined;
  } catch {
    return undefined;
  }
}

/** Descriptors of every element, in the configurator's order. */
export async function loadDescriptors(manifestUrl: string): Promise<{ elements: ElementDescriptor[]; manifestFound: boolean }> {
  const manifest = await readManifest(manifestUrl);
  const declarations = new Map<string, ManifestDeclaration>();
  for (const module of manifest?.modules ?? []) {
    for (const declaration of module.declarations ?? []) {
      if (declaration.customElement && declaration.tagName) declarations.set(declaration.tagName, declaration);
    }
  }
  const elements = elementTags.map((tag) => {
    const declaration = declarations.get(tag);
    return declaration ? fromManifest(declaration, tag) : fallbackDescriptor(tag);
  });
  return { elements, manifestFound: manifest !== undefined };
}
