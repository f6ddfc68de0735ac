import { calls } from '@portal/shared/contract';
import { onCall } from './fake-api';

type Marks = { online?: readonly string[]; important?: readonly string[] };

/**
 * Answers staff's GET /hashesOnline and GET /importantHashes with these visualIds. Tests of
 * players leave them unanswered, so a player's page asking for them fails the test.
 */
export function serveAccountMarks({ online = [], important = [] }: Marks = {}): void {
  onCall(calls.hashesOnline, () => ({ hashes: [...online] }));
  onCall(calls.importantHashes, () => ({ hashes: [...important] }));
}
