import { type AdminAccount, LIMITS } from '@portal/shared/contract';
import { Button } from '@portal/ui/button';
import { Card } from '@portal/ui/card';
import { EmptyState } from '@portal/ui/empty-state';
import { Field } from '@portal/ui/field';
import { SearchIcon } from '@portal/ui/icons';
import { TextField } from '@portal/ui/text-field';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { usePanelT } from '../../../i18n/use-panel-t';
import { useEraseAccount } from '../api/erase-account';
import { useAccountSearch } from '../api/search-accounts';
import { AccountTable } from './account-table';
import { EraseAccountDialog } from './erase-account-dialog';
import './erase-account.css';

/**
 * GDPR erasure (issue 31.2): find an account by part of its name or username (on Search or
 * Enter, never per keystroke), then erase a live one after a question that says what it does.
 */
export function EraseAccount() {
  const t = usePanelT();
  const form = useRef<HTMLFormElement>(null);
  const [text, setText] = useState('');
  const [search, setSearch] = useState<string | null>(null);
  const results = useAccountSearch(search);
  const erase = useEraseAccount(search);
  const [asking, setAsking] = useState<AdminAccount>();
  const [erased, setErased] = useState<AdminAccount>();

  // The erased row's button is gone, and with it the dialog's opener: focus goes back to the search.
  useEffect(() => {
    const field = erased && form.current?.elements.namedItem('search');
    if (field instanceof HTMLInputElement) field.focus();
  }, [erased]);

  function submit(event: FormEvent) {
    event.preventDefault();
    const wanted = text.trim();
    if (wanted === '') return;
    setErased(undefined);
    // The same text again asks again: an account may have changed meanwhile.
    if (wanted === search) void results.mutate();
    else setSearch(wanted);
  }

  async function confirm(account: AdminAccount) {
    if (await erase.trigger({ params: { id: account.id } })) {
      setAsking(undefined);
      setErased(account);
    } else {
      // Refused as already erased or gone: the results show how the account is now.
      void results.mutate();
    }
  }

  return (
    <Card title={t('eraseAccountTitle')} subtitle={t('eraseAccountIntro')}>
      <div className="ap-erase-account">
        <div>
          <form ref={form} className="ap-filters" aria-label={t('accountSearch')} onSubmit={submit}>
            <Field label={t('accountSearchLabel')}>
              <TextField
                type="search"
                name="search"
                maxLength={LIMITS.auditFilterLength}
                value={text}
                onChange={(event) => setText(event.target.value)}
              />
            </Field>
            <Button
              type="submit"
              variant="primary"
              icon={<SearchIcon />}
              disabled={text.trim() === ''}
            >
              {t('searchAccounts')}
            </Button>
          </form>
          <p role="status" className="ap-erase-status">
            {erased && t('accountErased', { name: erased.name, username: erased.username })}
          </p>
        </div>
        {search !== null &&
          (results.error && !results.data ? (
            <EmptyState title={t('loadFailed')} />
          ) : (
            <AccountTable
              accounts={results.data ?? []}
              search={search}
              loading={results.isLoading}
              onErase={(account) => {
                erase.reset();
                setAsking(account);
              }}
            />
          ))}
      </div>
      {asking && (
        <EraseAccountDialog
          account={asking}
          busy={erase.busy}
          error={erase.error}
          onCancel={() => setAsking(undefined)}
          onConfirm={() => void confirm(asking)}
        />
      )}
    </Card>
  );
}
