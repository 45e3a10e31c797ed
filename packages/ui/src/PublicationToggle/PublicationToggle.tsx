import { Button } from '../Button/Button';
import type { DataTableColumn } from '../DataTable/DataTable';
import { CheckIcon, CrossIcon } from '../icons/icons';
import { Spinner } from '../Spinner/Spinner';
import * as styles from './PublicationToggle.css';

export const PUBLISHED_LABEL = 'Opublikowany';
export const UNPUBLISHED_LABEL = 'Nieopublikowany';

export interface PublicationToggleProps {
  isOn: boolean;
  /** Makes it a button that flips the flag; without it the icon only shows the state. */
  onToggle?: () => void;
  /** While the patch runs: a spinner, presses ignored. */
  isPending?: boolean;
  /** Name of the 'on' state; 'Opublikowany' by default (e.g. 'Hot news: tak'). */
  onLabel?: string;
  /** Name of the 'off' state; 'Nieopublikowany' by default. */
  offLabel?: string;
}

/** A green check or a red cross named by the state it shows; pressable where the list flips it. */
export function PublicationToggle({
  isOn,
  onToggle,
  isPending = false,
  onLabel = PUBLISHED_LABEL,
  offLabel = UNPUBLISHED_LABEL,
}: PublicationToggleProps) {
  const label = isOn ? onLabel : offLabel;
  const tone = isOn ? styles.on : styles.off;
  if (!onToggle) {
    return (
      <span
        role="img"
        aria-label={label}
        className={`${styles.icon} ${tone} ${isOn ? styles.drawnOn : styles.drawnOff}`}
      />
    );
  }
  const icon = isOn ? <CheckIcon size={20} /> : <CrossIcon size={20} />;
  return (
    <Button
      variant="ghost"
      size="sm"
      aria-label={label}
      isPending={isPending}
      onPress={onToggle}
      className={tone}
    >
      {isPending ? <Spinner size="sm" decorative /> : icon}
    </Button>
  );
}

/** A list's 'Publikacja' column: the record's publication as a green check or a red cross (02 §7). */
export const publicationColumn = <Row extends { isPublish: boolean }>(): DataTableColumn<Row> => ({
  id: 'isPublish',
  header: 'Publikacja',
  cell: (row) => <PublicationToggle isOn={row.isPublish} />,
});
