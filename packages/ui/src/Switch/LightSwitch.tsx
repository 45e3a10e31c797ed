import { type ReactNode, useRef } from 'react';
import { type AriaSwitchProps, useSwitch } from 'react-aria/useSwitch';
import { useToggleState } from 'react-stately/useToggleState';
import { visuallyHidden } from '../theme/global.css';
import * as styles from './Switch.css';

export interface LightSwitchProps extends Omit<AriaSwitchProps, 'children'> {
  label: ReactNode;
}

/**
 * A switch of which a screen renders many (a list row's 'RSS Wykop' and 'Hot news'): react-aria's
 * `useSwitch` on a visually hidden input, looking as `Switch` does, without its field (description and
 * error slot), contexts, render props and focus-ring hook, which each of 30 rows would pay for; the focus
 * ring is CSS (`:focus-visible`). Elsewhere use `Switch`.
 */
export function LightSwitch({ label, ...props }: LightSwitchProps) {
  const ref = useRef<HTMLInputElement>(null);
  const state = useToggleState(props);
  const { labelProps, inputProps, isSelected, isDisabled } = useSwitch(
    { ...props, children: label },
    state,
    ref,
  );
  return (
    <label
      {...labelProps}
      className={styles.button}
      data-selected={isSelected || undefined}
      data-disabled={isDisabled || undefined}
    >
      <input {...inputProps} ref={ref} className={visuallyHidden} />
      <span className={styles.track}>
        <span className={styles.handle} />
      </span>
      {label}
    </label>
  );
}
