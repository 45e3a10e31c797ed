import type { Story } from '@ladle/react';
import { EditIcon, TrashIcon } from '../icons/icons';
import { Button, IconButton, LinkButton } from './Button';
import { LightButton, LightLink } from './LightButton';
import { NativeButton } from './NativeButton';

export default { title: 'Buttons / Button' };

export const Primary: Story = () => <Button>Zapisz</Button>;
export const Secondary: Story = () => <Button variant="secondary">Anuluj</Button>;
export const Danger: Story = () => <Button variant="danger">Usuń</Button>;
export const Ghost: Story = () => <Button variant="ghost">Więcej</Button>;
export const Small: Story = () => <Button size="sm">Usuń Wiele</Button>;
export const Disabled: Story = () => <Button isDisabled>Dodaj nowy</Button>;
export const Pending: Story = () => <Button isPending>Zapisz</Button>;
export const Icon: Story = () => (
  <div style={{ display: 'flex', gap: 8 }}>
    <IconButton aria-label="Edytuj">
      <EditIcon />
    </IconButton>
    <IconButton aria-label="Usuń" variant="danger">
      <TrashIcon />
    </IconButton>
  </div>
);
export const Link: Story = () => <LinkButton href="#nowy">Dodaj nowy</LinkButton>;
export const LinkPrimary: Story = () => (
  <LinkButton href="#lista" variant="primary">
    Powrót
  </LinkButton>
);

/** The light controls a table row or a pagination renders by the dozen (LightButton, LightLink). */
export const Light: Story = () => (
  <div style={{ display: 'flex', gap: 8 }}>
    <LightLink href="#edytuj">Edytuj</LightLink>
    <LightButton variant="danger" aria-label="Usuń komentarz 7">
      <TrashIcon />
      Usuń
    </LightButton>
    <LightButton isDisabled>Dodaj</LightButton>
  </div>
);

/** Native buttons, before a user has logged in (the start-up retry, the reload after a failed screen). */
export const Native: Story = () => (
  <div style={{ display: 'flex', gap: 8 }}>
    <NativeButton>Spróbuj ponownie</NativeButton>
    <NativeButton variant="secondary">Odśwież stronę</NativeButton>
  </div>
);
