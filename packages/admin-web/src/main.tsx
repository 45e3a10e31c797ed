import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, prepareLoggedInDataAhead } from './app/App';
import { loadRuntimeConfig } from './app/config';
import { startSession } from './app/session/SessionProvider';

const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks #root');

void loadRuntimeConfig().then((config) => {
  // The session restore and the logged-in data start before React's first render (WEB-55).
  prepareLoggedInDataAhead(startSession(config), config);
  createRoot(container).render(
    <StrictMode>
      <App config={config} />
    </StrictMode>,
  );
});
