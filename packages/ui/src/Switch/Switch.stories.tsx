import type { Story } from '@ladle/react';
import { LightSwitch } from './LightSwitch';
import { Switch } from './Switch';

export default { title: 'Fields / Switch' };

export const Off: Story = () => <Switch label="Hot news" />;
export const On: Story = () => <Switch label="Hot news" defaultSelected />;
export const WithDescription: Story = () => (
  <Switch label="Newsletter" description="Dołącz do newslettera." />
);
export const Invalid: Story = () => <Switch label="Komentarze" errorMessage="Pole Wymagane" />;
export const Disabled: Story = () => <Switch label="Hot news" isDisabled />;

/** The switch a list row renders many times (the articles list's toggles). */
export const Light: Story = () => <LightSwitch label="RSS Wykop artykułu 12" defaultSelected />;
export const LightDisabled: Story = () => <LightSwitch label="Hot news artykułu 12" isDisabled />;
/** A list row's switch, named by its column's header: the input alone, drawn as the switch (UI-50). */
export const LightInRow: Story = () => (
  <>
    <LightSwitch aria-label="RSS Wykop artykułu 12" defaultSelected />{' '}
    <LightSwitch aria-label="Hot news artykułu 12" />
  </>
);
