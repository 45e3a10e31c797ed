import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { renderUi } from '../../test/render';
import { Logo } from './Logo';

describe('Logo', () => {
  it('is an image named Redakcja', async () => {
    const { container } = renderUi(<Logo />);
    expect(screen.getByRole('img', { name: 'Redakcja' })).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it('is hidden when decorative and carries the spin class when spinning', () => {
    const { container, rerender } = renderUi(<Logo label={null} />);
    expect(screen.queryByRole('img')).toBeNull();
    const still = container.querySelector('svg')!.getAttribute('class');
    rerender(<Logo spinning />);
    expect(container.querySelector('svg')!.getAttribute('class')).not.toBe(still);
    expect(container.querySelector('svg')!.getAttribute('class')).toMatch(/spinning/);
  });
});
