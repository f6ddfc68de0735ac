import type { SuggestionSource as Source } from '@portal/shared/contract';
import { ticketOver } from '@portal/shared/runtime/routes';
import { Link, useLocation } from '@portal/shared/runtime/routing';
import { useDetailT } from '../../../i18n/use-detail-t';

/**
 * Where a suggestion came from, so staff can check it. A past ticket opens over this one (closing
 * it comes back here, draft and panel as they were); ctrl-click opens it in a new tab.
 */
export function SuggestionSource({ source }: { source: Source }) {
  const t = useDetailT();
  const location = useLocation();
  switch (source.kind) {
    case 'ticket':
      return (
        <Link className="td-ai-source" {...ticketOver(source.ticketId, location)}>
          {t('aiSourceTicket', { id: source.ticketId, title: source.title })}
        </Link>
      );
    case 'canned':
      return <span className="td-ai-source">{t('aiSourceCanned', { title: source.title })}</span>;
    case 'model':
      return <span className="td-ai-source">{t('aiSourceModel', { model: source.model })}</span>;
  }
}
