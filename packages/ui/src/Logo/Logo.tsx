import * as styles from './Logo.css';

export const LOGO_LABEL = 'Redakcja';

export interface LogoProps {
  size?: number;
  /** The slow spin of the Home screen (stops under prefers-reduced-motion). */
  spinning?: boolean;
  /** Accessible name; pass `null` when a neighbouring text already names it (decorative). */
  label?: string | null;
  className?: string;
}

/** The product's mark: an 'R' in a ring with a page fold. */
export function Logo({ size = 48, spinning = false, label = LOGO_LABEL, className }: LogoProps) {
  const classes = [styles.logo, spinning ? styles.spinning : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 64 64"
      className={classes}
      role={label ? 'img' : undefined}
      aria-label={label ?? undefined}
      aria-hidden={label ? undefined : true}
      focusable="false"
    >
      {label ? <title>{label}</title> : null}
      <circle cx="32" cy="32" r="29" fill="none" stroke="currentColor" strokeWidth="5" />
      <path
        d="M22 46V18h12a8 8 0 0 1 0 16H22m12 0 9 12"
        fill="none"
        stroke="currentColor"
        strokeWidth="6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path d="M46 10l8 8h-8z" fill="currentColor" />
    </svg>
  );
}
