/**
 * Cache management (01 §2, §4): four buttons, each clearing one cache; a spinner while a call runs; then a
 * modal with 'Cache pomyślnie usunięty.' or 'Wystąpił błąd podczas usuwania cache. Spróbuj ponownie.',
 * each with a close button.
 */
import { type CacheTarget, cacheMessages, createCacheResource, resourceOf } from '@redakcja/api-sdk';
import { Button, InfoDialog, Spinner } from '@redakcja/ui';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import * as styles from '../../shared/layout.css';
import { Screen } from '../../shared/Screen';
import { useApiClient } from '../../shared/session';

export const CACHE_TITLE = 'Zarządzanie cache';

/** The button of each cache, in the order of the specification (WEB-6: labels chosen here). */
export const CACHE_BUTTONS: readonly { target: CacheTarget; label: string }[] = [
  { target: 'articles', label: 'Wyczyść cache wszystkich artykułów' },
  { target: 'top', label: "Wyczyść cache sekcji 'Top'" },
  { target: 'industries', label: 'Wyczyść cache grup branżowych' },
  { target: 'menu', label: 'Wyczyść cache paska nawigacji' },
];

export default function CacheScreen() {
  const client = useApiClient();
  const [outcome, setOutcome] = useState<'success' | 'failure' | null>(null);
  // The button pressed last: it was disabled while its call ran (so the focus left it), and takes the
  // focus back once the answer's dialog closes, as a dialog gives it back to what opened it.
  const pressed = useRef<HTMLButtonElement | null>(null);
  const [returnFocus, setReturnFocus] = useState(false);
  useEffect(() => {
    if (!returnFocus || outcome !== null) return;
    setReturnFocus(false);
    pressed.current?.focus();
  }, [returnFocus, outcome]);
  const close = (open: boolean) => {
    if (open) return;
    setOutcome(null);
    setReturnFocus(true);
  };
  const clear = useMutation({
    mutationFn: (target: CacheTarget) => resourceOf(client, createCacheResource).clear(target),
    onSuccess: () => setOutcome('success'),
    onError: () => setOutcome('failure'),
  });

  return (
    <Screen title={CACHE_TITLE}>
      <div className={styles.actions}>
        {CACHE_BUTTONS.map(({ target, label }) => (
          <Button
            key={target}
            isDisabled={clear.isPending}
            onPress={(event) => {
              pressed.current = event.target as HTMLButtonElement;
              clear.mutate(target);
            }}
          >
            {label}
          </Button>
        ))}
      </div>
      {clear.isPending ? <Spinner centered /> : null}
      <InfoDialog isOpen={outcome === 'success'} onOpenChange={close} title={cacheMessages.success} />
      <InfoDialog
        isOpen={outcome === 'failure'}
        onOpenChange={close}
        title={cacheMessages.failure}
        role="alertdialog"
      />
    </Screen>
  );
}
