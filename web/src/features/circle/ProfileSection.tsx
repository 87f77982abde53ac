import type { Circle } from '@tend/contracts';
import { Flex, Tag } from 'antd';
import { useT } from '../../i18n/LanguageProvider';
import { humanize } from '../profile/profile-display';
import { useGetRecipientsQuery } from '../profile/profile.api';
import '../../i18n/parts/profile';

/**
 * The recipient's profile. Care information (conditions, insurance) is the owner's, from
 * care-profile, shown to the owner only: a member of any role sees the name and their own place.
 */
export function ProfileSection({ circle }: { circle: Circle }) {
  const t = useT();
  const isOwner = circle.yourRole === 'owner';
  const { data: recipients } = useGetRecipientsQuery(undefined, { skip: !isOwner });
  const recipient = isOwner ? recipients?.find((r) => r.id === circle.recipientId) : undefined;
  const label = (value: string) => humanize(t, value);

  return (
    <section aria-labelledby="circle-profile-title" className="circle-section">
      <h2 id="circle-profile-title" className="section-title">
        {t('circle.profile.title', { name: circle.recipientName })}
      </h2>
      {recipient ? (
        <div className="circle-card">
          <p>{t('circle.profile.relationship', { relationship: label(recipient.relationship) })}</p>
          {recipient.conditions.length > 0 ? (
            <Flex wrap gap={6} role="list" aria-label={t('profile.conditions')}>
              {recipient.conditions.map((c) => (
                <Tag key={c} role="listitem">
                  {label(c)}
                </Tag>
              ))}
            </Flex>
          ) : null}
          {recipient.insuranceType ? (
            <p className="muted">
              {t('profile.insurance', { insurance: label(recipient.insuranceType) })}
            </p>
          ) : null}
        </div>
      ) : (
        <p className="muted">{t('circle.profile.notShared')}</p>
      )}
      <p className="muted">{t('circle.profile.timeZone', { timeZone: circle.timeZone })}</p>
    </section>
  );
}
