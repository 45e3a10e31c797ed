import { useEffect, useState } from 'react';
import { Collection } from 'react-aria-components/Collection';
import { Dialog } from 'react-aria-components/Dialog';
import { Header } from 'react-aria-components/Header';
import { Heading } from 'react-aria-components/Heading';
import { Input } from 'react-aria-components/Input';
import { Label } from 'react-aria-components/Label';
import { ListBox, ListBoxItem, ListBoxSection } from 'react-aria-components/ListBox';
import { Modal, ModalOverlay } from 'react-aria-components/Modal';
import { TextField } from 'react-aria-components/TextField';
import * as fieldStyles from '../Field/Field.css';
import { visuallyHidden } from '../theme/global.css';
import * as styles from './CommandPalette.css';
import {
  PALETTE_ERROR,
  PALETTE_LOADING,
  PALETTE_NO_RESULTS,
  PALETTE_RESULTS_LABEL,
  PALETTE_SEARCH_LABEL,
  PALETTE_TITLE,
  resultCountText,
} from './labels';
import { PaletteAutocomplete } from './PaletteAutocomplete';

export interface PaletteItem {
  /** Unique across every section of the palette. */
  readonly id: string;
  readonly label: string;
  /** What the item is ('Ekran', 'Artykuł', 'Kategoria' …): shown beside the label and read with it. */
  readonly kind: string;
}

export interface PaletteSection {
  readonly id: string;
  readonly title: string;
  readonly items: readonly PaletteItem[];
}

/** `loading`: some results are still on their way; `error`: a search failed (what did come is shown). */
export type PaletteStatus = 'ready' | 'loading' | 'error';

export interface CommandPaletteProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The typed text (controlled: the owner searches with it). */
  inputValue: string;
  onInputChange: (value: string) => void;
  /** The results as the owner found them, in order; the palette filters nothing itself. */
  sections: readonly PaletteSection[];
  status?: PaletteStatus;
  /** Called on Enter or a click on a result; the palette closes. */
  onAction: (item: PaletteItem) => void;
  title?: string;
  searchLabel?: string;
  placeholder?: string;
}

/**
 * Whether the open palette has been painted once. The frame that opens the palette shows its box with the
 * caret and no results; the results (with nothing typed, every screen of the menu: some fifty options,
 * each a react-aria option with its press and hover handling) render in the task after that frame, so
 * the key that opens the palette is answered within one short frame.
 */
function usePaintedOnce(isOpen: boolean): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (!isOpen) {
      setPainted(false);
      return;
    }
    let task: ReturnType<typeof setTimeout> | undefined;
    // A frame callback runs just before its frame is painted; a task it queues, after.
    const frame = requestAnimationFrame(() => {
      task = setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(task);
    };
  }, [isOpen]);
  return painted;
}

/**
 * 'Przejdź do…': a modal search box with its results (react-aria's autocomplete over a ListBox). Focus moves
 * into the box, the arrows move through the results while the caret stays in the box (the first result
 * is active as soon as something is typed), Enter opens the active one, Escape closes and focus returns
 * where it was. A polite status region announces the number of results, the search under way and a
 * failure.
 */
export function CommandPalette({
  isOpen,
  onOpenChange,
  inputValue,
  onInputChange,
  sections,
  status = 'ready',
  onAction,
  title = PALETTE_TITLE,
  searchLabel = PALETTE_SEARCH_LABEL,
  placeholder,
}: CommandPaletteProps) {
  const painted = usePaintedOnce(isOpen);
  // Something typed is answered at once: the user waits for its results.
  const shown = painted || inputValue !== '' ? sections.filter((section) => section.items.length > 0) : [];
  const byId = new Map(shown.flatMap((section) => section.items.map((item) => [item.id, item] as const)));
  const count = byId.size;
  const announcement =
    status === 'error'
      ? PALETTE_ERROR
      : status === 'loading'
        ? PALETTE_LOADING
        : inputValue.trim() === ''
          ? ''
          : resultCountText(count);
  return (
    <ModalOverlay isOpen={isOpen} onOpenChange={onOpenChange} isDismissable className={styles.overlay}>
      <Modal className={styles.modal}>
        <Dialog className={styles.dialog}>
          {({ close }) => (
            <>
              <Heading slot="title" className={styles.heading}>
                {title}
              </Heading>
              <PaletteAutocomplete inputValue={inputValue} onInputChange={onInputChange}>
                <TextField className={fieldStyles.field} autoFocus>
                  <Label className={visuallyHidden}>{searchLabel}</Label>
                  <Input className={fieldStyles.input} placeholder={placeholder} />
                </TextField>
                <ListBox
                  aria-label={PALETTE_RESULTS_LABEL}
                  className={styles.results}
                  items={shown}
                  onAction={(key) => {
                    const item = byId.get(String(key));
                    if (!item) return;
                    close();
                    onAction(item);
                  }}
                  // Only when it says something: react-aria wraps the empty state in an option.
                  renderEmptyState={
                    status === 'ready' && inputValue.trim() !== ''
                      ? () => <p className={styles.message}>{PALETTE_NO_RESULTS}</p>
                      : undefined
                  }
                >
                  {(section) => (
                    <ListBoxSection id={section.id}>
                      <Header className={styles.sectionHeader}>{section.title}</Header>
                      <Collection items={section.items}>
                        {(item) => (
                          <ListBoxItem
                            id={item.id}
                            textValue={item.label}
                            aria-label={`${item.label}, ${item.kind}`}
                            className={styles.item}
                          >
                            <span className={styles.itemLabel}>{item.label}</span>{' '}
                            <span className={styles.itemKind}>{item.kind}</span>
                          </ListBoxItem>
                        )}
                      </Collection>
                    </ListBoxSection>
                  )}
                </ListBox>
              </PaletteAutocomplete>
              {status === 'loading' ? (
                <p className={styles.message} aria-hidden="true">
                  {PALETTE_LOADING}
                </p>
              ) : null}
              {status === 'error' ? (
                <p className={styles.errorMessage} aria-hidden="true">
                  {PALETTE_ERROR}
                </p>
              ) : null}
              <div role="status" className={visuallyHidden}>
                {announcement}
              </div>
            </>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
