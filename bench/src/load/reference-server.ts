import express from 'express';

/**
 * The load bench's reference: express 5 and one handler that answers a small JSON, with nothing
 * else (no database, no auth). `GET /api/health` names the process so the bench finds affinity
 * cookies for it. Started in a process of its own (env REFERENCE_NAME); prints `listening <port>`.
 */
const name = process.env.REFERENCE_NAME ?? 'reference';
const app = express();
app.get('/api/health', (_req, res) => {
  res.json({ status: 'ok', instance: name });
});
const server = app.listen(0, '127.0.0.1', () => {
  const address = server.address();
  if (address && typeof address === 'object') console.log(`listening ${address.port}`);
});
process.once('SIGTERM', () => server.close(() => process.exit(0)));
