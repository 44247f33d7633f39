import type { Translate } from '~/shared/messageKey';
import { LoadState } from '~/ui/LoadState';
import { useLoad } from '~/ui/useLoad';
import { staffApi } from './staffApi';
import type { ReviewItem } from './types';

/** The body a provider sent, as text: JSON laid out, anything else as it came. */
export function payloadText(body: unknown): string {
  if (typeof body === 'string') return body;
  return JSON.stringify(body, null, 2) ?? '';
}

/** An event's stored fields and the payload as received, loaded when its row opens. */
export function EventDetails({ t, item }: { t: Translate; item: ReviewItem }) {
  const load = useLoad(
    () => staffApi.get('/api/staff/review/event', { query: { provider: item.provider, id: item.id } }),
    [item.provider, item.id],
  );
  const e = load.data;
  const dash = '—';
  return (
    <div className="staff-event">
      <LoadState {...load} t={t}>
        {e && (
          <>
            <dl className="staff-event-fields">
              <div>
                <dt>{t('staff.review.provider')}</dt>
                <dd dir="ltr">{e.provider}</dd>
              </div>
              <div>
                <dt>{t('staff.review.eventId')}</dt>
                <dd dir="ltr">{e.id}</dd>
              </div>
              <div>
                <dt>{t('staff.review.type')}</dt>
                <dd dir="ltr">{e.type}</dd>
              </div>
              <div>
                <dt>{t('staff.review.reference')}</dt>
                <dd dir="ltr">{e.reference ?? dash}</dd>
              </div>
              <div>
                <dt>{t('staff.review.account')}</dt>
                <dd dir="ltr">{e.account ?? dash}</dd>
              </div>
              <div>
                <dt>{t('staff.review.userId')}</dt>
                <dd dir="ltr">{e.userId ?? dash}</dd>
              </div>
            </dl>
            <h3 className="staff-event-title">{t('staff.review.payload')}</h3>
            <pre className="staff-payload" dir="ltr" translate="no">
              {payloadText(e.body)}
            </pre>
          </>
        )}
      </LoadState>
    </div>
  );
}
