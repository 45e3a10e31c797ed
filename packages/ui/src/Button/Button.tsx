import type { ReactNode, Ref } from 'react';
import type { ButtonProps as AriaButtonProps, LinkProps as AriaLinkProps } from 'react-aria-components';
import { Button as AriaButton } from 'react-aria-components/Button';
import { composeRenderProps } from 'react-aria-components/composeRenderProps';
import { Link as AriaLink } from 'react-aria-components/Link';
import { type ButtonSize, type ButtonVariant, buttonClass } from './buttonClass';

export type { ButtonSize, ButtonVariant };

export interface ButtonProps extends AriaButtonProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  ref?: Ref<HTMLButtonElement>;
}

/** A react-aria Button in the house styles. `onPress`, `type="submit"`, `isDisabled`, `isPending`. */
export function Button({ variant, size, className, ...props }: ButtonProps) {
  return (
    <AriaButton
      {...props}
      className={composeRenderProps(className, (given) => `${buttonClass({ variant, size })} ${given ?? ''}`)}
    />
  );
}

export interface IconButtonProps extends Omit<ButtonProps, 'aria-label' | 'children'> {
  /** Required: an icon alone says nothing to a screen reader. */
  'aria-label': string;
  children: ReactNode;
}

/** A button showing only an icon; its accessible name is mandatory. */
export function IconButton({ variant = 'ghost', size, className, ...props }: IconButtonProps) {
  return (
    <AriaButton
      {...props}
      className={composeRenderProps(
        className,
        (given) => `${buttonClass({ variant, size, iconOnly: true })} ${given ?? ''}`,
      )}
    />
  );
}

export interface LinkButtonProps extends AriaLinkProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

/**
 * A link that looks like a button ('Dodaj nowy', 'Powrót', edit links). It renders an anchor through
 * react-aria's Link, so inside the panel's RouterProvider a press navigates client-side.
 */
export function LinkButton({ variant = 'secondary', size, className, ...props }: LinkButtonProps) {
  return (
    <AriaLink
      {...props}
      className={composeRenderProps(className, (given) => `${buttonClass({ variant, size })} ${given ?? ''}`)}
    />
  );
}
