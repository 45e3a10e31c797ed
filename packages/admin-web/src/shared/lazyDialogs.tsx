/**
 * The dialogs a list shows on demand (a delete confirmation, a row action's modal, the add choice, the
 * article statistics), loaded when one is first opened: their code (react-aria's dialog, modal and
 * overlays, `@redakcja/ui/dialogs`) is about 12 KB gzip that a list does not need to show its rows
 * (WEB-49, WEB-59). Render one only while it is open; it closes through `onClose`.
 */
import type { ConfirmDialogProps, ModalProps } from '@redakcja/ui/dialogs';
import { lazy, Suspense } from 'react';

const LazyConfirmDialog = lazy(() =>
  import('@redakcja/ui/dialogs').then((module) => ({ default: module.ConfirmDialog })),
);

/**
 * ui's Modal as a lazy component that suspends while its code loads, for a dialog whose whole content
 * should mount with it (the article statistics start their queries then): render it inside your own
 * `<Suspense>`. Elsewhere use `OnDemandModal`.
 */
export const LazyModal = lazy(() =>
  import('@redakcja/ui/dialogs').then((module) => ({ default: module.Modal })),
);

/** Called with `false` when the dialog asks to close (Escape, a click outside, a button). */
const closingWith = (onClose: () => void) => (isOpen: boolean) => {
  if (!isOpen) onClose();
};

type OnDemand<P> = Omit<P, 'isOpen' | 'onOpenChange'> & { onClose: () => void };

/** ui's ConfirmDialog, open, its code loaded on first use. */
export function OnDemandConfirmDialog({ onClose, ...props }: OnDemand<ConfirmDialogProps>) {
  return (
    <Suspense fallback={null}>
      <LazyConfirmDialog isOpen onOpenChange={closingWith(onClose)} {...props} />
    </Suspense>
  );
}

/** ui's Modal, open, its code loaded on first use. */
export function OnDemandModal({ onClose, ...props }: OnDemand<ModalProps>) {
  return (
    <Suspense fallback={null}>
      <LazyModal isOpen onOpenChange={closingWith(onClose)} {...props} />
    </Suspense>
  );
}
