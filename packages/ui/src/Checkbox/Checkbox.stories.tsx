import type { Story } from '@ladle/react';
import { Checkbox } from './Checkbox';

export default { title: 'Fields / Checkbox' };

export const Unchecked: Story = () => <Checkbox label="Publikacja" />;
export const Checked: Story = () => <Checkbox label="Publikacja" defaultSelected />;
export const WithDescription: Story = () => (
  <Checkbox label="Pozwól na podgląd" description="Pokazuje pole daty podglądu." />
);
export const Invalid: Story = () => <Checkbox label="RSS Wykop" errorMessage="Pole Wymagane" />;
export const Disabled: Story = () => <Checkbox label="Wyłącz komentarze" isDisabled defaultSelected />;
