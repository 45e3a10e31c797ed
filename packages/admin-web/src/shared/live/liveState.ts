/**
 * Whether live updates are off: true while any live stream of the tab waits to reconnect (the hub went
 * away or refused). Told by window events, so every live part of the tab says the same (WEB-148).
 */
import { useEffect, useState } from 'react';

export const LIVE_OFF_EVENT = 'redakcja:live-off';

let off = false;

export function setLiveOff(value: boolean): void {
  if (value === off) return;
  off = value;
  window.dispatchEvent(new CustomEvent(LIVE_OFF_EVENT, { detail: value }));
}

export function useLiveUpdatesOff(): boolean {
  const [value, setValue] = useState(off);
  useEffect(() => {
    const listener = (event: Event) => setValue((event as CustomEvent<boolean>).detail === true);
    window.addEventListener(LIVE_OFF_EVENT, listener);
    setValue(off);
    return () => window.removeEventListener(LIVE_OFF_EVENT, listener);
  }, []);
  return value;
}
