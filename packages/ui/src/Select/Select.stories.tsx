import type { Story } from '@ladle/react';
import { useState } from 'react';
import type { Key } from 'react-aria-components';
import { Select } from './Select';

export default { title: 'Fields / Select' };

const regions = [
  { id: 'dolnoslaskie', label: 'dolnośląskie' },
  { id: 'mazowieckie', label: 'mazowieckie' },
  { id: 'pomorskie', label: 'pomorskie' },
];

export const Placeholder: Story = () => <Select label="Region" options={regions} />;
export const Chosen: Story = () => {
  const [value, setValue] = useState<Key | null>('mazowieckie');
  return <Select label="Region" options={regions} value={value} onChange={setValue} />;
};
export const WithDescription: Story = () => (
  <Select label="Region" options={regions} description="Tylko dla obszaru regionalnego." />
);
export const Invalid: Story = () => <Select label="Wydawca" options={regions} errorMessage="Pole Wymagane" />;
export const Disabled: Story = () => <Select label="Region" options={regions} isDisabled />;
/** The options still on their way: the button says so, and a press opens the list on a spinner. */
export const Loading: Story = () => <Select label="Wydawca" options={[]} value="agora" isLoading />;
