import {
  FIRST_SCREEN_WAIT_MAX_MS,
  openLiveConnection,
  useLiveResync,
} from '@portal/shared/runtime/socket';
import { useEffect } from 'react';
import { useSWRConfig } from 'swr';

/**
 * The page's one live connection once signed in: the first screen's remote opens it once it has
 * rendered (socket.io-client is not part of the first screen); on a page whose remotes listen to
 * nothing it opens after a while, for the shell's own events. When it comes back, every cached
 * answer is read again; paged lists and threads reload their own pages.
 */
export function LiveConnection() {
  const { mutate } = useSWRConfig();
  useEffect(() => {
    const timer = setTimeout(openLiveConnection, FIRST_SCREEN_WAIT_MAX_MS);
    return () => clearTimeout(timer);
  }, []);
  useLiveResync(() => void mutate(() => true));
  return null;
}
