import { Modal } from '@portal/ui/modal';
import type { ListTextKey } from '../../../i18n/use-list-t';
import { useListT } from '../../../i18n/use-list-t';
import './shortcuts-dialog.css';

type ShortcutsDialogProps = {
  open: boolean;
  onClose: () => void;
  /** Whether x (select) is listed: staff only. */
  canSelect: boolean;
};

type ShortcutLine = { key: string; text: ListTextKey; selects?: true };

const SHORTCUT_LINES: readonly ShortcutLine[] = [
  { key: 'j', text: 'shortcutNext' },
  { key: 'k', text: 'shortcutPrevious' },
  { key: 'Enter', text: 'shortcutOpen' },
  { key: 'x', text: 'shortcutSelect', selects: true },
  { key: '?', text: 'shortcutHelp' },
];

/** The list's shortcuts, opened with ?; Escape or the close button closes it. */
export function ShortcutsDialog({ open, onClose, canSelect }: ShortcutsDialogProps) {
  const t = useListT();
  const lines = SHORTCUT_LINES.filter((line) => canSelect || !line.selects);
  return (
    <Modal
      open={open}
      onClose={onClose}
      size="sm"
      title={t('shortcutsTitle')}
      description={t('shortcutsOffWhileTyping')}
    >
      <dl className="tk-shortcuts">
        {lines.map((line) => (
          <div key={line.key} className="tk-shortcut">
            <dt>
              <kbd className="tk-kbd">{line.key}</kbd>
            </dt>
            <dd>{t(line.text)}</dd>
          </div>
        ))}
      </dl>
    </Modal>
  );
}
