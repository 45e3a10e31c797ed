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

/**
 * The house button classes of a control that is not react-aria-components' (LightButton, LightLink,
 * NativeButton): hover and press from the variant's CSS states, the focus ring `:focus-visible`.
 */
export function lightButtonClass({
  variant = 'secondary',
  size = 'sm',
  className,
}: Omit<ButtonVariants, 'iconOnly'> & { className?: string | undefined }): string {
  return `${buttonClass({ variant, size })} ${styles.lightControl}${className ? ` ${className}` : ''}`;
}
