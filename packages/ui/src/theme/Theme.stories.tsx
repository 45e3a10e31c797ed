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
          {minRatio === 4.5 ? (
            <td
              style={{ color: lightColors[foreground], backgroundColor: lightColors[background], padding: 8 }}
            >
              {foreground}
            </td>
          ) : (
            // Non-text pairs (borders, focus ring) are shown as a frame, not as text.
            <td style={{ backgroundColor: lightColors[background], padding: 8 }}>
              <span style={{ border: `3px solid ${lightColors[foreground]}`, padding: '0 8px' }}>
                {foreground}
              </span>
            </td>
          )}
          <td>{background}</td>
          <td>
            {contrastRatio(lightColors[foreground], lightColors[background]).toFixed(2)}:1 (min {minRatio}:1)
          </td>
        </tr>
      ))}
    </tbody>
  </table>
);
