import { MessageOutlined, RightOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { useLanguage } from '../../i18n/LanguageProvider';
import { useGetCircleQuery } from '../circle/circle.api';
import { can } from '../circle/circle-roles';
import { useEligibilityEnabled } from '../config/config.api';
import { useGetRecipientsQuery } from '../profile/profile.api';
import type { SavedResponses } from './result-insights';
import { checkInActions, type CheckInAction } from './check-in-actions';
import { coachAskPath } from './check-in-links';

/** "What Tend can do": one action for each area that weighs on her, as links into Tend. */
export function CheckInActions({ responses }: { responses: SavedResponses }) {
  const { t } = useLanguage();
  const circle = useFirstCircle();
  const actions = checkInActions(responses, {
    checkPrograms: useEligibilityEnabled(),
    inviteToCircle: circle !== null,
  });
  if (actions.length === 0) return null;
  const target = (action: CheckInAction) => {
    const { to } = action;
    if ('path' in to) return to.path;
    if ('ask' in to) return coachAskPath(t(to.ask));
    return circle?.page ?? '/';
  };
  return (
    <>
      <h3 className="assessment-result__subtitle" id="check-in-actions">
        {t('assessment.actions')}
      </h3>
      <ul className="assessment-result__actions-list" aria-labelledby="check-in-actions">
        {actions.map((action) => (
          <li key={action.label}>
            <Link to={target(action)}>
              {'ask' in action.to ? <MessageOutlined aria-hidden /> : <RightOutlined aria-hidden />}
              <span>{t(action.label, { name: circle?.name ?? '' })}</span>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}

/** Her first care recipient's circle, when she may invite to it: its page's members and its name. */
function useFirstCircle(): { page: string; name: string } | null {
  const { data: recipients } = useGetRecipientsQuery();
  const first = recipients?.[0];
  const { data: circle } = useGetCircleQuery({ recipientId: first?.id ?? '' }, { skip: !first });
  if (!first || !circle || !can.invite(circle.yourRole)) return null;
  return {
    page: `/recipients/${encodeURIComponent(first.id)}/circle`,
    name: circle.recipientName,
  };
}
