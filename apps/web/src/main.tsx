import { SPLASH_FADE_OUT_MS } from '@larder/domain/constants';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { listenForInstallPrompt } from './lib/install-prompt.ts';
import { registerServiceWorker } from './lib/service-worker.ts';
import './styles.css';

listenForInstallPrompt();

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

// The static splash in index.html fades out once the app has painted.
requestAnimationFrame(() => {
  const splash = document.getElementById('splash');
  splash?.classList.add('is-hidden');
  setTimeout(() => splash?.remove(), SPLASH_FADE_OUT_MS);
});
registerServiceWorker();
