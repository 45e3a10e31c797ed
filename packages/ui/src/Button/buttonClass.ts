import * as styles from './Button.css';

export type ButtonVariant = keyof typeof styles.variant;
export type ButtonSize = keyof typeof styles.size;

export interface ButtonVariants {
  variant?: ButtonVariant;
  size?: ButtonSize;
  iconOnly?: boolean;
}

/** The house button's classes: the base, the variant (primary by default), the size (md), icon only. */
export function buttonClass({
  variant = 'primary',
  size = 'md',
  iconOnly = false,
}: ButtonVariants = {}): string {
  const classes = `${styles.base} ${styles.variant[variant]} ${styles.size[size]}`;
  return iconOnly ? `${classes} ${styles.iconOnly}` : classes;
}
