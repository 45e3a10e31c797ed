import { type AriaAttributes, type ReactNode, useRef } from 'react';
import { type AriaLinkOptions, useLink } from 'react-aria/useLink';
import { usePress } from 'react-aria/usePress';
import { type ButtonSize, type ButtonVariant, lightButtonClass as lightClass } from './buttonClass';

interface LightControlLook {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** A class added to the house button classes (a string: no render props here). */
  className?: string;
  children: ReactNode;
}

/** What a row's or a pagination's button is given; `Button` takes the rest of react-aria's props. */
export interface LightButtonProps extends LightControlLook {
  onPress?: () => void;
  isDisabled?: boolean;
  'aria-label'?: string;
  'aria-current'?: AriaAttributes['aria-current'];
  /**
   * Disabled as `aria-disabled`, still focusable: for a control that may be disabled while it has the
   * keyboard's focus, which a native `disabled` would drop to the page's body.
   */
  focusableWhenDisabled?: boolean;
}

/**
 * A button of which a screen renders many (a table row's 'Usuń', the pagination's pages): react-aria's
 * `usePress` on a `<button>`, in the house button styles. Lighter than `Button` (react-aria-components):
 * no contexts, slots, render props, hover or focus-ring hooks, which each of 30 rows would pay for; hover,
 * press and the focus ring are CSS (`lightControl`). Not `useButton` either (UI-55): what it adds to
 * `usePress` for a native button is `useFocusable`'s focus and key handlers, autofocus and tooltip
 * context, which no such button is given, and the attributes written here (`tabIndex` 0, as it sets,
 * so that Safari focuses the button on a click). Elsewhere use `Button`.
 */
export function LightButton({
  variant,
  size,
  className,
  children,
  onPress,
  isDisabled,
  focusableWhenDisabled,
  ...aria
}: LightButtonProps) {
  const ref = useRef<HTMLButtonElement>(null);
  const { pressProps } = usePress({ onPress, isDisabled, ref });
  return (
    <button
      {...pressProps}
      {...aria}
      type="button"
      disabled={isDisabled && !focusableWhenDisabled}
      aria-disabled={(isDisabled && focusableWhenDisabled) || undefined}
      tabIndex={isDisabled && !focusableWhenDisabled ? undefined : 0}
      ref={ref}
      className={lightClass({ variant, size, className })}
      data-disabled={isDisabled || undefined}
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
