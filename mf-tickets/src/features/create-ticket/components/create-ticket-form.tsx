import { LIMITS } from '@portal/shared/contract';
import { getClientMode } from '@portal/shared/runtime/client-mode';
import { useLocalized } from '@portal/shared/runtime/i18n';
import { useMemo } from 'react';
import { useGroups } from '../../../api/get-groups';
import { useTicketsT } from '../../../i18n/use-tickets-t';
import { useCreateTicketForm } from '../hooks/use-create-ticket-form';
import { offeredSupportGroups } from '../rules/offered-groups';
import { OptionPicker } from './option-picker';
import { TextField } from './text-field';
import './create-ticket-form.css';

/** Fields this long get a text area instead of a one-line input. */
const MULTILINE_FROM = 300;

type CreateTicketFormProps = { onCreated: (ticketId: number) => void };

export function CreateTicketForm({ onCreated }: CreateTicketFormProps) {
  const t = useTicketsT();
  const localized = useLocalized();
  const { data: allGroups } = useGroups();
  const groups = useMemo(() => offeredSupportGroups(allGroups ?? [], getClientMode()), [allGroups]);
  const form = useCreateTicketForm(groups, onCreated);
  const { draft, group, category, errors } = form;

  return (
    <section className="tk-create" aria-labelledby="tk-create-heading">
      <h2 id="tk-create-heading" className="tk-heading">
        {t('formHeading')}
      </h2>
      <p className="tk-hint">{t('formIntro')}</p>
      {allGroups && groups.length === 0 ? (
        <p className="tk-list-note">{t('noGroups')}</p>
      ) : (
        <form
          className="tk-form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void form.send();
          }}
        >
          <OptionPicker
            label={t('groupLabel')}
            placeholder={t('groupPlaceholder')}
            options={groups.map((item) => ({
              key: item.key,
              label: localized(item.name),
              description: localized(item.description),
            }))}
            value={draft.group}
            error={errors.group}
            onChange={form.chooseGroup}
          />
          {group && (
            <OptionPicker
              label={t('categoryLabel')}
              placeholder={t('categoryPlaceholder')}
              options={group.categories.map((item) => ({
                key: item.key,
                label: localized(item.title),
                description: localized(item.description),
              }))}
              value={draft.category}
              error={errors.category}
              onChange={form.chooseCategory}
            />
          )}
          {category && !category.infoOnly && (
            <>
              {category.fields.map((field) => (
                <TextField
                  key={field.title}
                  label={field.title}
                  description={field.description}
                  value={draft.inputFields[field.title] ?? ''}
                  maxLength={field.maxLength}
                  required={field.required}
                  multiline={field.maxLength >= MULTILINE_FROM}
                  error={errors.fields[field.title]}
                  onChange={(value) => form.setField(field.title, value)}
                />
              ))}
              <TextField
                label={t('titleLabel')}
                value={draft.title}
                maxLength={LIMITS.titleLength}
                required
                error={errors.title}
                onChange={form.setTitle}
              />
            </>
          )}
          {category?.infoOnly && (
            <p className="tk-info-only" role="note">
              {category.infoText ? localized(category.infoText) : t('infoOnlyNotice')}
            </p>
          )}
          <button
            type="submit"
            className="tk-button tk-button-primary"
            disabled={form.submitting || category?.infoOnly === true}
          >
            {form.submitting ? t('submitting') : t('submit')}
          </button>
        </form>
      )}
    </section>
  );
}
