import { ShortcutSheet } from '@redakcja/ui';
import { SHORTCUTS } from './shortcuts';

/** The sheet of shortcuts '?' opens. */
export default function SheetDialog({ onClose }: { onClose: () => void }) {
  return <ShortcutSheet isOpen onOpenChange={(isOpen) => !isOpen && onClose()} shortcuts={SHORTCUTS} />;
}
