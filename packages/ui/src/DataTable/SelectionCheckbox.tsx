import { useRef } from 'react';
import { type AriaCheckboxProps, useCheckbox } from 'react-aria/useCheckbox';
import { useToggleState } from 'react-stately/useToggleState';
import * as checkboxStyles from '../Checkbox/Checkbox.css';
import { CheckIcon } from '../icons/icons';
import { visuallyHidden } from '../theme/global.css';

/**
 * A row's (or the header's select-all) checkbox: react-aria's `useCheckbox` on a visually hidden input,
 * fed by the table's `useTableSelectionCheckbox`. Not react-aria-components' `Checkbox`: no contexts,
 * render props, hover or focus-ring hooks in each of 30 rows (the focus ring is CSS `:focus-visible`).
 */
export function SelectionCheckbox(props: AriaCheckboxProps) {
  const ref = useRef<HTMLInputElement>(null);
  const state = useToggleState(props);
  const { labelProps, inputProps, isSelected, isDisabled } = useCheckbox(props, state, ref);
  return (
    <label
      {...labelProps}
      className={checkboxStyles.button}
      data-selected={isSelected || undefined}
      data-disabled={isDisabled || undefined}
    >
      <input {...inputProps} ref={ref} className={visuallyHidden} />
      <span className={checkboxStyles.box}>
        <CheckIcon size={14} className={checkboxStyles.check} />
      </span>
    </label>
  );
}
