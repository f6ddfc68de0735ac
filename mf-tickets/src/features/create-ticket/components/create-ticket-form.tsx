import { isPublicEvent, LIMITS, TICKET_TYPE } from '@portal/shared/contract';
import { getClientMode } from '@portal/shared/runtime/client-mode';
import { useLocalized } from '@portal/shared/runtime/i18n';
import { useGroups } from '@portal/shared/runtime/queries/get-groups';
import { Button } from '@portal/ui/button';
import { EmptyState } from '@portal/ui/empty-state';
import { SendIcon } from '@portal/ui/icons';
import { useMemo } from 'react';
import { registerFormTexts, useFormT } from '../../../i18n/use-form-t';
import { useListT } from '../../../i18n/use-list-t';
import { useCreateTicketForm } from '../hooks/use-create-ticket-form';
import { isWebClientMode, offeredGroups } from '../rules/offered-groups';
import { CategoryFields } from './category-fields';
import { CountedTextField } from './counted-text-field';
import { FieldError } from './field-error';
import { OptionPicker } from './option-picker';
import { PublicEventField } from './public-event-field';
import { RepeatableField } from './repeatable-field';
import { ReportFields } from './report-fields';
import './create-ticket-form.css';

// Loaded after the list (exposed/home.tsx), so its texts come with it rather than on the first screen.
registerFormTexts();

type CreateTicketFormProps = { onCreated: (ticketId: number) => void };

/** The create form below the list: support tickets, reports and public events (SPEC §2, §5). */
export function CreateTicketForm({ onCreated }: CreateTicketFormProps) {
  const t = useFormT();
  // The group picker's sections are named as the list's tabs (the list's texts are always loaded first).
  const listT = useListT();
  const localized = useLocalized();
  const { data: allGroups } = useGroups();
  const mode = getClientMode();
  const groups = useMemo(() => offeredGroups(allGroups ?? [], mode), [allGroups, mode]);
  const form = useCreateTicketForm(groups, isWebClientMode(mode), onCreated);
  const { draft, group, category, errors } = form;
  const publicEvent = group && category && isPublicEvent(group.key, category.key);
  const welcome = group ? localized(group.welcomeMessage) : '';

  return (
    <section className="tk-create" aria-labelledby="tk-create-heading">
      <h2 id="tk-create-heading" className="tk-heading">
        {t('formHeading')}
      </h2>
      <p className="tk-hint">{t('formIntro')}</p>
      {allGroups && groups.length === 0 ? (
        <EmptyState title={t('noGroups')} />
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
              section: listT(item.ticketType === TICKET_TYPE.report ? 'tabReports' : 'tabSupport'),
            }))}
            value={draft.group}
            error={errors.group}
            onChange={form.chooseGroup}
          />
          {welcome && <p className="tk-welcome">{welcome}</p>}
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
          {group && category && !category.infoOnly && (
            <>
              <CategoryFields form={form} category={category} />
              <CountedTextField
                label={t('titleLabel')}
                value={draft.title}
                maxLength={LIMITS.titleLength}
                required
                error={errors.title}
                onChange={(title) =>
                  form.update({ title: publicEvent ? title.toUpperCase() : title })
                }
              />
              {publicEvent && (
                <PublicEventField
                  choice={draft.eventCalendar}
                  error={errors.eventCalendar}
                  claimTitle={form.claimEventTitle}
                  onChoice={(eventCalendar) => form.update({ eventCalendar })}
                />
              )}
              {group.ticketType === TICKET_TYPE.report && (
                <ReportFields form={form} category={category} />
              )}
              <RepeatableField
                legend={t('attachmentsLabel')}
                hint={t(group.requireAttachments ? 'attachmentsHintRequired' : 'attachmentsHint', {
                  min: LIMITS.attachmentsMin,
                  max: LIMITS.attachmentsMax,
                })}
                itemLabel={(position) => t('attachmentItem', { position })}
                addLabel={t('addAttachment')}
                values={draft.attachments}
                max={LIMITS.attachmentsMax}
                inputType="url"
                listError={errors.attachmentList}
                itemErrors={errors.attachments}
                onAdd={() => form.addEntry('attachments')}
                onChange={(index, value) => form.setEntry('attachments', index, value)}
                onRemove={(index) => form.removeEntry('attachments', index)}
              />
            </>
          )}
          {category?.infoOnly && (
            <p className="tk-info-only" role="note">
              {category.infoText ? localized(category.infoText) : t('infoOnlyNotice')}
            </p>
          )}
          <FieldError id="tk-create-form-error" error={errors.form} />
          <Button
            type="submit"
            variant="primary"
            className="tk-submit"
            icon={<SendIcon />}
            disabled={form.submitting || category?.infoOnly === true}
          >
            {form.submitting ? t('submitting') : t('submit')}
          </Button>
        </form>
      )}
    </section>
  );
}
