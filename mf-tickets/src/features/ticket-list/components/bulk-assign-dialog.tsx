import type { Ticket } from '@portal/shared/contract';
import { useLocalized } from '@portal/shared/runtime/i18n';
import { Button } from '@portal/ui/button';
import { Field } from '@portal/ui/field';
import { Modal } from '@portal/ui/modal';
import { Select } from '@portal/ui/select';
import { useState } from 'react';
import { useListT } from '../../../i18n/use-list-t';
import { useBulkAssignees } from '../api/bulk-assignees';

/** A member (`user:<id>`) or a role (`role:<key>`), as the select's value says it. */
export type Assignee = { userId: number } | { key: string };

function assigneeOf(value: string): Assignee | undefined {
  const [kind, id] = [value.slice(0, 5), value.slice(5)];
  if (kind === 'user:') return { userId: Number(id) };
  if (kind === 'role:') return { key: id };
  return undefined;
}

type BulkAssignDialogProps = {
  /** The chosen tickets; null while the dialog is closed. */
  tickets: readonly Ticket[] | null;
  onAssign: (assignee: Assignee) => void;
  onCancel: () => void;
};

/** Hands the chosen tickets to one member or role, among those eligible for at least one. */
export function BulkAssignDialog({ tickets, onAssign, onCancel }: BulkAssignDialogProps) {
  const t = useListT();
  const localized = useLocalized();
  const [value, setValue] = useState('');
  const choices = useBulkAssignees(tickets?.map((ticket) => ticket._id) ?? null);
  const staff = choices.data?.staff ?? [];
  const roles = choices.data?.roles ?? [];
  const options = [
    ...staff.map((account) => ({
      value: `user:${account._id}`,
      label: account.name,
      group: t('bulkAssignMembers'),
    })),
    ...roles.map((role) => ({
      value: `role:${role.key}`,
      label: localized(role.name),
      group: t('bulkAssignRoles'),
    })),
  ];
  const chosen = assigneeOf(value);
  const close = () => {
    setValue('');
    onCancel();
  };

  return (
    <Modal
      open={tickets !== null}
      onClose={close}
      size="sm"
      title={t('bulkAssignTitle', { count: tickets?.length ?? 0 })}
      footer={
        <>
          <Button onClick={close}>{t('bulkCancel')}</Button>
          <Button
            variant="primary"
            disabled={chosen === undefined}
            onClick={() => {
              if (!chosen) return;
              setValue('');
              onAssign(chosen);
            }}
          >
            {t('bulkAssignConfirm')}
          </Button>
        </>
      }
    >
      {choices.data && options.length === 0 ? (
        <p>{t('bulkAssignNone')}</p>
      ) : (
        <Field label={t('bulkAssignTo')}>
          <Select
            options={options}
            placeholder={choices.data ? t('bulkAssignChoose') : t('bulkAssignLoading')}
            value={value}
            onChange={(event) => setValue(event.target.value)}
          />
        </Field>
      )}
    </Modal>
  );
}
