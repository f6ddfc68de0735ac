// The kit's tokens and base styles first, so every stylesheet after them can read the tokens.
import '@portal/ui/styles.css';
import { getClientMode } from '@portal/shared/runtime/client-mode';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app';
import './swr-entries';
import './styles.css';

const container =
  document.getElementById('root') ?? document.body.appendChild(document.createElement('div'));

createRoot(container).render(
  <StrictMode>
    <BrowserRouter>
      <App clientMode={getClientMode()} />
    </BrowserRouter>
  </StrictMode>,
);
