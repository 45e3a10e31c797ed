import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { loadRuntimeConfig } from './app/config';

const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks #root');

void loadRuntimeConfig().then((config) => {
  createRoot(container).render(
    <StrictMode>
      <App config={config} />
    </StrictMode>,
  );
});
