import { Button, CANCEL_LABEL, Form, Modal, SAVE_LABELS } from '@redakcja/ui';
import type { ReactNode } from 'react';
import * as layout from '../../../shared/layout.css';

export interface BuilderDialogProps {
  title: string;
  onClose: () => void;
  onSubmit: () => unknown;
  children: ReactNode;
  /** The submit control; a plain 'Zapisz' unless a dialog needs the save cycle's button. */
  submit?: ReactNode;
}

/**
 * Every dialog of the builder: a form (its first invalid field focused on a failed submit) closed by
 * 'Anuluj' or Escape and confirmed by 'Zapisz'. The dialogs change the builder's state; only 'Wygeneruj
 * html' sends the newsletter.
 */
export function BuilderDialog({ title, onClose, onSubmit, children, submit }: BuilderDialogProps) {
  return (
    <Modal isOpen onOpenChange={(open) => !open && onClose()} title={title} size="wide">
      <Form onSubmit={onSubmit} className={layout.formColumn}>
        {children}
        <div className={layout.actions}>
          <Button variant="secondary" onPress={onClose}>
            {CANCEL_LABEL}
          </Button>
          {submit ?? <Button type="submit">{SAVE_LABELS.edit.idle}</Button>}
        </div>
      </Form>
    </Modal>
  );
}
