import type { Story } from '@ladle/react';
import { contrastRatio } from './contrast';
import { contrastPairs, lightColors } from './tokens';

export default { title: 'Theme / Tokens' };

export const Colours: Story = () => (
  <table>
    <thead>
      <tr>
        <th>Tekst</th>
        <th>Tło</th>
        <th>Kontrast</th>
      </tr>
    </thead>
    <tbody>
      {contrastPairs.map(({ foreground, background, minRatio }) => (
        <tr key={`${foreground}-${background}`}>
          <td
            style={{ color: lightColors[foreground], backgroundColor: lightColors[background], padding: 8 }}
          >
            {foreground}
          </td>
          <td>{background}</td>
          <td>
            {contrastRatio(lightColors[foreground], lightColors[background]).toFixed(2)}:1 (min {minRatio}:1)
          </td>
        </tr>
      ))}
    </tbody>
  </table>
);
