import { getToken } from '@portal/shared/runtime/session';
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { DevLogin } from './dev/dev-login';
import Home from './exposed/home';

/** Standalone dev page (`npm run dev -w mf-tickets`); inside the portal the shell mounts Home. */
function StandaloneApp() {
  const [loggedIn, setLoggedIn] = useState(getToken() !== null);
  if (!loggedIn) return <DevLogin onLoggedIn={() => setLoggedIn(true)} />;
  return (
    <BrowserRouter>
      <main style={{ maxWidth: 1040, margin: '0 auto', padding: 16 }}>
        <Routes>
          <Route path="*" element={<Home />} />
        </Routes>
      </main>
    </BrowserRouter>
  );
}

const container = document.createElement('div');
document.body.append(container);
createRoot(container).render(
  <StrictMode>
    <StandaloneApp />
  </StrictMode>,
);
