import type { ClientMode } from '@portal/shared/contract';
import { useT } from '@portal/shared/runtime/i18n';
import { mayLoad } from '@portal/shared/runtime/remotes';
import { useViewer } from '@portal/shared/runtime/viewer';
import { type ComponentType, type LazyExoticComponent, lazy, Suspense, useState } from 'react';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { forgetFailedContainer } from './remote-registry';
import { RemoteUnavailable } from './remote-unavailable';
import { forgetSlotLoad, loadSlot } from './slot-loads';
import { type SlotDefinition, type SlotName, type SlotProps, slotDefinition } from './slot-table';

type LazySlot<K extends SlotName> = LazyExoticComponent<ComponentType<SlotProps[K]>>;

// One lazy component per slot for the page's life, so remounting a slot never refetches.
const lazySlots = new Map<SlotName, unknown>();

function lazySlot<K extends SlotName>(name: K, slot: SlotDefinition): LazySlot<K> {
  const cached = lazySlots.get(name) as LazySlot<K> | undefined;
  if (cached) return cached;
  const component: LazySlot<K> = lazy(() =>
    loadSlot(name, slot).then((loaded) => ({ default: loaded })),
  );
  lazySlots.set(name, component);
  return component;
}

export interface RemoteSlotProps<K extends SlotName> {
  name: K;
  props: SlotProps[K];
  clientMode: ClientMode;
  /** Offered next to Retry when the remote is unavailable. */
  onDismiss?: () => void;
  /**
   * For an extra floating over the page (the assistant): nothing shows while it loads or when it
   * is unavailable (the failure is still logged), since the page is whole without it.
   */
  silent?: boolean;
}

/**
 * A remote's module in its own loading state and error boundary: a load that fails or hangs is
 * retried (`SLOT_LOAD_TIMING`), then the slot alone shows the fallback with a Retry button.
 */
export function RemoteSlot<K extends SlotName>({
  name,
  props,
  clientMode,
  onDismiss,
  silent = false,
}: RemoteSlotProps<K>) {
  const t = useT();
  const [attempt, setAttempt] = useState(0);
  const { power } = useViewer();
  const slot = slotDefinition(name);
  if (!slot || !mayLoad(slot.loadedBy, { clientMode, power })) {
    return silent ? null : <RemoteUnavailable onDismiss={onDismiss} />;
  }

  const retry = () => {
    forgetFailedContainer(slot.scope);
    forgetSlotLoad(name);
    lazySlots.delete(name);
    setAttempt((previous) => previous + 1);
  };
  const Loaded = lazySlot(name, slot) as ComponentType<SlotProps[K]>;
  return (
    <div className="remote-slot" data-remote-slot={name}>
      <RemoteErrorBoundary
        key={attempt}
        slotName={name}
        fallback={() =>
          silent ? null : <RemoteUnavailable onRetry={retry} onDismiss={onDismiss} />
        }
      >
        <Suspense
          fallback={
            silent ? null : (
              <p className="remote-loading" role="status">
                {t('loading')}
              </p>
            )
          }
        >
          <Loaded {...props} />
        </Suspense>
      </RemoteErrorBoundary>
    </div>
  );
}
