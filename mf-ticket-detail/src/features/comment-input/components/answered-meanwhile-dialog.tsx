import type { PublicAccount } from '@portal/shared/contract';
import { useAccountName } from '@portal/shared/runtime/account-name';
import { ChoiceDialog } from '@portal/ui/choice-dialog';
import { useNameList } from '../../../components/use-name-list';
import { useDetailT } from '../../../i18n/use-detail-t';

type AnsweredMeanwhileDialogProps = {
  open: boolean;
  /** Who wrote on the ticket while the reply was being written. */
  authors: readonly PublicAccount[];
  onSend: () => void;
  /** Keeps the reply, so its writer can read what came first. */
  onReadFirst: () => void;
};

/**
 * Asks before a reply goes out when others wrote on the ticket while it was being written. Focus
 * starts on "read first": an Enter still meant for the composer must not send it.
 */
export function AnsweredMeanwhileDialog({
  open,
  authors,
  onSend,
  onReadFirst,
}: AnsweredMeanwhileDialogProps) {
  const t = useDetailT();
  const nameOf = useAccountName();
  const nameList = useNameList();
  return (
    <ChoiceDialog
      open={open}
      title={t('answeredMeanwhileTitle')}
      message={t('answeredMeanwhileText', {
        count: authors.length,
        name: nameList(authors.map(nameOf)),
      })}
      choices={[{ value: 'send', label: t('sendAnyway'), primary: true }]}
      onChoose={onSend}
      cancelLabel={t('readFirst')}
      onCancel={onReadFirst}
    />
  );
}
