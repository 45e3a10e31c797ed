import {
  type ChangeEvent,
  type InputHTMLAttributes,
  type MouseEvent,
  type RefObject,
  useLayoutEffect,
} from 'react';
import { usePress } from 'react-aria/usePress';
import { useToggleState } from 'react-stately/useToggleState';

export interface LightToggleProps {
  id?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  isSelected?: boolean;
  defaultSelected?: boolean;
  isDisabled?: boolean;
  /** The select-all checkbox of a partly selected table ('mixed' to assistive technology). */
  isIndeterminate?: boolean;
  onChange?: (isSelected: boolean) => void;
}

/**
 * A checkbox or a switch of which a table renders one per row (UI-44): react-aria's `usePress` on a
 * native checkbox input (with `tabIndex` 0, as `useFocusable` sets it: UI-55), the input react-aria's
 * `useCheckbox` and `useSwitch` render, its state in react-stately's `useToggleState`. What `useToggle` adds to that (form validation, form
 * reset, description and error slots, a second press handler on the label) a row's control never uses,
 * and it was a fifth of a comments row's render. A press on the label toggles the input natively; the
 * label keeps the focus from leaving on mouse down and gives it to the input, as `useToggle` does (Chromium
 * would focus it anyway, Safari would not).
 */
export function useLightToggle(
  props: LightToggleProps,
  ref: RefObject<HTMLInputElement | null>,
): {
  inputProps: InputHTMLAttributes<HTMLInputElement>;
  labelProps: typeof LABEL_PROPS;
  isSelected: boolean;
  isDisabled: boolean;
} {
  const state = useToggleState(props);
  const isDisabled = props.isDisabled ?? false;
  const { pressProps } = usePress({ isDisabled });
  const { isIndeterminate } = props;
  useLayoutEffect(() => {
    // A property only: no attribute sets it.
    if (ref.current) ref.current.indeterminate = Boolean(isIndeterminate);
  }, [ref, isIndeterminate]);
  const inputProps: InputHTMLAttributes<HTMLInputElement> = {
    ...pressProps,
    tabIndex: isDisabled ? undefined : 0,
    type: 'checkbox',
    id: props.id,
    'aria-label': props['aria-label'],
    'aria-labelledby': props['aria-labelledby'],
    checked: state.isSelected,
    disabled: isDisabled,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      event.stopPropagation();
      state.setSelected(event.target.checked);
    },
  };
  return { inputProps, labelProps: LABEL_PROPS, isSelected: state.isSelected, isDisabled };
}

// The same for every label (nothing per row to allocate).
const LABEL_PROPS = {
  onMouseDown: (event: MouseEvent) => event.preventDefault(),
  onClick: (event: MouseEvent<HTMLLabelElement>) => event.currentTarget.querySelector('input')?.focus(),
};
