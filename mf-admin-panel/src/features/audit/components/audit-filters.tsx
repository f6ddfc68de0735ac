import { AUDIT_ACTIONS, AUDIT_TARGET_KINDS, LIMITS } from '@portal/shared/contract';
import { Field } from '@portal/ui/field';
import { Select } from '@portal/ui/select';
import { TextField } from '@portal/ui/text-field';
import { FilterForm, type FilterProps } from '../../../components/filter-form';
import { usePanelT } from '../../../i18n/use-panel-t';
import { ACTION_LABELS, TARGET_KIND_LABELS } from '../rules/audit-labels';
import type { AuditFilters as Filters } from '../rules/audit-query';

/** Who (part of a name), which action, which thing (its kind, its id) and days. */
export function AuditFilters(props: FilterProps<Filters>) {
  const t = usePanelT();
  const { form, onChange } = props;
  return (
    <FilterForm {...props} dayLabels={{ from: 'dayFrom', to: 'dayTo' }}>
      <Field label={t('auditWho')}>
        <TextField
          type="search"
          maxLength={LIMITS.auditFilterLength}
          value={form.actor}
          onChange={(event) => onChange({ ...form, actor: event.target.value })}
        />
      </Field>
      <Field label={t('auditAction')}>
        <Select
          value={form.action}
          placeholder={t('auditAllActions')}
          options={AUDIT_ACTIONS.map((action) => ({
            value: action,
            label: t(ACTION_LABELS[action]),
          }))}
          onChange={(event) =>
            onChange({
              ...form,
              action: AUDIT_ACTIONS.find((action) => action === event.target.value) ?? '',
            })
          }
        />
      </Field>
      <Field label={t('auditTargetKind')}>
        <Select
          value={form.targetKind}
          placeholder={t('auditAllTargetKinds')}
          options={AUDIT_TARGET_KINDS.map((kind) => ({
            value: kind,
            label: t(TARGET_KIND_LABELS[kind]),
          }))}
          onChange={(event) =>
            onChange({
              ...form,
              targetKind: AUDIT_TARGET_KINDS.find((kind) => kind === event.target.value) ?? '',
            })
          }
        />
      </Field>
      <Field label={t('auditTargetId')}>
        <TextField
          type="search"
          maxLength={LIMITS.auditFilterLength}
          value={form.targetId}
          onChange={(event) => onChange({ ...form, targetId: event.target.value })}
        />
      </Field>
    </FilterForm>
  );
}
