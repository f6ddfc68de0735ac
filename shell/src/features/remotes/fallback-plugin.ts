import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { unavailableModule } from './unavailable-module';

/**
 * Federation runtime plugin (registered in webpack.config.cjs): a remote that cannot be loaded —
 * not in the registry, manifest or entry unreachable, expose missing — resolves to a fallback
 * module instead of an exception, so only its own slot degrades.
 */
export default function remoteFallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'portal-remote-fallback',
    errorLoadRemote({ id, error, lifecycle }) {
      // Earlier lifecycles expect a manifest or an entry back; leaving them unanswered makes the
      // failure surface once more at 'onLoad', where a module is the expected answer.
      if (lifecycle !== 'onLoad') return undefined;
      console.error(`[remotes] ${id} is not available`, error);
      return unavailableModule(id, error);
    },
  };
}
