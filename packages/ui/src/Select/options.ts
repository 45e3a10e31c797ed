import type { Key } from 'react-aria-components';

/** One choice of a select, combo box or multi-select: the API's `{id, name}` or `{value, label}`. */
export interface SelectOption {
  id: Key;
  label: string;
  isDisabled?: boolean;
}
