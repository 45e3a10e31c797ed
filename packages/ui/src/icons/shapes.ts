/**
 * The strokes of the icons that are drawn both as React elements (`CheckIcon`, `CrossIcon`, `TrashIcon`)
 * and by CSS alone (`cssIcon`, the selection checkbox's check, the display-only publication state): one
 * geometry for both, in the 24×24 frame every icon is drawn in.
 */
export type IconShape = readonly (readonly [
  tag: 'polyline' | 'path' | 'line',
  attributes: Readonly<Record<string, string>>,
])[];

export const CHECK_SHAPE: IconShape = [['polyline', { points: '4 12 10 18 20 6' }]];

export const CROSS_SHAPE: IconShape = [
  ['line', { x1: '6', y1: '6', x2: '18', y2: '18' }],
  ['line', { x1: '18', y1: '6', x2: '6', y2: '18' }],
];

/** The select-all checkbox's mixed state (some rows checked). */
export const DASH_SHAPE: IconShape = [['line', { x1: '6', y1: '12', x2: '18', y2: '12' }]];

export const TRASH_SHAPE: IconShape = [
  ['polyline', { points: '4 7 20 7' }],
  ['path', { d: 'M9 7V4h6v3M6 7l1 13h10l1-13' }],
];

/** The frame's stroke (Icon.tsx and the CSS masks). */
export const ICON_STROKE_WIDTH = 2.5;

/**
 * The shape as an SVG image (`url("data:…")`), stroked as `Icon` strokes it, in `stroke`: black for a
 * CSS mask, a colour of the theme for a background image.
 */
export function iconImage(shape: IconShape, stroke = 'black'): string {
  const strokes = shape
    .map(
      ([tag, attributes]) =>
        `<${tag} ${Object.entries(attributes)
          .map(([name, value]) => `${name}="${value}"`)
          .join(' ')}/>`,
    )
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="${stroke}" stroke-width="${ICON_STROKE_WIDTH}" stroke-linecap="round" stroke-linejoin="round">${strokes}</svg>`;
  return `url("data:image/svg+xml,${encodeURIComponent(svg)}")`;
}

/**
 * The style of a pseudo-element that draws the shape in the text's colour, `size` square: an icon with
 * no element of its own, for controls a screen renders by the dozen (UI-45). It keeps the text's colour
 * in forced-colours mode, as the stroked SVG icons do.
 */
export const drawnIcon = (shape: IconShape, size: string) =>
  ({
    content: '""',
    flexShrink: 0,
    width: size,
    height: size,
    backgroundColor: 'currentColor',
    mask: `${iconImage(shape)} center / contain no-repeat`,
    forcedColorAdjust: 'none',
  }) as const;
