import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { renderUi } from '../../test/render';
import type { FileEntry, FileTreeQuery } from '../FilePicker/types';
import { PhotoField, type PhotoFieldProps, type PhotoFieldValue, photoValueFrom } from './PhotoField';

const FILES: FileEntry[] = [{ id: 11, name: 'logo.png', isDir: false, thumbnailUrl: '/thumbs/logo.png' }];
const IMAGE = new File([new Uint8Array([1, 2, 3])], 'nowe.jpg', { type: 'image/jpeg' });

interface ControlledProps extends Partial<PhotoFieldProps> {
  initial: PhotoFieldValue;
  onValue: (value: PhotoFieldValue) => void;
  loadTree: PhotoFieldProps['loadTree'];
}

function Controlled({ initial, onValue, loadTree, ...props }: ControlledProps) {
  const [value, setValue] = useState(initial);
  return (
    <PhotoField
      label="Zdjęcie Główne"
      value={value}
      onChange={(next) => {
        setValue(next);
        onValue(next);
      }}
      loadTree={loadTree}
      deleteFiles={async () => undefined}
      loadPhoto={async (id) => ({ id, fileName: 'logo.png', title: '' })}
      saveCaption={async () => undefined}
      photoUrl={(fileName, newPath) => `https://static.pl/media/${newPath ? 'new/' : ''}${fileName}`}
      {...props}
    />
  );
}

function setup(props: Partial<PhotoFieldProps> = {}, initial: PhotoFieldValue = photoValueFrom({})) {
  const onValue = vi.fn<(value: PhotoFieldValue) => void>();
  const loadTree = vi.fn(async (_query: FileTreeQuery) => FILES);
  const user = userEvent.setup();
  const utils = renderUi(<Controlled initial={initial} onValue={onValue} loadTree={loadTree} {...props} />);
  return { ...utils, user, onValue, loadTree, last: () => onValue.mock.calls.at(-1)?.[0] };
}

describe('PhotoField', () => {
  it('offers four modes where none is allowed, three otherwise', () => {
    const { unmount } = setup({ allowNone: true });
    const group = screen.getByRole('radiogroup', { name: 'Zdjęcie Główne' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['Nowe zdjęcie', 'Stary katalog', 'Nowy katalog', 'Brak zdjęcia']);
    unmount();
    setup();
    expect(screen.getAllByRole('radio')).toHaveLength(3);
    expect(screen.queryByRole('radio', { name: 'Brak zdjęcia' })).toBeNull();
  });

  it('sets the value to 0 and clears the file name for none', async () => {
    const { user, last } = setup(
      { allowNone: true },
      photoValueFrom({ id: 42, fileName: 'stare.jpg', newPath: false }),
    );
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Stary katalog' }).checked).toBe(true);
    await user.click(screen.getByRole('radio', { name: 'Brak zdjęcia' }));
    expect(last()).toMatchObject({ mode: 'none', id: 0, fileName: '', file: null });
  });

  it('uploads a new file within the size constraints, with its caption', async () => {
    const readImageSize = vi.fn(async () => ({ width: 600, height: 200 }));
    const { container, user, last } = setup({ dimensions: { width: 655, height: 200 }, readImageSize });
    const input = container.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('No file input');
    await user.upload(input, IMAGE);
    expect(await screen.findByText('Dodawane obrazy powinny mieć szerokość równą 655px.')).toBeTruthy();
    expect(last()?.file ?? null).toBeNull();
    readImageSize.mockResolvedValue({ width: 655, height: 200 });
    await user.upload(input, IMAGE);
    await waitFor(() => expect(last()?.file).toBe(IMAGE));
    expect(last()?.mode).toBe('upload');
    await user.type(screen.getByRole('textbox', { name: 'Podpis zdjęcia Zdjęcie Główne' }), 'Gala');
    expect(last()?.title).toBe('Gala');
  });

  it("names its file button and caption after the photo, so a form's several photos are told apart", () => {
    renderUi(
      <>
        <Controlled initial={photoValueFrom({})} onValue={vi.fn()} loadTree={vi.fn()} />
        <Controlled
          label='Zdjęcie "Top" — 655px'
          initial={photoValueFrom({})}
          onValue={vi.fn()}
          loadTree={vi.fn()}
        />
      </>,
    );
    expect(screen.getAllByRole('button', { name: /^Plik zdjęcia/ })).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Plik zdjęcia Zdjęcie Główne Wybierz plik' })).toBeTruthy();
    expect(
      screen.getByRole('button', { name: 'Plik zdjęcia Zdjęcie "Top" — 655px Wybierz plik' }),
    ).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Podpis zdjęcia Zdjęcie Główne' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Podpis zdjęcia Zdjęcie "Top" — 655px' })).toBeTruthy();
  });

  it('passes the min/max constraints down to the file input', async () => {
    const { container, user } = setup({
      dimensions: { width: { min: 1200 }, height: { min: 800 } },
      readImageSize: async () => ({ width: 1000, height: 900 }),
    });
    await user.upload(container.querySelector<HTMLInputElement>('input[type="file"]')!, IMAGE);
    expect(
      await screen.findByText('Dodawane obrazy powinny mieć szerokość nie mniejszą niż 1200px.'),
    ).toBeTruthy();
  });

  it('chooses a photo from the new catalogue in the picker', async () => {
    const { user, last, loadTree } = setup();
    await user.click(screen.getByRole('radio', { name: 'Nowy katalog' }));
    expect(screen.getByText('Nie wybrano zdjęcia.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Wybierz z katalogu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Wybierz zdjęcie: Nowy katalog' });
    expect(loadTree).toHaveBeenCalledWith(
      { path: '', full: false, search: '', newPath: true },
      expect.any(AbortSignal),
    );
    await user.click(await within(dialog).findByRole('button', { name: 'Wybierz logo.png' }));
    expect(last()).toMatchObject({
      mode: 'newCatalogue',
      id: 11,
      fileName: 'logo.png',
      newPath: true,
      file: null,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('Wybrane zdjęcie: logo.png')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Podgląd: logo.png' }).getAttribute('src')).toBe(
      'https://static.pl/media/new/logo.png',
    );
  });

  it("names its thumbnail by the photo's caption when it has one", () => {
    setup(
      { previewAlt: 'Gala 2024 w teatrze' },
      { ...photoValueFrom({ id: 11, fileName: 'logo.png', newPath: true }) },
    );
    expect(screen.getByRole('img', { name: 'Gala 2024 w teatrze' }).getAttribute('src')).toBe(
      'https://static.pl/media/new/logo.png',
    );
  });

  it("closes the picker with its visible 'Zamknij', choosing nothing", async () => {
    const { user, last } = setup();
    await user.click(screen.getByRole('radio', { name: 'Nowy katalog' }));
    const chooseButton = screen.getByRole('button', { name: 'Wybierz z katalogu' });
    await user.click(chooseButton);
    const dialog = await screen.findByRole('dialog', { name: 'Wybierz zdjęcie: Nowy katalog' });
    await user.click(within(dialog).getByRole('button', { name: 'Zamknij' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(last()).toMatchObject({ mode: 'newCatalogue', id: 0 });
    expect(screen.getByText('Nie wybrano zdjęcia.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(chooseButton));
  });

  it('browses the old catalogue in old-catalogue mode', async () => {
    const { user, loadTree } = setup();
    await user.click(screen.getByRole('radio', { name: 'Stary katalog' }));
    await user.click(screen.getByRole('button', { name: 'Wybierz z katalogu' }));
    await screen.findByRole('dialog', { name: 'Wybierz zdjęcie: Stary katalog' });
    expect(loadTree).toHaveBeenCalledWith(
      { path: '', full: false, search: '', newPath: false },
      expect.any(AbortSignal),
    );
  });

  it('shows its error message and marks the group invalid', () => {
    setup({ errorMessage: 'Pole wymagane.' });
    expect(screen.getByText('Pole wymagane.')).toBeTruthy();
    expect(screen.getByRole('radiogroup').getAttribute('aria-invalid')).toBe('true');
  });

  it('has no axe violations in each mode', async () => {
    const { container, user } = setup({ allowNone: true, description: '655x200' });
    await expectNoAxeViolations(container);
    await user.click(screen.getByRole('radio', { name: 'Stary katalog' }));
    await expectNoAxeViolations(container);
    await user.click(screen.getByRole('radio', { name: 'Brak zdjęcia' }));
    await expectNoAxeViolations(container);
  });
});

describe('photoValueFrom', () => {
  it('starts in the catalogue of a saved photo, else in upload mode', () => {
    expect(photoValueFrom({ id: 5, fileName: 'a.jpg', newPath: true }).mode).toBe('newCatalogue');
    expect(photoValueFrom({ id: '5', fileName: 'a.jpg', newPath: false }).mode).toBe('oldCatalogue');
    expect(photoValueFrom({ id: '0' })).toMatchObject({ mode: 'upload', id: 0, fileName: '' });
  });
});
