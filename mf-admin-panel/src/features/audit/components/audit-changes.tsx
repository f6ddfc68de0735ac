import type { AuditChange } from '@portal/shared/contract';
import { usePanelT } from '../../../i18n/use-panel-t';
import { fieldLabel } from '../rules/audit-labels';

/** Characters of a value a change's line shows; a longer one (a prompt, a comment) unfolds. */
const SHOWN_CHARACTERS = 80;

const NONE = '—';

function shown(value: string | null): string {
  if (value === null || value === '') return NONE;
  const characters = Array.from(value);
  return characters.length > SHOWN_CHARACTERS
    ? `${characters.slice(0, SHOWN_CHARACTERS).join('')}…`
    : value;
}

function isLong(value: string | null): boolean {
  return value !== null && Array.from(value).length > SHOWN_CHARACTERS;
}

/**
 * What an entry changed, a "field: before → after" line each (no value, or an empty one: a
 * dash). A long value is cut in its line, which unfolds into the whole texts before and after.
 */
export function AuditChanges({ changes }: { changes: readonly AuditChange[] }) {
  const t = usePanelT();
  if (changes.length === 0) return NONE;
  return (
    <ul className="ap-audit-changes">
      {changes.map(({ field, before, after }) => {
        const label = fieldLabel(field);
        const line = `${label ? t(label) : field}: ${shown(before)} → ${shown(after)}`;
        return (
          <li key={field}>
            {isLong(before) || isLong(after) ? (
              <details>
                <summary>{line}</summary>
                <dl>
                  <dt>{t('auditBefore')}</dt>
                  <dd>{before || NONE}</dd>
                  <dt>{t('auditAfter')}</dt>
                  <dd>{after || NONE}</dd>
                </dl>
              </details>
            ) : (
              line
            )}
          </li>
        );
      })}
    </ul>
  );
}
