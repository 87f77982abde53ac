import { Button } from 'antd';
import type { Circle } from '@tend/contracts';
import { useState } from 'react';
import { useT } from '../../i18n/LanguageProvider';
import { useCreateCalendarFeedMutation, useRevokeCalendarFeedMutation } from './circle.api';
import { ShareLink } from './ShareLink';
import { ConfirmButton } from './ConfirmButton';
import { useCircleAction } from './use-circle-action';

/**
 * The member's private calendar feed: an address to subscribe to in Google, Apple or Outlook
 * calendars. Shown once when made (a new one replaces the old); revoking stops it.
 */
export function CalendarSection({ circle }: { circle: Circle }) {
  const t = useT();
  const run = useCircleAction();
  const [url, setUrl] = useState<string>();
  const [create, { isLoading }] = useCreateCalendarFeedMutation();
  const [revoke] = useRevokeCalendarFeedMutation();
  const recipientId = circle.recipientId;

  const makeFeed = () => run(async () => setUrl((await create({ recipientId }).unwrap()).url));

  return (
    <section aria-labelledby="circle-calendar-title" className="circle-section">
      <h2 id="circle-calendar-title" className="section-title">
        {t('circle.calendar.title')}
      </h2>
      <p className="muted">{t('circle.calendar.text', { name: circle.recipientName })}</p>
      {url ? (
        <div className="circle-card" role="status">
          <p>{t('circle.calendar.ready')}</p>
          <ShareLink url={url} label={t('circle.calendar.address')} />
        </div>
      ) : null}
      <div className="share-link__actions">
        <Button type="primary" loading={isLoading} onClick={() => void makeFeed()}>
          {t(url ? 'circle.calendar.newLink' : 'circle.calendar.makeLink')}
        </Button>
        <ConfirmButton
          question={t('circle.calendar.revokeConfirm')}
          yes={t('circle.calendar.revoke')}
          onConfirm={() =>
            run(async () => {
              await revoke({ recipientId }).unwrap();
              setUrl(undefined);
            }, t('circle.calendar.revoked'))
          }
        >
          {t('circle.calendar.revoke')}
        </ConfirmButton>
      </div>
    </section>
  );
}
