/**
 * The WCAG 2 contrast ratio of two colours as `getComputedStyle` gives them, as a test oracle. It is
 * written from the WCAG definition (the relative luminance of sRGB) on its own and shares no code
 * with the demo's contrast note or the library's styles, so that a mistake there cannot hide
 * itself here.
 */

/** The red, green and blue channels (0 to 255) of an opaque computed colour, `rgb(r, g, b)` or `rgba(r, g, b, 1)`. */
function channels(color: string): [number, number, number] {
  const match = /^rgba?\(([^)]*)\)$/.exec(color.trim());
  const numbers = (match?.[1] ?? '')
    .split(/[\s,/]+/)
    .filter(Boolean)
    .map(Number);
  const [red, green, blue, alpha = 1] = numbers;
  if (numbers.length < 3 || numbers.length > 4 || numbers.some(Number.isNaN) || alpha !== 1) {
    throw new Error(`The contrast oracle reads opaque rgb() colours only, not ${color}`);
  }
  return [red!, green!, blue!];
}

/** Relative luminance: https://www.w3.org/TR/WCAG21/#dfn-relative-luminance */
function relativeLuminance(color: string): number {
  const [red, green, blue] = channels(color).map((channel) => {
    const value = channel / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

/** Contrast ratio: https://www.w3.org/TR/WCAG21/#dfn-contrast-ratio */
export function contrastRatio(first: string, second: string): number {
  const [lighter, darker] = [relativeLuminance(first), relativeLuminance(second)].sort((a, b) => b - a) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}
