import { useRef } from 'react';
import * as checkboxStyles from '../Checkbox/Checkbox.css';
import { type LightToggleProps, useLightToggle } from '../utils/useLightToggle';

/**
 * A row's (or the header's select-all) checkbox: `useLightToggle` (react-aria's press hook)
 * on a native checkbox drawn by CSS as the house checkbox, one element (UI-50). Not react-aria-components'
 * `Checkbox`: no contexts, render props, hover, focus-ring or form hooks in each of 30 rows (the focus
 * ring is CSS `:focus-visible`). Named by `aria-label` or `aria-labelledby`: nothing beside it on screen.
 */
export function SelectionCheckbox(props: LightToggleProps) {
  const ref = useRef<HTMLInputElement>(null);
  const { inputProps } = useLightToggle(props, ref);
  return <input {...inputProps} ref={ref} className={checkboxStyles.drawnBox} />;
}
