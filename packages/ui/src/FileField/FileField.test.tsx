import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { renderUi } from '../../test/render';
import { FileField } from './FileField';

function choose(container: HTMLElement, file: File) {
  const input = container.querySelector('input[type="file"]') as HTMLInputElement;
  Object.defineProperty(input, 'files', { value: [file], configurable: true });
  Object.defineProperty(input, 'value', {
    value: `C:\\fakepath\\${file.name}`,
    writable: true,
    configurable: true,
  });
  fireEvent.change(input);
  return input;
}

describe('FileField', () => {
  const photo = new File(['x'], 'top.jpg', { type: 'image/jpeg' });

  it('passes an image that fits and shows its name', async () => {
    const onChange = vi.fn();
    const readSize = vi.fn(async () => ({ width: 655, height: 200 }));
    const { container } = renderUi(
      <FileField
        label='Zdjęcie "Top" — 655px'
        accept={['image/jpeg']}
        dimensions={{ width: 655, height: 200 }}
        onChange={onChange}
        readSize={readSize}
      />,
    );
    const button = screen.getByRole('button', { name: 'Zdjęcie "Top" — 655px Wybierz plik' });
    expect(button).toBeTruthy();
    expect((container.querySelector('input[type="file"]') as HTMLInputElement).accept).toBe('image/jpeg');
    await act(async () => {
      choose(container, photo);
    });
    expect(readSize).toHaveBeenCalledWith(photo);
    expect(onChange).toHaveBeenLastCalledWith(photo);
    expect(screen.getByText('top.jpg')).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it("names and shows the record's current file until another is chosen", async () => {
    const onChange = vi.fn();
    const { container } = renderUi(
      <FileField
        label="Okładka (JPG)"
        onChange={onChange}
        current={{ name: '2026-12-02.jpg', src: '/media/press/1/120/2026-12-02.jpg' }}
      />,
    );
    expect(screen.queryByText('Nie wybrano pliku')).toBeNull();
    expect(screen.getByText('Obecny plik: 2026-12-02.jpg')).toBeTruthy();
    const image = screen.getByRole('img', { name: 'Obecny plik: 2026-12-02.jpg' }) as HTMLImageElement;
    expect(image.getAttribute('src')).toBe('/media/press/1/120/2026-12-02.jpg');
    expect(screen.getByRole('button', { name: /Wybierz plik/ }).getAttribute('aria-describedby')).toContain(
      screen.getByText('Obecny plik: 2026-12-02.jpg').id,
    );
    await expectNoAxeViolations(container);
    await act(async () => {
      choose(container, photo);
    });
    expect(screen.getByText('top.jpg')).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
    expect(onChange).toHaveBeenLastCalledWith(photo);
  });

  it('rejects an image that breaks a rule: message, cleared input, null value', async () => {
    const onChange = vi.fn();
    const { container } = renderUi(
      <FileField
        label="Tylko na WM"
        dimensions={{ width: 314, height: 110 }}
        onChange={onChange}
        readSize={async () => ({ width: 314, height: 120 })}
      />,
    );
    let input: HTMLInputElement | undefined;
    await act(async () => {
      input = choose(container, photo);
    });
    expect(screen.getByRole('alert').textContent).toBe('Dodawane obrazy powinny mieć wysokość równą 110px.');
    expect(input!.value).toBe('');
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(screen.getByText('Nie wybrano pliku')).toBeTruthy();
    const button = screen.getByRole('button', { name: /Wybierz plik/ });
    expect(button.getAttribute('aria-describedby')).toContain(screen.getByRole('alert').id);
    await expectNoAxeViolations(container);
  });

  it('shows only the first rule broken, width before height', async () => {
    const { container } = renderUi(
      <FileField
        label="Tylko na WM"
        dimensions={{ width: 314, height: 110 }}
        onChange={() => {}}
        readSize={async () => ({ width: 300, height: 100 })}
      />,
    );
    await act(async () => {
      choose(container, photo);
    });
    expect(screen.getByRole('alert').textContent).toBe('Dodawane obrazy powinny mieć szerokość równą 314px.');
  });

  it("says 'Nie udało się odczytać obrazu.' for an image it cannot read, and clears the input", async () => {
    const onChange = vi.fn();
    const { container } = renderUi(
      <FileField
        label="Zdjęcie Główne"
        dimensions={{ width: { max: 1000 } }}
        onChange={onChange}
        readSize={async () => Promise.reject(new Error('decode'))}
      />,
    );
    let input: HTMLInputElement | undefined;
    await act(async () => {
      input = choose(container, photo);
    });
    expect(screen.getByRole('alert').textContent).toBe('Nie udało się odczytać obrazu.');
    expect(input!.value).toBe('');
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('skips measuring without dimension rules', async () => {
    const readSize = vi.fn();
    const onChange = vi.fn();
    const { container } = renderUi(
      <FileField label="Plik autoryzacyjny" onChange={onChange} readSize={readSize} />,
    );
    const file = new File(['{}'], 'auth.json', { type: 'application/json' });
    await act(async () => {
      choose(container, file);
    });
    expect(readSize).not.toHaveBeenCalled();
    expect(onChange).toHaveBeenLastCalledWith(file);
  });

  it('shows a form error', async () => {
    const { container } = renderUi(
      <FileField label="Zdjęcie Główne" onChange={vi.fn()} errorMessage="Pole wymagane." />,
    );
    expect(screen.getByRole('alert').textContent).toBe('Pole wymagane.');
    await expectNoAxeViolations(container);
  });
});
