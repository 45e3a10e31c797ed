import { Logo } from '@redakcja/ui';
import { useScreenHeadingFocus } from '../../shared/screenFocus';
import * as styles from './home.css';

export const HOME_GREETING = 'Witaj na nowej stronie panelu zarządzania treścią!';

/** Home (01 §1): the greeting and the spinning logo. */
export default function HomeScreen() {
  const headingRef = useScreenHeadingFocus();
  return (
    <section className={styles.home}>
      <h1 className={styles.greeting} ref={headingRef} tabIndex={-1}>
        {HOME_GREETING}
      </h1>
      <Logo size={160} spinning />
    </section>
  );
}
