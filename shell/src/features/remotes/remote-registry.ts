import { registerRemotes } from '@module-federation/enhanced/runtime';
import {
  REMOTE_REGISTRY_URL,
  type RemoteRegistryEntry,
  remoteRegistryLines,
} from '@portal/shared/runtime/remotes';
import { takePageRegistry } from '../../first-screen/page-handover';

/** The manifest address each container is registered with in this page. */
const registeredEntries = new Map<string, string>();
/** Containers whose code this page has loaded: their release is fixed until a reload. */
const loadedContainers = new Set<string>();
let registration: Promise<void> | null = null;

async function readRegistry(): Promise<RemoteRegistryEntry[]> {
  // Never from cache: the registry is how a new release reaches the page.
  const response = await fetch(REMOTE_REGISTRY_URL, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${REMOTE_REGISTRY_URL} answered ${response.status}`);
  const lines = remoteRegistryLines(await response.json());
  if (!lines) throw new Error(`${REMOTE_REGISTRY_URL} is not a list of remotes`);
  return lines;
}

/** Registers (or, with `replace`, re-registers) one container; registering fetches nothing. */
function register({ name, entry }: RemoteRegistryEntry, replace: boolean): void {
  registerRemotes([{ name, entry }], { force: replace });
  registeredEntries.set(name, entry);
}

/**
 * Reads `/remotes.json` once (the lines the page was served with, when it names them) and
 * registers each remote's `mf-manifest.json`. A remote's files load on its first `loadRemote`
 * (the page may have preloaded them). A failed read is retried on the next call.
 */
export function registerDiscoveredRemotes(): Promise<void> {
  registration ??= Promise.resolve(takePageRegistry() ?? readRegistry())
    .then((entries) => {
      for (const entry of entries) register(entry, false);
    })
    .catch((error: unknown) => {
      registration = null;
      throw error;
    });
  return registration;
}

/** Called once a container's module has loaded: from then on this page keeps its release. */
export function markContainerLoaded(name: string): void {
  loadedContainers.add(name);
}

/**
 * Reads the registry again after a release was published or rolled back. A container this page
 * has not loaded yet is registered at its new address, so it loads the new release when first
 * shown; returns the containers already loaded whose release changed (they need a page reload).
 */
export async function refreshDiscoveredRemotes(): Promise<string[]> {
  await registerDiscoveredRemotes();
  const changedAndLoaded: string[] = [];
  for (const entry of await readRegistry()) {
    const current = registeredEntries.get(entry.name);
    if (current === entry.entry) continue;
    if (loadedContainers.has(entry.name)) changedAndLoaded.push(entry.name);
    else register(entry, current !== undefined);
  }
  return changedAndLoaded;
}

/**
 * Forgets what the federation runtime kept of a container that failed or timed out before it
 * loaded (its manifest and entry requests), so the next attempt requests them again. A loaded
 * container is left alone: its module failed while rendering, and it is shared with the page.
 */
export function forgetFailedContainer(name: string): void {
  const entry = registeredEntries.get(name);
  if (entry && !loadedContainers.has(name)) register({ name, entry }, true);
}
