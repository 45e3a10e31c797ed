import { render, screen } from '@testing-library/react';
import { Button } from 'react-aria-components/Button';
import { ComboBox as AriaComboBox } from 'react-aria-components/ComboBox';
import { Input } from 'react-aria-components/Input';
import { Label } from 'react-aria-components/Label';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { root } from './global.css';
import { LocaleProvider } from './LocaleProvider';
import { ThemeProvider } from './ThemeProvider';
import { ThemeRoot } from './ThemeRoot';

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

  it('is the theme root (styles only) inside the pl-PL locale, each usable alone', () => {
    render(
      <ThemeRoot className="extra">
        <LocaleProvider>
          <AriaComboBox>
            <Label>Autor</Label>
            <Input />
            <Button>▼</Button>
          </AriaComboBox>
        </LocaleProvider>
      </ThemeRoot>,
    );
    expect(screen.getByRole('button', { name: /Wyświetlaj sugestie/ }).closest(`.${root}`)?.className).toBe(
      `${root} extra`,
    );
  });
});
