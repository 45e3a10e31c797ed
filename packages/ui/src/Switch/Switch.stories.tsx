import type { Story } from '@ladle/react';
import { Switch } from './Switch';

export default { title: 'Fields / Switch' };

export const Off: Story = () => <Switch label="Hot news" />;
export const On: Story = () => <Switch label="Hot news" defaultSelected />;
export const WithDescription: Story = () => (
  <Switch label="Newsletter" description="Dołącz do newslettera." />
);
export const Invalid: Story = () => <Switch label="Komentarze" errorMessage="Pole Wymagane" />;
export const Disabled: Story = () => <Switch label="Hot news" isDisabled />;
