import type { Story } from '@ladle/react';
import { useState } from 'react';
import type { Key } from 'react-aria-components';
import { MultiSelect } from './MultiSelect';

export default { title: 'Fields / MultiSelect' };

const categories = [
  'Internet',
  'Telewizja',
  'Radio',
  'Reklama',
  'Prasa',
  'Public relations',
  'Technologie',
  'Badania',
].map((label, index) => ({ id: index + 1, label }));

export const Empty: Story = () => {
  const [value, setValue] = useState<Key[]>([]);
  return <MultiSelect label="Kategorie" options={categories} value={value} onChange={setValue} />;
};
export const Chosen: Story = () => {
  const [value, setValue] = useState<Key[]>([1, 3, 7]);
  return <MultiSelect label="Silosy" options={categories} value={value} onChange={setValue} />;
};
export const WithDescription: Story = () => {
  const [value, setValue] = useState<Key[]>([2]);
  return (
    <MultiSelect
      label="Grupy partnerskie"
      options={categories}
      value={value}
      onChange={setValue}
      description="Artykuł trafi do newsletterów wybranych grup."
    />
  );
};
export const Invalid: Story = () => {
  const [value, setValue] = useState<Key[]>([]);
  return (
    <MultiSelect
      label="Kategorie"
      options={categories}
      value={value}
      onChange={setValue}
      errorMessage="Wybierz co najmniej jedną kategorię."
    />
  );
};
export const Disabled: Story = () => (
  <MultiSelect
    label="Grupy partnerskie"
    options={categories}
    value={[2]}
    onChange={() => undefined}
    isDisabled
  />
);
/** The options still on their way: the chosen tags and the open list show a spinner. */
export const Loading: Story = () => (
  <MultiSelect label="Silosy" options={[]} value={[1]} onChange={() => undefined} isLoading />
);
