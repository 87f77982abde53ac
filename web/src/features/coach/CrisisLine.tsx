import { PhoneFilled } from '@ant-design/icons';
import { HelpLines } from '@tend/contracts';
import { useT } from '../../i18n/LanguageProvider';
import '../../i18n/parts/coach';

const { emergency, lifeline } = HelpLines;

/**
 * Help one tap away, always on screen under the conversation (it never scrolls with it): the
 * emergency number, and the crisis line to call or to text. An icon, never an emoji (a browser
 * without an emoji font shows a box).
 */
export function CrisisLine() {
  const t = useT();
  return (
    <p className="coach-crisis-line">
      <PhoneFilled aria-hidden className="coach-crisis-line__icon" />{' '}
      <span className="coach-crisis-line__part">
        <span className="coach-crisis-line__label">{t('coach.crisis.emergency')}</span>{' '}
        <a
          className="coach-crisis-line__link"
          href={emergency.call}
          aria-label={t('coach.crisis.callEmergency', { number: emergency.number })}
        >
          {emergency.number}
        </a>
      </span>{' '}
      <span className="coach-crisis-line__part">
        <span className="coach-crisis-line__label">{t('coach.crisis.line')}</span>{' '}
        <a className="coach-crisis-line__link" href={lifeline.call}>
          {t('coach.crisis.call', { number: lifeline.number })}
        </a>{' '}
        <a className="coach-crisis-line__link" href={lifeline.text}>
          {t('coach.crisis.text', { number: lifeline.number })}
        </a>
      </span>
    </p>
  );
}
