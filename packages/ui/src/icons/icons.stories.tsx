import type { Story } from '@ladle/react';
import { cssIcon } from './cssIcon.css';
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

/**
 * The icons drawn by CSS alone (`cssIcon`, UI-45) for controls a list renders in every row, beside the
 * same shape as an SVG element.
 */
export const DrawnByCss: Story = () => (
  <ul style={{ listStyle: 'none', display: 'grid', gap: 8, padding: 0 }}>
    {Object.entries(cssIcon).map(([name, className]) => (
      <li key={name} className={className} style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
        <span>{name}</span>
      </li>
    ))}
    <li style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
      <icons.TrashIcon />
      <span>TrashIcon</span>
    </li>
  </ul>
);
