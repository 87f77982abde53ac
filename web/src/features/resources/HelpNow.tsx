import { PhoneOutlined, RightOutlined } from '@ant-design/icons';
import { HelpLines } from '@tend/contracts';
import { Link } from 'react-router-dom';
import { useT } from '../../i18n/LanguageProvider';

/** The resources page's help lines (PublicGuidance): 911, 988 and the caregivers' lines. */
export const HELP_NOW_ANCHOR = 'help-now';
export const HELP_NOW_PATH = `/resources#${HELP_NOW_ANCHOR}`;

/** Home's card to the help lines, among the quick actions (home.css). */
export function HelpNowCard() {
  const t = useT();
  return (
    <Link to={HELP_NOW_PATH} className="quick-card">
      <span className="quick-card__icon quick-card__icon--urgent" aria-hidden>
        <PhoneOutlined />
      </span>
      <span className="quick-card__text">
        <strong>{t('app.helpNow')}</strong>
        <span>
          {t('app.helpNow.lines', {
            emergency: HelpLines.emergency.number,
            lifeline: HelpLines.lifeline.number,
          })}
        </span>
      </span>
      <RightOutlined aria-hidden className="quick-card__chevron" />
    </Link>
  );
}

/** The coach header's link to the help lines: the icon and its name, a 44 px target. */
export function HelpNowLink({ className }: { className: string }) {
  const t = useT();
  return (
    <Link to={HELP_NOW_PATH} className={className}>
      <PhoneOutlined aria-hidden />
      <span>{t('app.helpNow')}</span>
    </Link>
  );
}
