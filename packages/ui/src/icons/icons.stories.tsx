import type { Story } from '@ladle/react';
import * as icons from './icons';

export default { title: 'Icons' };

/** Every icon of the set, named beside it (the icons themselves are decorative). */
export const All: Story = () => (
  <ul style={{ listStyle: 'none', display: 'grid', gap: 8, padding: 0 }}>
    {Object.entries(icons).map(([name, Icon]) => (
      <li key={name} style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
        <Icon size={20} />
        <span>{name}</span>
      </li>
    ))}
  </ul>
);
