import { createElement, type ReactNode, type SVGProps } from 'react';
import { ICON_STROKE_WIDTH, type IconShape } from './shapes';

/** Decorative icons: always aria-hidden; the control that holds one carries the accessible name. */
export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & { size?: number };

/** The 24×24 stroked frame every icon of the library (and of the editor's toolbar) is drawn in. */
export function Icon({ size = 16, children, ...props }: IconProps & { children: ReactNode }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={ICON_STROKE_WIDTH}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

/** The elements of a shape that CSS draws too (shapes.ts). */
export const shapeElements = (shape: IconShape): ReactNode =>
  shape.map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes }));
