import { errorDialogTitle, sharedMessages } from '@redakcja/api-sdk/constants';
import type { ReactNode } from 'react';
import { Dialog } from 'react-aria-components/Dialog';
import { Heading } from 'react-aria-components/Heading';
import { Modal as AriaModal, ModalOverlay } from 'react-aria-components/Modal';
import { Button } from '../Button/Button';
import {
  CANCEL_LABEL,
  CLOSE_LABEL,
  DELETE_LABEL,
  GENERIC_DELETE_QUESTION,
  GENERIC_DELETE_TITLE,
} from './labels';
import * as styles from './Modal.css';

export { CANCEL_LABEL, CLOSE_LABEL, DELETE_LABEL, GENERIC_DELETE_QUESTION, GENERIC_DELETE_TITLE };

export interface ModalProps {
  /** The heading, which also names the dialog. */
  title: ReactNode;
  children: ReactNode | ((close: () => void) => ReactNode);
  /** Controlled open state; leave both out inside a react-aria DialogTrigger. */
  isOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  /** Close on a click outside (Escape always closes). */
  isDismissable?: boolean;
  /** 'alertdialog' for confirmations and errors. */
  role?: 'dialog' | 'alertdialog';
  size?: 'normal' | 'wide';
}

/**
 * A modal dialog: focus moves in and is trapped, Escape closes, focus returns to what opened it, the
 * rest of the page is hidden from assistive technology.
 */
export function Modal({
  title,
  children,
  isOpen,
  onOpenChange,
  isDismissable = false,
  role = 'dialog',
  size = 'normal',
}: ModalProps) {
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={false}
      className={styles.overlay}
    >
      <AriaModal className={size === 'wide' ? `${styles.modal} ${styles.wide}` : styles.modal}>
        <Dialog role={role} className={styles.dialog}>
          {({ close }) => (
            <>
              <Heading slot="title" className={styles.heading}>
                {title}
              </Heading>
              {typeof children === 'function' ? children(close) : children}
            </>
          )}
        </Dialog>
      </AriaModal>
    </ModalOverlay>
  );
}

export interface ConfirmDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** e.g. 'Usuwanie komentarza' */
  title: ReactNode;
  /** e.g. 'Czy na pewno chcesz usunąć ten komentarz?' */
  children: ReactNode;
  /** Called on 'Usuń'; the dialog then closes. */
  onConfirm: () => void;
  confirmLabel?: string;
  cancelLabel?: string;
}

/** The deletion confirmation of every list: 'Anuluj' (focused first, the safe choice) and 'Usuń'. */
export function ConfirmDialog({
  isOpen,
  onOpenChange,
  title,
  children,
  onConfirm,
  confirmLabel = DELETE_LABEL,
  cancelLabel = CANCEL_LABEL,
}: ConfirmDialogProps) {
  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} title={title} role="alertdialog">
      {(close) => (
        <>
          <div className={styles.body}>{children}</div>
          <div className={styles.actions}>
            <Button variant="secondary" onPress={close} autoFocus>
              {cancelLabel}
            </Button>
            <Button
              variant="danger"
              onPress={() => {
                onConfirm();
                close();
              }}
            >
              {confirmLabel}
            </Button>
          </div>
        </>
      )}
    </Modal>
  );
}

export interface AlertDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The field's label: the title reads 'Błąd — {label}'. */
  label: string;
  /** e.g. 'Pole wymagane.' (the default) or the server's first violation. */
  message?: ReactNode;
}

/** An error about one field ('Błąd — Zdjęcie Główne' / 'Pole wymagane.') with a 'Zamknij' button. */
export function AlertDialog({
  isOpen,
  onOpenChange,
  label,
  message = sharedMessages.requiredImage,
}: AlertDialogProps) {
  return (
    <InfoDialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={errorDialogTitle(label)}
      role="alertdialog"
    >
      {message}
    </InfoDialog>
  );
}

export interface InfoDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  title: ReactNode;
  children?: ReactNode;
  role?: 'dialog' | 'alertdialog';
}

/** A message with a 'Zamknij' button: 'Cache pomyślnie usunięty.', errors, a generated password. */
export function InfoDialog({ isOpen, onOpenChange, title, children, role = 'dialog' }: InfoDialogProps) {
  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} title={title} role={role} isDismissable>
      {(close) => (
        <>
          {children ? <div className={styles.body}>{children}</div> : null}
          <div className={styles.actions}>
            <Button onPress={close} autoFocus>
              {CLOSE_LABEL}
            </Button>
          </div>
        </>
      )}
    </Modal>
  );
}
