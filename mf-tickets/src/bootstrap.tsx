// The kit's tokens and base styles, which the shell provides inside the portal.
import '@portal/ui/styles.css';
import { Route, Routes } from '@portal/shared/runtime/routing';
import { mountStandalone } from '@portal/shared/standalone/mount-standalone';
import Home from './exposed/home';

/** Standalone dev page (`npm run dev -w mf-tickets`); inside the portal the shell mounts Home. */
mountStandalone(
  <main style={{ maxWidth: 1040, margin: '0 auto', padding: 'var(--portal-space-4)' }}>
    <Routes>
      <Route path="*" element={<Home />} />
    </Routes>
  </main>,
);
