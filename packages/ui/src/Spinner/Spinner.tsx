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
  const circle = <span className={styles.circle[size]} />;
  const spinner = decorative ? (
    <span aria-hidden="true" className={`${styles.wrapper} ${className ?? ''}`}>
      {circle}
    </span>
  ) : (
    // The attributes react-aria's ProgressBar gives an indeterminate bar, written out: a spinner takes no
    // input, and the ProgressBar brought its number formatting into the login screen's code (WEB-50).
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      className={`${styles.wrapper} ${className ?? ''}`}
    >
      {circle}
    </div>
  );
  return centered ? <div className={styles.center}>{spinner}</div> : spinner;
}
