/**
 * The main theming custom properties of the elements (see src/shared/styles.ts) and the
 * values the demo starts from in each theme. A `null` start value means the element computes
 * it from the text colour; the colour input then shows a close approximation.
 */

export type Theme = 'light' | 'dark';

export interface ColorToken {
  kind: 'color';
  name: string;
  label: string;
  /** What the element uses when the property is not set. */
  libraryDefault: string | null;
  /** The demo's value per theme; null leaves the property unset. */
  start: Record<Theme, string | null>;
  /** What the colour input shows while the property is unset. */
  approximation: Record<Theme, string>;
}

export interface LengthToken {
  kind: 'length';
  name: string;
  label: string;
  min: number;
  max: number;
  /** Pixels. */
  libraryDefault: number;
}

export type Token = ColorToken | LengthToken;

export const tokens: Token[] = [
  {
    kind: 'color',
    name: '--booking-accent',
    label: 'Accent',
    libraryDefault: '#2457c5',
    start: { light: null, dark: '#8ab4f8' },
    approximation: { light: '#2457c5', dark: '#8ab4f8' },
  },
  {
    kind: 'color',
    name: '--booking-accent-text',
    label: 'Text on accent',
    libraryDefault: '#ffffff',
    start: { light: null, dark: '#0b1d3a' },
    approximation: { light: '#ffffff', dark: '#0b1d3a' },
  },
  {
    kind: 'color',
    name: '--booking-danger',
    label: 'Danger',
    libraryDefault: '#b3261e',
    start: { light: null, dark: '#f2b8b5' },
    approximation: { light: '#b3261e', dark: '#f2b8b5' },
  },
  {
    kind: 'color',
    name: '--booking-muted',
    label: 'Muted text',
    libraryDefault: null,
    start: { light: null, dark: null },
    approximation: { light: '#595959', dark: '#a8a8a8' },
  },
  {
    kind: 'color',
    name: '--booking-border',
    label: 'Border',
    libraryDefault: null,
    start: { light: null, dark: null },
    approximation: { light: '#bfbfbf', dark: '#4a4a4a' },
  },
  { kind: 'length', name: '--booking-radius', label: 'Corner radius', min: 0, max: 24, libraryDefault: 8 },
  { kind: 'length', name: '--booking-gap', label: 'Spacing', min: 4, max: 32, libraryDefault: 12 },
];

/** The user's edits, per theme: property name to CSS value. */
export type TokenEdits = Record<Theme, Record<string, string>>;

/** Every property the demo sets in a theme: its start values with the user's edits over them. */
export function effectiveTokens(theme: Theme, edits: TokenEdits): Record<string, string> {
  const values: Record<string, string> = {};
  for (const token of tokens) {
    if (token.kind === 'color' && token.start[theme] !== null) values[token.name] = token.start[theme];
  }
  return { ...values, ...edits[theme] };
}

/** The value an input shows for a token. */
export function shownValue(token: Token, theme: Theme, edits: TokenEdits): string {
  const value = effectiveTokens(theme, edits)[token.name];
  if (token.kind === 'color') return value ?? token.approximation[theme];
  return String(value === undefined ? token.libraryDefault : Number.parseFloat(value));
}

/** The properties a pasted snippet must set to look like the preview: those unlike the library's defaults. */
export function tokensForSnippet(theme: Theme, edits: TokenEdits): [string, string][] {
  const values = effectiveTokens(theme, edits);
  return tokens.flatMap((token): [string, string][] => {
    const value = values[token.name];
    if (value === undefined) return [];
    const isDefault = token.kind === 'color' ? value.toLowerCase() === token.libraryDefault : value === `${token.libraryDefault}px`;
    return isDefault ? [] : [[token.name, value]];
  });
}

function luminance(hex: string): number | undefined {
  const match = /^#([0-9a-f]{6})$/i.exec(hex.trim());
  if (!match) return undefined;
  const channels = [0, 2, 4].map((offset) => Number.parseInt(match[1]!.slice(offset, offset + 2), 16) / 255);
  const [r, g, b] = channels.map((channel) => (channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4)) as [
    number,
    number,
    number,
  ];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The WCAG contrast ratio of two `#rrggbb` colours, or undefined for anything else. */
export function contrastRatio(first: string, second: string): number | undefined {
  const a = luminance(first);
  const b = luminance(second);
  if (a === undefined || b === undefined) return undefined;
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}
