import { type ReactNode, useRef } from 'react';
import { type AriaButtonOptions, useButton } from 'react-aria/useButton';
import { type AriaLinkOptions, useLink } from 'react-aria/useLink';
import { type ButtonSize, type ButtonVariant, lightButtonClass as lightClass } from './buttonClass';

interface LightControlLook {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** A class added to the house button classes (a string: no render props here). */
  className?: string;
  children: ReactNode;
}

export interface LightButtonProps
  extends Omit<AriaButtonOptions<'button'>, 'elementType'>,
    LightControlLook {}

/**
 * A button of which a screen renders many (a table row's 'Usuń', the pagination's pages): react-aria's
 * `useButton` on a `<button>`, in the house button styles. Lighter than `Button` (react-aria-components):
 * no contexts, slots, render props, hover or focus-ring hooks, which each of 30 rows would pay for; hover,
 * press and the focus ring are CSS (`lightControl`). Elsewhere use `Button`.
 */
export function LightButton({ variant, size, className, children, ...props }: LightButtonProps) {
  const ref = useRef<HTMLButtonElement>(null);
  const { buttonProps } = useButton(props, ref);
  return (
    <button
      {...buttonProps}
      ref={ref}
      className={lightClass({ variant, size, className })}
      data-disabled={props.isDisabled || undefined}
    >
      {children}
    </button>
  );
}

export interface LightLinkProps extends Omit<AriaLinkOptions, 'elementType'>, LightControlLook {}

/**
 * A link of which a screen renders many (a table row's 'Edytuj', 'Edytuj artykuł'): react-aria's
 * `useLink` on an anchor, so inside the panel's RouterProvider a press navigates client-side, as
 * `LinkButton` does, without its per-row cost.
 */
export function LightLink({ variant, size, className, children, ...props }: LightLinkProps) {
  const ref = useRef<HTMLAnchorElement>(null);
  const { linkProps } = useLink(props, ref);
  return (
    <a {...linkProps} ref={ref} className={lightClass({ variant, size, className })}>
      {children}
    </a>
  );
}
