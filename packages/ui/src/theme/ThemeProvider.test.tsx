import { render, screen } from '@testing-library/react';
import { ComboBox as AriaComboBox, Button, Input, Label } from 'react-aria-components';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { root } from './global.css';
import { ThemeProvider } from './ThemeProvider';

describe('ThemeProvider', () => {
  it('applies the root class and gives react-aria the pl-PL locale', async () => {
    const { container } = render(
      <ThemeProvider className="extra">
        <AriaComboBox>
          <Label>Autor</Label>
          <Input />
          <Button>▼</Button>
        </AriaComboBox>
      </ThemeProvider>,
    );
    const wrapper = container.firstElementChild!;
    expect(wrapper.className).toBe(`${root} extra`);
    // react-aria's own label of the combo box button, in Polish.
    expect(screen.getByRole('button', { name: /Wyświetlaj sugestie/ })).toBeTruthy();
    await expectNoAxeViolations(container);
  });
});
