import { calls } from '@portal/shared/contract';
import { ExportButtons } from '../../../components/export-buttons';
import { useAppliedFilters } from '../../../components/use-applied-filters';
import { auditFilter, INITIAL_AUDIT_FILTERS } from '../rules/audit-query';
import { AuditFilters } from './audit-filters';
import { AuditLog } from './audit-log';

const CSV_ONLY = ['csv'] as const;

/**
 * `/panel#audit`: the audit trail (GET /admin/audit), filtered by who, action, target and days,
 * with the same filters' entries as a CSV file.
 */
export function AuditSection() {
  const { applied, appliedRange, filterProps } = useAppliedFilters({
    initial: INITIAL_AUDIT_FILTERS,
    startField: 'from',
  });
  const filter = auditFilter(applied, appliedRange);
  return (
    <div className="ap-table-section">
      <AuditFilters {...filterProps} />
      <ExportButtons
        callFor={() => calls.auditCsv}
        formats={CSV_ONLY}
        input={{ query: filter }}
        baseName="audit"
      />
      {/* New filters are a new list: its pages and the table's page start again. */}
      <AuditLog key={JSON.stringify(filter)} filter={filter} />
    </div>
  );
}
