import { screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { renderUi } from '../../test/render';
import { Checkbox } from '../Checkbox/Checkbox';
import { ComboBox } from '../ComboBox/ComboBox';
import { CreatableSelect } from '../CreatableSelect/CreatableSelect';
import { DateField, DatePicker, DateTimeField } from '../DateField/DateField';
import { FileField } from '../FileField/FileField';
import { MultiSelect } from '../MultiSelect/MultiSelect';
import { NumberField } from '../NumberField/NumberField';
import { PhotoField, photoValueFrom } from '../PhotoField/PhotoField';
import { Select } from '../Select/Select';
import { Switch } from '../Switch/Switch';
import { TextArea } from '../TextArea/TextArea';
import { TextField } from '../TextField/TextField';

/**
 * Every field has a label, a description slot and an error slot. Each field of the library
 * is rendered with all three; its control is found by role and label, and must point at both texts
 * through aria-describedby and report itself invalid.
 */
const DESCRIPTION = 'Tekst pomocy';
const ERROR = 'Pole Wymagane';
const slots = { label: 'Pole', description: DESCRIPTION, errorMessage: ERROR };
const options = [
  { id: 1, label: 'Telewizja' },
  { id: 2, label: 'Radio' },
];
const noPhotos = {
  loadTree: async () => [],
  deleteFiles: async () => undefined,
  loadPhoto: async (id: number | string) => ({ id, fileName: '' }),
  saveCaption: async () => undefined,
};

const fields: [name: string, role: string, field: ReactElement][] = [
  ['TextField', 'textbox', <TextField key="f" {...slots} />],
  ['TextArea', 'textbox', <TextArea key="f" {...slots} />],
  ['NumberField', 'textbox', <NumberField key="f" {...slots} />],
  ['Checkbox', 'checkbox', <Checkbox key="f" {...slots} />],
  ['Switch', 'switch', <Switch key="f" {...slots} />],
  ['Select', 'button', <Select key="f" {...slots} options={options} />],
  ['ComboBox', 'combobox', <ComboBox key="f" {...slots} options={options} />],
  [
    'CreatableSelect',
    'combobox',
    <CreatableSelect
      key="f"
      {...slots}
      value={null}
      onChange={vi.fn()}
      search={async () => []}
      create={async (name) => ({ id: 1, label: name })}
    />,
  ],
  [
    'MultiSelect',
    'combobox',
    <MultiSelect key="f" {...slots} options={options} value={[]} onChange={vi.fn()} />,
  ],
  ['DateField', 'group', <DateField key="f" {...slots} value={null} onChange={vi.fn()} />],
  ['DateTimeField', 'group', <DateTimeField key="f" {...slots} value={null} onChange={vi.fn()} />],
  ['DatePicker', 'group', <DatePicker key="f" {...slots} value={null} onChange={vi.fn()} />],
  ['FileField', 'button', <FileField key="f" {...slots} onChange={vi.fn()} />],
  [
    'PhotoField',
    'radiogroup',
    <PhotoField key="f" {...slots} {...noPhotos} value={photoValueFrom({})} onChange={vi.fn()} />,
  ],
];

/** The texts an element's aria-describedby points at. */
function descriptions(element: Element): (string | null | undefined)[] {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent);
}

describe('every field', () => {
  it.each(fields)(
    '%s: labelled, with its description and error linked, and invalid',
    async (_, role, field) => {
      const { container } = renderUi(field);
      const control = screen.getAllByRole(role, { name: /Pole/ })[0]!;
      expect(descriptions(control)).toEqual(expect.arrayContaining([DESCRIPTION, ERROR]));
      expect(screen.getByText(DESCRIPTION)).toBeTruthy();
      expect(screen.getByText(ERROR)).toBeTruthy();
      const invalid =
        control.getAttribute('aria-invalid') === 'true' || control.closest('[data-invalid]') !== null;
      expect(invalid).toBe(true);
      await expectNoAxeViolations(container);
    },
  );
});
