import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, prepareLoggedInDataAhead } from './app/App';
import { loadRuntimeConfig } from './app/config';
import { startSession } from './app/session/SessionProvider';
import { announceEntry, type BootHandoff, routeTable } from './boot/handoff';

/**
 * Starts the panel with what the boot (index.html's inline script, boot/boot.ts) started: each part of its
 * hand-off goes to the one module that uses it, and the object itself is kept nowhere. Without a boot (the
 * dev server) everything is fetched here.
 */
function start(handoff: BootHandoff | null): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html lacks #root');
  routeTable.files = handoff?.routeFiles;
  void loadRuntimeConfig(handoff?.config).then((config) => {
    // The session restore and the logged-in data start before React's first render (WEB-55).
    prepareLoggedInDataAhead(startSession(config, handoff), config);
    createRoot(container).render(
      <StrictMode>
        <App config={config} />
      </StrictMode>,
    );
  });
}

announceEntry(document, start);
