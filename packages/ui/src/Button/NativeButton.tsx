import type { ButtonHTMLAttributes, Ref } from 'react';
import { type ButtonSize, type ButtonVariant, lightButtonClass } from './buttonClass';

export interface NativeButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * A native `<button>` in the house button styles, for what the panel shows before a user has logged in
 * (the login form's submit, the start-up retry): no react-aria press, hover or focus hooks, whose code
 * the login screen would otherwise load (UI-39). A native button is keyboard operable (Enter, Space),
 * focusable and named by its text; hover and press are CSS, the focus ring `:focus-visible`. `type` is
 * `button` unless given. Elsewhere use `Button`.
 */
export function NativeButton({
  variant = 'primary',
  size = 'md',
  className,
  type,
  ...props
}: NativeButtonProps) {
  return (
    <button {...props} type={type ?? 'button'} className={lightButtonClass({ variant, size, className })} />
  );
}
