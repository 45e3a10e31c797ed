import { Button, CANCEL_LABEL, Form, Modal, SAVE_LABELS, Spinner } from '@redakcja/ui';
import type { ReactNode } from 'react';
import * as layout from '../../../shared/layout.css';

export interface BuilderDialogProps {
  title: string;
  onClose: () => void;
  onSubmit: () => unknown;
  children: ReactNode;
  /** The submit control; a plain 'Zapisz' unless a dialog needs the save cycle's button. */
  submit?: ReactNode;
  /**
   * False while the fields' code loads (`useFieldKindsLoaded`): a spinner in place of the form, so that
   * 'Zapisz' does not stand below a spinner, to be pushed down as the fields come in (WEB-79).
   */
  isReady?: boolean;
}

/**
 * Every dialog of the builder: a form (its first invalid field focused on a failed submit) closed by
 * 'Anuluj' or Escape and confirmed by 'Zapisz'. The dialogs change the builder's state; only 'Wygeneruj
 * html' sends the newsletter.
 */
export function BuilderDialog({
  title,
  onClose,
  onSubmit,
  children,
  submit,
  isReady = true,
}: BuilderDialogProps) {
  return (
    <Modal isOpen onOpenChange={(open) => !open && onClose()} title={title} size="wide">
      {isReady ? (
        <Form onSubmit={onSubmit} className={layout.formColumn}>
          {children}
          <div className={layout.actions}>
            <Button variant="secondary" onPress={onClose}>
              {CANCEL_LABEL}
            </Button>
            {submit ?? <Button type="submit">{SAVE_LABELS.edit.idle}</Button>}
          </div>
        </Form>
      ) : (
        <Spinner />
      )}
    </Modal>
  );
}
