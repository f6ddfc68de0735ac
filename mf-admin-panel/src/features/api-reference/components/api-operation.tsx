import { Badge } from '@portal/ui/badge';
import { usePanelT } from '../../../i18n/use-panel-t';
import type { ApiOperation } from '../rules/api-operations';

function Schema({ schema }: { schema: unknown }) {
  return <pre className="ap-api-schema">{JSON.stringify(schema, null, 2)}</pre>;
}

/** One call, folded to its method, address and summary; open, what it takes and answers. */
export function ApiOperationEntry({ operation }: { operation: ApiOperation }) {
  const t = usePanelT();
  return (
    <details className="ap-api-operation">
      <summary>
        <code className="ap-api-method">{operation.method}</code>
        <code>{operation.path}</code>
        {/* The document's summaries are English; the call's name is code in any language. */}
        <code className="ap-api-summary">{operation.id}</code>
        {operation.public && <Badge tone="accent">{t('apiPublic')}</Badge>}
      </summary>
      <div className="ap-api-body">
        <p>{operation.public ? t('apiNoToken') : t('apiNeedsToken')}</p>
        {operation.parameters.length > 0 && (
          <table className="ap-api-parameters">
            <caption>{t('apiParameters')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('apiParameterName')}</th>
                <th scope="col">{t('apiParameterIn')}</th>
                <th scope="col">{t('apiParameterSchema')}</th>
              </tr>
            </thead>
            <tbody>
              {operation.parameters.map((parameter) => (
                <tr key={`${parameter.in}:${parameter.name}`}>
                  <td>
                    <code>{parameter.name}</code>
                    {parameter.required ? ' *' : ''}
                  </td>
                  <td>{parameter.in}</td>
                  <td>
                    <code>{JSON.stringify(parameter.schema)}</code>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {operation.body && (
          <>
            <h4>{t('apiBody')}</h4>
            <Schema schema={operation.body} />
          </>
        )}
        {operation.answer && (
          <>
            <h4>{t('apiAnswer', { mediaType: operation.answer.mediaType })}</h4>
            <Schema schema={operation.answer.schema} />
          </>
        )}
        <p>
          {t('apiRefusals', {
            statuses: [...operation.errorStatuses, t('apiOtherStatuses')].join(', '),
          })}
        </p>
      </div>
    </details>
  );
}
