import { Button } from '@portal/ui/button';
import { SparklesIcon } from '@portal/ui/icons';
import { useDetailT } from '../../../i18n/use-detail-t';
import type { SuggestionPanelState } from '../hooks/use-suggestion-panel';
import { SUGGESTION_KEYSHORTCUTS, usesCommandKey } from '../text/shortcut';

/** The composer's way into the panel, naming its shortcut so it can be learned. */
export function SuggestionsButton({ panel }: { panel: SuggestionPanelState }) {
  const t = useDetailT();
  const shortcut = t(usesCommandKey() ? 'shortcutCmdSpace' : 'shortcutCtrlSpace');
  return (
    <Button
      ref={panel.triggerRef}
      variant="ghost"
      icon={<SparklesIcon />}
      className="td-ai-trigger"
      // Named without the visible key hint, which `aria-keyshortcuts` announces instead.
      aria-label={t('aiSuggestions')}
      title={t('aiSuggestionsWithShortcut', { shortcut })}
      aria-keyshortcuts={SUGGESTION_KEYSHORTCUTS}
      aria-expanded={panel.open}
      aria-controls={panel.open ? panel.panelId : undefined}
      onClick={panel.toggle}
    >
      {t('aiSuggestions')}
      <kbd className="td-ai-kbd">{shortcut}</kbd>
    </Button>
  );
}
