import type { Story } from '@ladle/react';
import { useState } from 'react';
import { Button } from '../Button/Button';
import { AlertDialog, ConfirmDialog, InfoDialog, Modal } from './Modal';

export default { title: 'Dialogs / Modal' };

export const Open: Story = () => {
  const [open, setOpen] = useState(true);
  return (
    <>
      <Button onPress={() => setOpen(true)}>Statystyki</Button>
      <Modal title="Statystyki artykułu" isOpen={open} onOpenChange={setOpen} isDismissable>
        {(close) => (
          <>
            <p>Wyświetlenia: 1 204</p>
            <Button onPress={close}>Zamknij</Button>
          </>
        )}
      </Modal>
    </>
  );
};

export const Confirm: Story = () => {
  const [open, setOpen] = useState(true);
  return (
    <>
      <Button variant="danger" onPress={() => setOpen(true)}>
        Usuń
      </Button>
      <ConfirmDialog
        isOpen={open}
        onOpenChange={setOpen}
        title="Usuwanie komentarza"
        onConfirm={() => undefined}
      >
        Czy na pewno chcesz usunąć ten komentarz?
      </ConfirmDialog>
    </>
  );
};

export const FieldError: Story = () => {
  const [open, setOpen] = useState(true);
  return (
    <>
      <Button onPress={() => setOpen(true)}>Zapisz</Button>
      <AlertDialog isOpen={open} onOpenChange={setOpen} label="Zdjęcie Główne" />
    </>
  );
};

export const Info: Story = () => {
  const [open, setOpen] = useState(true);
  return (
    <>
      <Button onPress={() => setOpen(true)}>Wyczyść cache artykułów</Button>
      <InfoDialog isOpen={open} onOpenChange={setOpen} title="Cache pomyślnie usunięty." />
    </>
  );
};

export const InfoError: Story = () => {
  const [open, setOpen] = useState(true);
  return (
    <>
      <Button onPress={() => setOpen(true)}>Wyczyść cache</Button>
      <InfoDialog isOpen={open} onOpenChange={setOpen} title="Błąd" role="alertdialog">
        Wystąpił błąd podczas usuwania cache. Spróbuj ponownie.
      </InfoDialog>
    </>
  );
};
