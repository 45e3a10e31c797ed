import { Logo } from '@redakcja/ui';
import * as styles from './home.css';

export const HOME_GREETING = 'Witaj na nowej stronie panelu zarządzania treścią!';

/** Home (01 §1): the greeting and the spinning logo. */
export default function HomeScreen() {
  return (
    <section className={styles.home}>
      <h1 className={styles.greeting}>{HOME_GREETING}</h1>
      <Logo size={160} spinning />
    </section>
  );
}
