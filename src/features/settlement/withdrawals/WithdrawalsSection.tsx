import { useRef, useState } from 'react';
import { LoadState } from '~/ui/LoadState';
import type { Translate } from '~/shared/messageKey';
import { AddressBook } from './AddressBook';
import type { Withdrawal } from './types';
import { useWithdrawals } from './useWithdrawals';
import { WithdrawForm } from './WithdrawForm';
import { WithdrawHistory } from './WithdrawHistory';
import './withdrawals.css';

interface Props {
  t: Translate;
  lang: string;
  /** Money moved (a request held it, a cancel released it): Settlement reads its figures again. */
  onChanged: () => void;
}

/**
 * The merchant's withdrawals (issue 29), loaded when Settlement needs them: the withdraw form,
 * the address book and the history, with one live region that says each result.
 */
export function WithdrawalsSection({ t, lang, onChanged }: Props) {
  const { quote, book, list, page, setPage } = useWithdrawals();
  const [said, setSaid] = useState<{ text: string; tone: 'success' | 'error' } | null>(null);
  const historyTitle = useRef<HTMLHeadingElement>(null);
  const say = (text: string, tone: 'success' | 'error' = 'success') => setSaid({ text, tone });

  function changed() {
    void quote.retry();
    void list.retry();
    onChanged();
  }

  function requested(_w: Withdrawal, message: string) {
    say(message, 'success');
    if (page !== 1) setPage(1);
    changed();
    // After the dialog has given focus back to its opener: the new request leads the history.
    setTimeout(() => historyTitle.current?.focus(), 50);
  }

  return (
    <div className="wd">
      <div className={said ? (said.tone === 'error' ? 'form-alert' : 'form-success') : 'visually-hidden'} role="status">
        {said?.text}
      </div>
      <div className="wd-columns">
        <div className="wd-column">
          <LoadState {...quote} loading={quote.loading && !quote.data} t={t}>
            {quote.data && (
              <WithdrawForm quote={quote.data} addresses={book.data ?? []} t={t} lang={lang} onRequested={requested} />
            )}
          </LoadState>
        </div>
        <div className="wd-column">
          <AddressBook book={book} t={t} lang={lang} say={say} />
        </div>
      </div>
      <WithdrawHistory
        list={list}
        page={page}
        setPage={setPage}
        t={t}
        lang={lang}
        say={say}
        onChanged={changed}
        titleRef={historyTitle}
      />
    </div>
  );
}
