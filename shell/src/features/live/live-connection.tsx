import { getSocket, useLiveResync } from '@portal/shared/runtime/socket';
import { useEffect } from 'react';
import { useSWRConfig } from 'swr';

/**
 * Opens the page's one live connection once signed in (remotes subscribe through it). When it
 * comes back, every cached answer is read again; paged lists and threads reload their own pages.
 */
export function LiveConnection() {
  const { mutate } = useSWRConfig();
  useEffect(() => {
    getSocket();
  }, []);
  useLiveResync(() => void mutate(() => true));
  return null;
}
