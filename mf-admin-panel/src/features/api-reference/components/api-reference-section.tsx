import { calls } from '@portal/shared/contract';
import { apiUrl } from '@portal/shared/runtime/api';
import { useApiDescription } from '@portal/shared/runtime/queries/get-api-description';
import { EmptyState } from '@portal/ui/empty-state';
import { Field } from '@portal/ui/field';
import { TextField } from '@portal/ui/text-field';
import { useMemo, useState } from 'react';
import { SectionLoading } from '../../../components/section-loading';
import type { AdminPanelTranslationKey } from '../../../i18n/translations';
import { usePanelT } from '../../../i18n/use-panel-t';
import { apiOperations, byArea, operationMatches } from '../rules/api-operations';
import { ApiOperationEntry } from './api-operation';

/** The document's areas (`callAreas` of the contract) as the panel names them. */
const AREA_TITLES: Record<string, AdminPanelTranslationKey> = {
  session: 'apiAreaSession',
  tickets: 'apiAreaTickets',
  attachments: 'apiAreaAttachments',
  comments: 'apiAreaComments',
  assignment: 'apiAreaAssignment',
  reviews: 'apiAreaReviews',
  stats: 'apiAreaStats',
  admin: 'apiAreaAdmin',
  tokens: 'apiAreaTokens',
  config: 'apiAreaConfig',
  incidents: 'apiAreaIncidents',
  ai: 'apiAreaAi',
  assistant: 'apiAreaAssistant',
};

/** `/panel#api`: every call of the API, from its OpenAPI document, opened from the tokens section. */
export function ApiReferenceSection() {
  const t = usePanelT();
  const { data, error, isLoading } = useApiDescription();
  const [filter, setFilter] = useState('');
  const operations = useMemo(() => (data ? apiOperations(data) : []), [data]);
  const shown = operations.filter((operation) => operationMatches(operation, filter));
  return (
    <div className="ap-table-section">
      <p>
        {t('apiHowToCall')}{' '}
        <a href={apiUrl(calls.apiDescription)} download="openapi.json">
          {t('apiDownload')}
        </a>
      </p>
      <Field label={t('apiFilter')}>
        <TextField
          type="search"
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
        />
      </Field>
      {error ? (
        <EmptyState title={t('loadFailed')} />
      ) : isLoading ? (
        <SectionLoading height={320} />
      ) : shown.length === 0 ? (
        <EmptyState title={t('apiNoMatch')} />
      ) : (
        byArea(shown).map(([area, areaOperations]) => (
          <section key={area} className="ap-api-area" aria-labelledby={`ap-api-${area}`}>
            <h3 id={`ap-api-${area}`}>{AREA_TITLES[area] ? t(AREA_TITLES[area]) : area}</h3>
            {areaOperations.map((operation) => (
              <ApiOperationEntry key={operation.id} operation={operation} />
            ))}
          </section>
        ))
      )}
    </div>
  );
}
