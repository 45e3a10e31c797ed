import { ProgressBar } from 'react-aria-components/ProgressBar';
import * as styles from './Spinner.css';

export const LOADING_LABEL = 'Ładowanie…';

export interface SpinnerProps {
  /** Accessible label; 'Ładowanie…' unless given. */
  label?: string;
  size?: 'sm' | 'md' | 'lg';
  /** Hidden from assistive technology when the surrounding control already announces the state. */
  decorative?: boolean;
  /** Centre the spinner in a padded block (list screens). */
  centered?: boolean;
  className?: string;
}

/** An indeterminate progress indicator: role="progressbar" with a label, or decorative. */
export function Spinner({
  label = LOADING_LABEL,
  size = 'md',
  decorative = false,
  centered,
  className,
}: SpinnerProps) {
  const circle = <span className={styles.circle({ size })} />;
  const spinner = decorative ? (
    <span aria-hidden="true" className={`${styles.wrapper} ${className ?? ''}`}>
      {circle}
    </span>
  ) : (
    <ProgressBar isIndeterminate aria-label={label} className={`${styles.wrapper} ${className ?? ''}`}>
      {circle}
    </ProgressBar>
  );
  return centered ? <div className={styles.center}>{spinner}</div> : spinner;
}
