import type { Story } from '@ladle/react';
import { ComboBox } from './ComboBox';

export default { title: 'Fields / ComboBox' };

const galleries = [
  { id: 1, label: 'Gala mediów' },
  { id: 2, label: 'Festiwal reklamy' },
  { id: 3, label: 'Konferencja prasowa' },
];

export const Empty: Story = () => <ComboBox label="Galeria" options={galleries} />;
export const Chosen: Story = () => <ComboBox label="Galeria" options={galleries} defaultSelectedKey={2} />;
export const WithDescription: Story = () => (
  <ComboBox label="Galeria" options={galleries} description="Wpisz fragment nazwy galerii." />
);
export const Invalid: Story = () => (
  <ComboBox label="Galeria" options={galleries} errorMessage="Pole Wymagane" />
);
export const Disabled: Story = () => <ComboBox label="Galeria" options={galleries} isDisabled />;
