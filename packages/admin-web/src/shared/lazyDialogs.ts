/**
 * The dialogs a list shows on demand (a delete confirmation, a row action's modal, the add choice), loaded
 * when one is first opened: their code (react-aria's dialog, modal and overlays, `@redakcja/ui/dialogs`)
 * is about 12 KB gzip that a list does not need to show its rows (WEB-49, WEB-59). Render them only while
 * open, inside a `<Suspense fallback={null}>`.
 */
import { lazy } from 'react';

export const LazyConfirmDialog = lazy(() =>
  import('@redakcja/ui/dialogs').then((module) => ({ default: module.ConfirmDialog })),
);

export const LazyModal = lazy(() =>
  import('@redakcja/ui/dialogs').then((module) => ({ default: module.Modal })),
);
