import { adminPanelSectionFromHash } from '@portal/shared/runtime/remotes';
import { useLocation } from '@portal/shared/runtime/routing';
import Panel from '../exposed/panel';

/** What the shell's `/panel` route does (standalone page and tests): the hash names the section. */
export function PanelAtHash() {
  return <Panel section={adminPanelSectionFromHash(useLocation().hash)} />;
}
