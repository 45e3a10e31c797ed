import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { renderUi } from '../../test/render';
import * as spinnerStyles from '../Spinner/Spinner.css';
import { LoadingRegion } from './LoadingRegion';

describe('LoadingRegion', () => {
  it('is busy and announces loading, then shows the content and announces it', async () => {
    const { container, rerender } = renderUi(
      <LoadingRegion isLoading>
        <p>Lista</p>
      </LoadingRegion>,
    );
    const region = container.querySelector('[aria-busy]')!;
    expect(region.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe('Ładowanie…');
    expect(screen.queryByText('Lista')).toBeNull();
    expect(region.querySelector(`.${spinnerStyles.wrapper}`)).not.toBeNull();
    await expectNoAxeViolations(container);
    rerender(
      <LoadingRegion isLoading={false}>
        <p>Lista</p>
      </LoadingRegion>,
    );
    expect(region.getAttribute('aria-busy')).toBe('false');
    expect(screen.getByRole('status').textContent).toBe('Załadowano.');
    expect(screen.getByText('Lista')).toBeTruthy();
    expect(region.querySelector(`.${spinnerStyles.wrapper}`)).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('can keep the content under the spinner', () => {
    renderUi(
      <LoadingRegion isLoading replaceContent={false}>
        <p>Lista</p>
      </LoadingRegion>,
    );
    expect(screen.getByText('Lista')).toBeTruthy();
  });
});
