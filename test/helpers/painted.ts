/**
 * The colours a reader sees of an element, as opaque `rgb()` for the contrast oracle
 * (test/helpers/contrast.ts): its computed colours laid over what lies under it, up to the first
 * opaque background (the page's). Alpha blending in sRGB, as the browser paints. It refuses an
 * element or an ancestor drawn with an opacity below 1: the computed colours would not be what is
 * seen, and the oracle would be fooled.
 */

type Rgba = readonly [red: number, green: number, blue: number, alpha: number];

const numbers = (list: string) =>
  list
    .split(/[\s,/]+/)
    .filter(Boolean)
    .map(Number);

/** `rgb(r, g, b)`, `rgba(r, g, b, a)` or `color(srgb r g b / a)`, as Chromium computes colours. */
function parse(color: string): Rgba {
  const rgb = /^rgba?\(([^)]*)\)$/.exec(color);
  const srgb = /^color\(srgb ([^)]*)\)$/.exec(color);
  if (!rgb && !srgb) throw new Error(`No reading for the colour ${color}`);
  const [red = 0, green = 0, blue = 0, alpha = 1] = numbers((rgb ?? srgb)![1]!);
  // color(srgb) channels run from 0 to 1.
  const scale = rgb ? 1 : 255;
  return [red * scale, green * scale, blue * scale, alpha];
}

const over = ([red, green, blue, alpha]: Rgba, [underRed, underGreen, underBlue]: Rgba): Rgba => [
  red * alpha + underRed * (1 - alpha),
  green * alpha + underGreen * (1 - alpha),
  blue * alpha + underBlue * (1 - alpha),
  1,
];

const text = ([red, green, blue]: Rgba) => `rgb(${[red, green, blue].map((channel) => Math.round(channel)).join(', ')})`;

/** The element's parent, through a shadow root to its host. */
function parentOf(element: Element): Element | null {
  return element.parentElement ?? ((element.getRootNode() as ShadowRoot).host || null);
}

/** The opaque colour painted under an element's own background: its ancestors' backgrounds, laid one over another. */
function under(element: Element): Rgba {
  const layers: Rgba[] = [];
  for (let at = parentOf(element); at; at = parentOf(at)) {
    const layer = parse(getComputedStyle(at).backgroundColor);
    layers.push(layer);
    if (layer[3] === 1) return layers.reduceRight((below, above) => over(above, below));
  }
  throw new Error('Nothing opaque under the element: give the page a background');
}

function visible(element: Element): void {
  for (let at: Element | null = element; at; at = parentOf(at)) {
    if (Number(getComputedStyle(at).opacity) < 1) throw new Error(`<${at.localName}> is drawn at an opacity below 1`);
  }
}

/** What is painted around the element (its surface): the page, or whatever stands under it. */
export function surfaceOf(element: Element): string {
  visible(element);
  return text(under(element));
}

/** The element's background as painted over what is under it. */
export function fillOf(element: Element): string {
  visible(element);
  return text(over(parse(getComputedStyle(element).backgroundColor), under(element)));
}

/** A colour of the element (its text, its border) as painted over its own background; an outline over what is around it. */
export function paintedColor(element: Element, property: 'color' | 'borderTopColor' | 'outlineColor'): string {
  visible(element);
  const style = getComputedStyle(element);
  const below = property === 'outlineColor' ? under(element) : over(parse(getComputedStyle(element).backgroundColor), under(element));
  return text(over(parse(style[property]), below));
}

/** The colour of an inset ring drawn with `box-shadow`, over the element's background; undefined without one. */
export function ringOf(element: Element): string | undefined {
  const shadow = getComputedStyle(element).boxShadow;
  const color = /^(rgba?\([^)]*\)|color\([^)]*\))\s.*\binset\b/.exec(shadow)?.[1];
  return color && text(over(parse(color), over(parse(getComputedStyle(element).backgroundColor), under(element))));
}
