// The kit's tokens and base styles, which the shell provides inside the portal.
import '@portal/ui/styles.css';
import { ROUTES } from '@portal/shared/runtime/routes';
import { Link, Navigate, Route, Routes } from '@portal/shared/runtime/routing';
import { mountStandalone } from '@portal/shared/standalone/mount-standalone';
import MyReviews from './exposed/my-reviews';
import ResponseTime from './exposed/response-time';
import Statistics from './exposed/statistics';

/** Standalone dev page (`npm run dev -w mf-staff-stats`); inside the portal the shell mounts them. */
mountStandalone(
  <main style={{ maxWidth: 1040, margin: '0 auto', padding: 'var(--portal-space-4)' }}>
    <nav style={{ display: 'flex', gap: 16, flexWrap: 'wrap' }}>
      <Link to={ROUTES.staffStatistics}>Statistics</Link>
      <Link to={ROUTES.staffResponseTime}>Response time</Link>
      <Link to={ROUTES.staffMyReviews}>My reviews</Link>
    </nav>
    <Routes>
      <Route path={ROUTES.staffStatistics} element={<Statistics />} />
      <Route path={ROUTES.staffResponseTime} element={<ResponseTime />} />
      <Route path={ROUTES.staffMyReviews} element={<MyReviews />} />
      <Route path="*" element={<Navigate to={ROUTES.staffStatistics} replace />} />
    </Routes>
  </main>,
);
