import type { RemoteSlots } from '@portal/shared/runtime/remotes';

declare global {
  /** Every remote's slots and who may load it, from the descriptors listed in `remotes.cjs`. */
  const PORTAL_REMOTES: readonly RemoteSlots[];
}
