import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { preloadFirstScreen } from './app/router.tsx';
import { listenForInstallPrompt } from './lib/install-prompt.ts';
import { registerServiceWorker } from './lib/service-worker.ts';
import { startSession } from './lib/session.ts';
import './styles.css';

listenForInstallPrompt();
preloadFirstScreen(window.location.pathname);
// Who is signed in is asked at once, not after the first render (app.tsx asks too; it is asked once).
void startSession();

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');
// A transition: the first render comes in slices, not one long task that blocks the page. The splash
// goes once it has committed (app.tsx).
startTransition(() =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
registerServiceWorker();
