import { getSocket } from '@portal/shared/runtime/socket';
import { useEffect } from 'react';

/** Opens the page's one live connection once signed in (remotes subscribe through it). */
export function LiveConnection() {
  useEffect(() => {
    getSocket();
  }, []);
  return null;
}
