import fs from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {}

/** Locks this process holds, so a second open in the same process is refused as well. */
const heldLocks = new Set<string>();

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite is a single-process database: a second portal on the same DATA_DIR would corrupt it.
 * The lock holds the owner's pid; a lock left by a process that no longer exists is taken over.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, 'portal.lock');
  if (heldLocks.has(lockPath)) {
    throw new DataDirLockedError(
      `The embedded database in ${dataDir} is already open in this process.`,
    );
  }
  try {
    fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const ownerPid = Number(fs.readFileSync(lockPath, 'utf8'));
    if (ownerPid !== process.pid && Number.isInteger(ownerPid) && isProcessAlive(ownerPid)) {
      throw new DataDirLockedError(
        `The embedded database in ${dataDir} is in use by process ${ownerPid}. ` +
          'Stop that portal first, or set DATA_DIR to another folder, or DATABASE_URL to a PostgreSQL server.',
      );
    }
    fs.writeFileSync(lockPath, String(process.pid));
  }
  heldLocks.add(lockPath);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    heldLocks.delete(lockPath);
    if (fs.existsSync(lockPath) && fs.readFileSync(lockPath, 'utf8') === String(process.pid)) {
      fs.unlinkSync(lockPath);
    }
  };
}
