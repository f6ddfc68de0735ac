// The kit's tokens and base styles first, so every stylesheet after them can read the tokens.
import '@portal/ui/styles.css';
import { getClientMode } from '@portal/shared/runtime/client-mode';
import { BrowserRouter } from '@portal/shared/runtime/routing';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { seedFirstScreen } from './first-screen/seed-first-screen';
import './swr-entries';
import './styles.css';

// Before anything renders, so the first reads take the page's bootstrap answer.
seedFirstScreen();

const container =
  document.getElementById('root') ?? document.body.appendChild(document.createElement('div'));

createRoot(container).render(
  <StrictMode>
    <BrowserRouter>
      <App clientMode={getClientMode()} />
    </BrowserRouter>
  </StrictMode>,
);
