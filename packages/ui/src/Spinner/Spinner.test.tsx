import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { renderUi } from '../../test/render';
import { Spinner } from './Spinner';

describe('Spinner', () => {
  it('is a progress bar labelled "Ładowanie…"', async () => {
    const { container } = renderUi(<Spinner />);
    const progress = screen.getByRole('progressbar', { name: 'Ładowanie…' });
    expect(progress.getAttribute('aria-valuenow')).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('takes another label', () => {
    renderUi(<Spinner label="Wysyłanie…" />);
    expect(screen.getByRole('progressbar', { name: 'Wysyłanie…' })).toBeTruthy();
  });

  it('is hidden from assistive technology when decorative', () => {
    renderUi(<Spinner decorative />);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
