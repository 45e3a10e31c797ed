/** The boot's entry: bootScript.ts bundles it into index.html's inline script (boot.ts). */
import { boot, readBootData } from './boot';

boot(
  {
    location,
    document,
    fetch: (input, init) => fetch(input, init),
    navigator,
    // Reading `localStorage` itself throws where storage is refused: inside the boot's try.
    localStorage: { getItem: (key) => localStorage.getItem(key) },
    setTimeout: (task, delay) => setTimeout(task, delay),
    Intl,
    importModule: (url) => import(/* @vite-ignore */ url),
  },
  readBootData(document),
);
