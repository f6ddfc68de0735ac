import { type ClientMode, canUseAssistant, idFromAddress } from '@portal/shared/contract';
import { ROUTES } from '@portal/shared/runtime/routes';
import { matchPath } from '@portal/shared/runtime/routing';
import { useViewer } from '@portal/shared/runtime/viewer';
import { useMemo } from 'react';
import { RemoteSlot } from '../features/remotes/remote-slot';
import { maySeeSlot } from '../features/remotes/slot-table';

/** The ticket whose modal a path opens (`/ticket/:id`), else null. */
export function ticketOpenAt(pathname: string): number | null {
  const ticketIdLoad = matchPath(ROUTES.ticket, pathname)?.params.ticketIdLoad;
  return idFromAddress(ticketIdLoad);
}

/**
 * The floating assistant (`mf_assistant`), once for the signed-in pages, told which ticket is
 * open. Only for viewers `canUseAssistant` allows, in a client its remote loads in: nobody else
 * fetches it. It has no place in the page to fill, so loading and failing show nothing.
 */
export function AssistantWidgetSlot({
  clientMode,
  ticketId,
}: {
  clientMode: ClientMode;
  ticketId: number | null;
}) {
  const { power } = useViewer();
  const props = useMemo(() => ({ ticketId }), [ticketId]);
  if (!maySeeSlot('assistantWidget', canUseAssistant, { clientMode, power })) return null;
  return <RemoteSlot name="assistantWidget" props={props} clientMode={clientMode} silent />;
}
