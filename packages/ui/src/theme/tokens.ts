/**
 * The values of the light theme, as plain data: the theme contract in `theme.css.ts` is filled from
 * here, and `contrast.test.ts` checks every text/background pair of it against WCAG AA.
 */
export const lightColors = {
  text: '#1a1f2b',
  textMuted: '#4a5263',
  background: '#ffffff',
  surface: '#f4f6f9',
  surfaceRaised: '#ffffff',
  border: '#767f8f',
  borderSubtle: '#d5dae2',
  primary: '#1d4ed8',
  primaryHover: '#1e40af',
  primaryPressed: '#1e3a8a',
  onPrimary: '#ffffff',
  secondary: '#e5e9f0',
  secondaryHover: '#d5dbe5',
  onSecondary: '#1a1f2b',
  danger: '#b91c1c',
  dangerHover: '#991b1b',
  onDanger: '#ffffff',
  success: '#15803d',
  onSuccess: '#ffffff',
  focusRing: '#1d4ed8',
  deletedBackground: '#eceff3',
  deletedText: '#4f5665',
  menuBackground: '#1f2937',
  menuText: '#f3f4f6',
  menuActive: '#1d4ed8',
  menuActiveText: '#ffffff',
  menuHover: '#374151',
  overlay: 'rgba(15, 23, 42, 0.55)',
  link: '#1d4ed8',
} as const;

export type ColorToken = keyof typeof lightColors;

/** Text (or icon) colour on a background colour; `minRatio` is 4.5 for text, 3 for other UI parts. */
export interface ContrastPair {
  foreground: ColorToken;
  background: ColorToken;
  minRatio: 4.5 | 3;
}

export const contrastPairs: readonly ContrastPair[] = [
  { foreground: 'text', background: 'background', minRatio: 4.5 },
  { foreground: 'text', background: 'surface', minRatio: 4.5 },
  { foreground: 'textMuted', background: 'background', minRatio: 4.5 },
  { foreground: 'textMuted', background: 'surface', minRatio: 4.5 },
  { foreground: 'onPrimary', background: 'primary', minRatio: 4.5 },
  { foreground: 'onPrimary', background: 'primaryHover', minRatio: 4.5 },
  { foreground: 'onPrimary', background: 'primaryPressed', minRatio: 4.5 },
  { foreground: 'onSecondary', background: 'secondary', minRatio: 4.5 },
  { foreground: 'onSecondary', background: 'secondaryHover', minRatio: 4.5 },
  { foreground: 'onDanger', background: 'danger', minRatio: 4.5 },
  { foreground: 'onDanger', background: 'dangerHover', minRatio: 4.5 },
  { foreground: 'onSuccess', background: 'success', minRatio: 4.5 },
  { foreground: 'danger', background: 'background', minRatio: 4.5 },
  { foreground: 'success', background: 'background', minRatio: 4.5 },
  { foreground: 'link', background: 'background', minRatio: 4.5 },
  { foreground: 'deletedText', background: 'deletedBackground', minRatio: 4.5 },
  { foreground: 'menuText', background: 'menuBackground', minRatio: 4.5 },
  { foreground: 'menuText', background: 'menuHover', minRatio: 4.5 },
  { foreground: 'menuActiveText', background: 'menuActive', minRatio: 4.5 },
  { foreground: 'border', background: 'background', minRatio: 3 },
  { foreground: 'focusRing', background: 'background', minRatio: 3 },
  { foreground: 'focusRing', background: 'surface', minRatio: 3 },
];

export const space = {
  none: '0',
  xxs: '2px',
  xs: '4px',
  sm: '8px',
  md: '12px',
  lg: '16px',
  xl: '24px',
  xxl: '32px',
} as const;

export const fontSize = {
  xs: '0.75rem',
  sm: '0.875rem',
  md: '1rem',
  lg: '1.125rem',
  xl: '1.375rem',
  xxl: '1.75rem',
} as const;

export const lineHeight = { tight: '1.25', normal: '1.5' } as const;

export const fontWeight = { normal: '400', medium: '500', bold: '700' } as const;

export const radius = { sm: '3px', md: '6px', lg: '10px', full: '9999px' } as const;

export const shadow = {
  sm: '0 1px 2px rgba(15, 23, 42, 0.12)',
  md: '0 4px 12px rgba(15, 23, 42, 0.16)',
  lg: '0 12px 32px rgba(15, 23, 42, 0.24)',
} as const;

export const fontFamily = {
  body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
} as const;
