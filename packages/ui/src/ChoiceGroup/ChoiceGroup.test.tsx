import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { renderUi } from '../../test/render';
import { ChoiceGroup } from './ChoiceGroup';

function Versions() {
  const [value, setValue] = useState<'mine' | 'server'>('mine');
  return (
    <>
      <ChoiceGroup
        label="Zachowaj"
        options={[
          { value: 'mine', label: 'Twoja wersja' },
          { value: 'server', label: 'Na serwerze' },
        ]}
        value={value}
        onChange={setValue}
      />
      <output>{value}</output>
    </>
  );
}

describe('ChoiceGroup', () => {
  it('is a named radio group: a click or an arrow key chooses', async () => {
    const { container } = renderUi(<Versions />);
    const group = screen.getByRole('radiogroup', { name: 'Zachowaj' });
    expect(group).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'Twoja wersja' }) as HTMLInputElement).checked).toBe(true);
    await userEvent.click(screen.getByText('Na serwerze'));
    expect(screen.getByRole('status').textContent).toBe('server');
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('status').textContent).toBe('mine');
    await expectNoAxeViolations(container);
  });
});
