import { useEffect, useRef, useState } from 'react';
import { errorMessage } from '~/lib/apiError';
import { LoadState } from '~/ui/LoadState';
import { Pager } from '~/ui/Pager';
import { useLoad } from '~/ui/useLoad';
import { ReasonDialog } from './ReasonDialog';
import { ReplyDialog } from './ReplyDialog';
import { ScreenHead } from './ScreenHead';
import type { ScreenProps } from './StaffFrame';
import { ageOf, CONTACT_PAGE_SIZE } from './staff';
import { staffApi } from './staffApi';
import type { ContactMessage } from './types';

type Tab = 'open' | 'closed';

/** A language code in the reader's words ("vi" → "Vietnamese"); the code when the browser cannot. */
export function languageName(code: string, lang: string): string {
  try {
    return new Intl.DisplayNames(lang, { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * Contact messages, open or closed, oldest first with their age: take one, answer it by e-mail
 * (in the visitor's language), close it with a reason.
 */
export function ContactScreen({ t, lang, me }: ScreenProps) {
  const [tab, setTab] = useState<Tab>('open');
  const [page, setPage] = useState(1);
  const load = useLoad(
    () =>
      staffApi.get('/api/staff/contact', {
        query: { closed: tab === 'closed', page, pageSize: CONTACT_PAGE_SIZE },
      }),
    [tab, page],
  );
  const [replying, setReplying] = useState<ContactMessage | null>(null);
  const [closing, setClosing] = useState<ContactMessage | null>(null);
  const [taking, setTaking] = useState<number | null>(null);
  const [notice, setNotice] = useState<{ text: string; kind: 'success' | 'error' } | null>(null);
  const noticeRef = useRef<HTMLParagraphElement>(null);
  const listTitle = useRef<HTMLHeadingElement>(null);
  const when = new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' });
  const data = load.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / CONTACT_PAGE_SIZE)) : 1;

  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);

  function settled(text: string, kind: 'success' | 'error' = 'success') {
    setReplying(null);
    setClosing(null);
    setNotice({ text, kind });
    void load.retry();
  }

  async function take(m: ContactMessage) {
    setTaking(m.id);
    try {
      const { msg } = await staffApi.reply('/api/staff/contact/assign', { body: { id: m.id } });
      settled(msg || t('staff.assigned'));
    } catch (err) {
      settled(errorMessage(err, t, 'errors.operationFailed'), 'error');
    } finally {
      setTaking(null);
    }
  }

  function pick(next: Tab) {
    setTab(next);
    setPage(1);
    setNotice(null);
  }

  return (
    <div className="staff-screen">
      <ScreenHead title={t('staff.contact.title')}>
        <button
          type="button"
          className="btn btn-ghost"
          onClick={() => void load.retry()}
          disabled={load.loading}
          aria-busy={load.loading}
        >
          {t('staff.refresh')}
        </button>
      </ScreenHead>
      <fieldset className="staff-toggle">
        <legend className="visually-hidden">{t('staff.contact.show')}</legend>
        {(['open', 'closed'] as const).map((k) => (
          <button key={k} type="button" aria-pressed={tab === k} onClick={() => pick(k)}>
            {t(k === 'open' ? 'staff.contact.open' : 'staff.contact.closedTab')}
          </button>
        ))}
      </fieldset>
      {notice && (
        <p
          ref={noticeRef}
          tabIndex={-1}
          className={notice.kind === 'error' ? 'form-alert' : 'form-success'}
          role={notice.kind === 'error' ? 'alert' : 'status'}
        >
          {notice.text}
        </p>
      )}
      <section className="staff-section" aria-labelledby="contact-list" aria-busy={load.loading}>
        <h2 id="contact-list" ref={listTitle} tabIndex={-1} className="visually-hidden">
          {t(tab === 'open' ? 'staff.contact.openTitle' : 'staff.contact.closedTitle')}
        </h2>
        <LoadState
          {...load}
          loading={load.loading && !data}
          t={t}
          empty={data?.total === 0}
          emptyText={t(tab === 'open' ? 'staff.contact.emptyOpen' : 'staff.contact.emptyClosed')}
        >
          {data && (
            <ul className="staff-cards">
              {data.list.map((m) => {
                const language = languageName(m.locale, lang);
                return (
                  <li key={m.id} className="card staff-message">
                    <article aria-labelledby={`contact-${m.id}`}>
                      <header className="staff-message-head">
                        <h3 id={`contact-${m.id}`} className="staff-message-name" dir="auto">
                          {m.name}
                        </h3>
                        <time dateTime={m.createdAt} title={when.format(new Date(m.createdAt))}>
                          {ageOf(m.createdAt, Date.now(), lang)}
                        </time>
                      </header>
                      <dl className="staff-event-fields">
                        <div>
                          <dt>{t('staff.contact.email')}</dt>
                          <dd dir="ltr" className="staff-break">
                            {m.email}
                          </dd>
                        </div>
                        {m.company && (
                          <div>
                            <dt>{t('staff.contact.company')}</dt>
                            <dd dir="auto">{m.company}</dd>
                          </div>
                        )}
                        <div>
                          <dt>{t('staff.contact.language')}</dt>
                          <dd>{language}</dd>
                        </div>
                        <div>
                          <dt>{t('staff.contact.assignee')}</dt>
                          <dd dir="auto">
                            {m.assignee ?? <span className="staff-muted">{t('staff.contact.nobody')}</span>}
                          </dd>
                        </div>
                        {m.repliedAt && (
                          <div>
                            <dt>{t('staff.contact.replied')}</dt>
                            <dd>
                              <time dateTime={m.repliedAt}>{when.format(new Date(m.repliedAt))}</time>
                            </dd>
                          </div>
                        )}
                        {m.closedAt && (
                          <div>
                            <dt>{t('staff.contact.closedAt')}</dt>
                            <dd>
                              <time dateTime={m.closedAt}>{when.format(new Date(m.closedAt))}</time>
                            </dd>
                          </div>
                        )}
                      </dl>
                      <p className="staff-message-text" dir="auto">
                        {m.message}
                      </p>
                      {!m.closedAt && (
                        <div className="staff-form-actions">
                          {m.assignee !== me.name && (
                            <button
                              type="button"
                              className="btn btn-ghost btn-small"
                              onClick={() => void take(m)}
                              disabled={taking === m.id}
                              aria-busy={taking === m.id}
                            >
                              {t('staff.contact.take')}
                              <span className="visually-hidden"> {m.name}</span>
                            </button>
                          )}
                          <button type="button" className="btn btn-small" onClick={() => setReplying(m)}>
                            {t('staff.contact.reply')}
                            <span className="visually-hidden"> {m.name}</span>
                          </button>
                          <button type="button" className="btn btn-ghost btn-small" onClick={() => setClosing(m)}>
                            {t('staff.contact.close')}
                            <span className="visually-hidden"> {m.name}</span>
                          </button>
                        </div>
                      )}
                    </article>
                  </li>
                );
              })}
            </ul>
          )}
        </LoadState>
        <Pager
          page={page}
          pages={pages}
          label={t('staff.contact.pager')}
          t={t}
          onPage={(p) => {
            setPage(p);
            listTitle.current?.focus();
          }}
        />
      </section>
      {replying && (
        <ReplyDialog
          t={t}
          message={replying}
          language={languageName(replying.locale, lang)}
          onClose={() => setReplying(null)}
          onDone={(text) => settled(text)}
          onConflict={(text) => settled(text, 'error')}
        />
      )}
      {closing && (
        <ReasonDialog
          t={t}
          message={t('staff.contact.confirmClose', { name: closing.name })}
          confirmLabel={t('staff.contact.closeConfirm')}
          send={async (reason) =>
            (await staffApi.reply('/api/staff/contact/close', { body: { id: closing.id, reason } })).msg ||
            t('staff.closed')
          }
          onClose={() => setClosing(null)}
          onDone={(text) => settled(text)}
          onConflict={(text) => settled(text, 'error')}
        />
      )}
    </div>
  );
}
