import { useRef } from 'react';
import * as checkboxStyles from '../Checkbox/Checkbox.css';
import { visuallyHidden } from '../theme/global.css';
import { type LightToggleProps, useLightToggle } from '../utils/useLightToggle';

/**
 * A row's (or the header's select-all) checkbox: `useLightToggle` (react-aria's press and focus hooks)
 * on a visually hidden native checkbox. Not react-aria-components' `Checkbox`: no contexts, render props,
 * hover, focus-ring or form hooks in each of 30 rows (the focus ring is CSS `:focus-visible`).
 */
export function SelectionCheckbox(props: LightToggleProps) {
  const ref = useRef<HTMLInputElement>(null);
  const { labelProps, inputProps, isSelected, isDisabled } = useLightToggle(props, ref);
  return (
    <label
      {...labelProps}
      className={checkboxStyles.button}
      data-selected={isSelected || undefined}
      data-disabled={isDisabled || undefined}
    >
      <input {...inputProps} ref={ref} className={visuallyHidden} />
      <span className={`${checkboxStyles.box} ${checkboxStyles.drawnCheck}`} />
    </label>
  );
}
