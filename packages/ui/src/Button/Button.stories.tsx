import type { Story } from '@ladle/react';
import { EditIcon, TrashIcon } from '../icons/icons';
import { Button, IconButton, LinkButton } from './Button';
import { LightButton, LightLink } from './LightButton';

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
