import { useState } from 'react';
import type { Key } from 'react-aria-components';
import { Button } from 'react-aria-components/Button';
import { Label } from 'react-aria-components/Label';
import { Tag, TagGroup, TagList } from 'react-aria-components/TagGroup';
import { ComboBox } from '../ComboBox/ComboBox';
import type { FieldBaseProps } from '../Field/Field';
import * as fieldStyles from '../Field/Field.css';
import { CrossIcon } from '../icons/icons';
import type { SelectOption } from '../Select/options';
import * as styles from './MultiSelect.css';

export const NOTHING_CHOSEN_TEXT = 'Nic nie wybrano';
export const chosenLabel = (label: string) => `Wybrane: ${label}`;
/** react-aria adds the tag's text: the button reads 'Usuń {tag}'. */
export const REMOVE_LABEL = 'Usuń';

export interface MultiSelectProps extends FieldBaseProps {
  options: readonly SelectOption[];
  /** The chosen ids, in the order they were added. */
  value: readonly Key[];
  onChange: (value: Key[]) => void;
  placeholder?: string;
  isDisabled?: boolean;
  isRequired?: boolean;
  name?: string;
}

/**
 * Several choices from a list (categories, silos, partner groups): a combo box adds an option, the
 * chosen ones show as tags below, each removable with its button or Delete/Backspace.
 */
export function MultiSelect({
  label,
  description,
  errorMessage,
  isInvalid,
  options,
  value,
  onChange,
  placeholder,
  isDisabled,
  isRequired,
  name,
}: MultiSelectProps) {
  // The input empties after each pick, ready for the next one.
  const [text, setText] = useState('');
  const chosen = value
    .map((id) => options.find((option) => option.id === id))
    .filter((option): option is SelectOption => option !== undefined);
  const available = options.filter((option) => !value.includes(option.id));
  const labelText = typeof label === 'string' ? label : '';

  return (
    <div className={fieldStyles.field}>
      <ComboBox
        inputValue={text}
        onInputChange={setText}
        label={label}
        description={description}
        errorMessage={errorMessage}
        isInvalid={isInvalid}
        options={available}
        value={null}
        placeholder={placeholder}
        isDisabled={isDisabled}
        isRequired={isRequired && value.length === 0}
        onChange={(key) => {
          if (key === null || value.includes(key)) return;
          onChange([...value, key]);
          // react-aria writes the picked label into the input after this callback; clear it after.
          queueMicrotask(() => setText(''));
        }}
      />
      <TagGroup
        onRemove={isDisabled ? undefined : (keys) => onChange(value.filter((id) => !keys.has(id)))}
        className={fieldStyles.field}
      >
        <Label className={fieldStyles.label}>{chosenLabel(labelText)}</Label>
        <TagList
          items={chosen}
          className={styles.tags}
          renderEmptyState={() => <span className={styles.empty}>{NOTHING_CHOSEN_TEXT}</span>}
        >
          {(option) => (
            <Tag id={option.id} textValue={option.label} className={styles.tag}>
              {option.label}
              {isDisabled ? null : (
                <Button slot="remove" aria-label={REMOVE_LABEL} className={styles.remove}>
                  <CrossIcon size={12} />
                </Button>
              )}
            </Tag>
          )}
        </TagList>
      </TagGroup>
      {name
        ? value.map((id) => <input key={String(id)} type="hidden" name={name} value={String(id)} />)
        : null}
    </div>
  );
}
