import type { Story } from '@ladle/react';
import { useState } from 'react';
import { SearchField } from './SearchField';

export default { title: 'Fields / SearchField' };

export const Empty: Story = () => {
  const [query, setQuery] = useState('');
  return (
    <>
      <SearchField onSearch={setQuery} />
      <p>Szukane: „{query}”</p>
    </>
  );
};
export const WithQuery: Story = () => <SearchField onSearch={() => undefined} defaultValue="telewizja" />;
export const Photos: Story = () => {
  const [query, setQuery] = useState('');
  return (
    <>
      <SearchField
        label="Szukaj zdjęć"
        debounceMs={1000}
        onSearch={setQuery}
        description="Domyślny limit: 5000"
      />
      <p>Szukane: „{query}”</p>
    </>
  );
};
