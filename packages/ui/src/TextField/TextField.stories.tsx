import type { Story } from '@ladle/react';
import { useState } from 'react';
import { TextField } from './TextField';

export default { title: 'Fields / TextField' };

export const Empty: Story = () => <TextField label="Tytuł" />;
export const WithValue: Story = () => <TextField label="Tytuł" defaultValue="Nowy serwis informacyjny" />;
export const WithPlaceholder: Story = () => <TextField label="Hasło" type="password" placeholder="Hasło" />;
export const WithDescription: Story = () => (
  <TextField
    label="Hasło"
    type="password"
    description="Hasło musi składać się z co najmniej 12 znaków, w tym dużej litery, cyfry oraz znaku specjalnego."
  />
);
export const Invalid: Story = () => <TextField label="Nazwa" errorMessage="Pole Wymagane" />;
export const Disabled: Story = () => <TextField label="Slug" defaultValue="nowy-serwis" isDisabled />;
export const Controlled: Story = () => {
  const [value, setValue] = useState('');
  return (
    <TextField
      label="Nazwa"
      value={value}
      onChange={setValue}
      errorMessage={value.length === 1 ? 'Nazwa musi być dłuższa.' : null}
    />
  );
};
