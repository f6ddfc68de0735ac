import { getClientMode } from '@portal/shared/runtime/client-mode';
import { ROUTES } from '@portal/shared/runtime/routes';
import { matchPath, useLocation } from '@portal/shared/runtime/routing';
import { type RefObject, useState } from 'react';
import { useListT } from '../../../i18n/use-list-t';
import { useListShortcuts } from '../hooks/use-list-shortcuts';
import { clientHasListShortcuts } from '../rules/list-shortcuts';
import { ShortcutsDialog } from './shortcuts-dialog';

type ListShortcutsProps = {
  /** Holds the rows (`li[data-ticket-id]`). */
  rowsRef: RefObject<HTMLElement | null>;
  /** Toggles a ticket in the selection; absent for players, who select nothing. */
  onSelect?: (ticketId: number) => void;
  /** The hint shows under a list that has rows. */
  showHint: boolean;
};

/** The list's keyboard shortcuts, their hint and their help dialog; nothing in a game client. */
export function ListShortcuts({ rowsRef, onSelect, showHint }: ListShortcutsProps) {
  const t = useListT();
  const [offered] = useState(() => clientHasListShortcuts(getClientMode()));
  const [helpOpen, setHelpOpen] = useState(false);
  // On /ticket/:id the ticket modal is open, or on its way while its remote loads.
  const ticketOpen = matchPath(ROUTES.ticket, useLocation().pathname) !== null;
  useListShortcuts({
    enabled: offered && !ticketOpen,
    rowsRef,
    onSelect,
    onHelp: () => setHelpOpen(true),
  });

  if (!offered) return null;
  return (
    <>
      {showHint && <p className="tk-hint tk-shortcuts-hint">{t('shortcutsHint')}</p>}
      <ShortcutsDialog
        open={helpOpen}
        onClose={() => setHelpOpen(false)}
        canSelect={onSelect !== undefined}
      />
    </>
  );
}
