import { type ReactNode, useRef } from 'react';
import { visuallyHidden } from '../theme/global.css';
import { type LightToggleProps, useLightToggle } from '../utils/useLightToggle';
import * as styles from './Switch.css';

/**
 * Named by its visible label, or by `aria-label` alone where something else names it on screen (a list
 * column's header above a row's switch: WEB-85).
 */
export type LightSwitchProps = Omit<LightToggleProps, 'isIndeterminate'> &
  ({ label: ReactNode } | { label?: undefined; 'aria-label': string });

/**
 * A switch of which a screen renders many (a list row's 'RSS Wykop' and 'Hot news'): `useLightToggle`
 * (react-aria's press hook) on a native checkbox with the switch role, looking as `Switch`
 * does, without its field (description and error slot), contexts, render props, focus-ring and form
 * hooks, which each of 30 rows would pay for; the focus ring is CSS (`:focus-visible`). Named by
 * `aria-label` alone, it is the input alone, drawn as the switch (UI-50). Elsewhere use `Switch`.
 */
export function LightSwitch({ label, ...props }: LightSwitchProps) {
  const ref = useRef<HTMLInputElement>(null);
  const { labelProps, inputProps, isSelected, isDisabled } = useLightToggle(props, ref);
  if (label === undefined) {
    // biome-ignore lint/a11y/useAriaPropsForRole: the native checkbox's checked state is the switch's (ARIA in HTML: no aria-checked on a checkbox input), as react-aria's useSwitch renders it
    return <input {...inputProps} ref={ref} role="switch" className={styles.drawnSwitch} />;
  }
  return (
    <label
      {...labelProps}
      className={styles.button}
      data-selected={isSelected || undefined}
      data-disabled={isDisabled || undefined}
    >
      {/* biome-ignore lint/a11y/useAriaPropsForRole: as above */}
      <input {...inputProps} ref={ref} role="switch" className={visuallyHidden} />
      <span className={styles.track}>
        <span className={styles.handle} />
      </span>
      {label}
    </label>
  );
}
