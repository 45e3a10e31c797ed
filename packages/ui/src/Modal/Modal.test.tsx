import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { renderUi } from '../../test/render';
import { Button } from '../Button/Button';
import { AlertDialog, ConfirmDialog, InfoDialog, Modal } from './Modal';

function Opener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onPress={() => setOpen(true)}>Statystyki</Button>
      <Modal title="Statystyki artykułu" isOpen={open} onOpenChange={setOpen}>
        <p>Wyświetlenia: 10</p>
        <Button onPress={() => setOpen(false)}>Zamknij</Button>
      </Modal>
    </>
  );
}

function ConfirmHarness({ onConfirm }: { onConfirm: () => void }) {
  const [open, setOpen] = useState(true);
  return (
    <ConfirmDialog isOpen={open} onOpenChange={setOpen} title="Usuwanie komentarza" onConfirm={onConfirm}>
      Czy na pewno chcesz usunąć ten komentarz?
    </ConfirmDialog>
  );
}

describe('Modal', () => {
  it('opens named by its heading, traps focus, closes on Escape and returns focus', async () => {
    renderUi(<Opener />);
    const trigger = screen.getByRole('button', { name: 'Statystyki' });
    await userEvent.click(trigger);
    const dialog = screen.getByRole('dialog', { name: 'Statystyki artykułu' });
    expect(dialog.contains(document.activeElement)).toBe(true);
    await expectNoAxeViolations(document.body);
    await userEvent.tab();
    await userEvent.tab();
    expect(dialog.contains(document.activeElement)).toBe(true);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    // react-aria restores focus on the next animation frame.
    await waitFor(() => expect(document.activeElement).toBe(trigger));
  });
});

describe('ConfirmDialog', () => {
  it("asks with 'Anuluj' and 'Usuń' and confirms", async () => {
    const onConfirm = vi.fn();
    renderUi(<ConfirmHarness onConfirm={onConfirm} />);
    const dialog = screen.getByRole('alertdialog', { name: 'Usuwanie komentarza' });
    expect(dialog.textContent).toContain('Czy na pewno chcesz usunąć ten komentarz?');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Anuluj' }));
    await expectNoAxeViolations(document.body);
    await userEvent.click(screen.getByRole('button', { name: 'Usuń' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it("cancels with 'Anuluj'", async () => {
    const onConfirm = vi.fn();
    renderUi(<ConfirmHarness onConfirm={onConfirm} />);
    await userEvent.click(screen.getByRole('button', { name: 'Anuluj' }));
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});

describe('AlertDialog', () => {
  it("titles 'Błąd — <label>' with 'Pole wymagane.' and closes with 'Zamknij'", async () => {
    const onOpenChange = vi.fn();
    renderUi(<AlertDialog isOpen onOpenChange={onOpenChange} label="Zdjęcie Główne" />);
    const dialog = screen.getByRole('alertdialog', { name: 'Błąd — Zdjęcie Główne' });
    expect(dialog.textContent).toContain('Pole wymagane.');
    await expectNoAxeViolations(document.body);
    await userEvent.click(screen.getByRole('button', { name: 'Zamknij' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});

describe('InfoDialog', () => {
  it("shows a message with 'Zamknij'", async () => {
    const onOpenChange = vi.fn();
    renderUi(<InfoDialog isOpen onOpenChange={onOpenChange} title="Cache pomyślnie usunięty." />);
    expect(screen.getByRole('dialog', { name: 'Cache pomyślnie usunięty.' })).toBeTruthy();
    await expectNoAxeViolations(document.body);
    await userEvent.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
