import type { Story } from '@ladle/react';
import { useState } from 'react';
import type { SelectOption } from '../Select/options';
import { CreatableSelect } from './CreatableSelect';

export default { title: 'Fields / CreatableSelect' };

const authors: SelectOption[] = [
  { id: 1, label: 'Anna Nowak' },
  { id: 2, label: 'Jan Kowalski' },
];
let nextId = 100;
const search = (name: string) =>
  new Promise<SelectOption[]>((resolve) =>
    setTimeout(
      () => resolve(authors.filter((author) => author.label.toLowerCase().includes(name.toLowerCase()))),
      300,
    ),
  );
const create = (name: string) =>
  new Promise<SelectOption>((resolve) => setTimeout(() => resolve({ id: nextId++, label: name }), 300));

export const Empty: Story = () => {
  const [value, setValue] = useState<SelectOption | null>(null);
  return <CreatableSelect label="Autor" value={value} onChange={setValue} search={search} create={create} />;
};
export const Chosen: Story = () => {
  const [value, setValue] = useState<SelectOption | null>(authors[0]!);
  return <CreatableSelect label="Autor" value={value} onChange={setValue} search={search} create={create} />;
};
export const CreateFails: Story = () => {
  const [value, setValue] = useState<SelectOption | null>(null);
  return (
    <CreatableSelect
      label="Autor"
      value={value}
      onChange={setValue}
      search={search}
      create={() => Promise.reject(new Error('422'))}
      description="Wpisz nową nazwę i wybierz „Dodaj”."
    />
  );
};
export const Invalid: Story = () => (
  <CreatableSelect
    label="Autor"
    value={null}
    onChange={() => undefined}
    search={search}
    create={create}
    errorMessage="Pole Wymagane"
  />
);
