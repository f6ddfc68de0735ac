import { INCIDENT_STATUSES, type IncidentStatus } from '@portal/shared/contract';
import type { SelectOption } from '@portal/ui/select';
import type { AdminPanelTranslationKey } from '../../../i18n/translations';
import type { PanelT } from '../../../i18n/use-panel-t';

export const STATUS_TEXT: Record<IncidentStatus, AdminPanelTranslationKey> = {
  open: 'incidentStatusOpen',
  investigating: 'incidentStatusInvestigating',
  resolved: 'incidentStatusResolved',
  closed: 'incidentStatusClosed',
};

export const STATUS_TONE = {
  open: 'danger',
  investigating: 'warning',
  resolved: 'success',
  closed: 'neutral',
} as const satisfies Record<IncidentStatus, string>;

/** Every status, any of which may follow any other (SPEC §4). */
export function statusOptions(t: PanelT): SelectOption[] {
  return INCIDENT_STATUSES.map((status) => ({ value: status, label: t(STATUS_TEXT[status]) }));
}
