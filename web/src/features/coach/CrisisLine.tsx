import { PhoneFilled } from '@ant-design/icons';
import { HelpLines } from '@tend/contracts';

const { emergency, lifeline } = HelpLines;

/**
 * Help one tap away, always on screen under the conversation (it never scrolls with it): the
 * emergency number, and the crisis line to call or to text. An icon, never an emoji (a browser
 * without an emoji font shows a box).
 */
export function CrisisLine() {
  return (
    <p className="coach-crisis-line">
      <PhoneFilled aria-hidden className="coach-crisis-line__icon" />{' '}
      <span className="coach-crisis-line__part">
        <span className="coach-crisis-line__label">Emergency:</span>{' '}
        <a
          className="coach-crisis-line__link"
          href={emergency.call}
          aria-label={`Call ${emergency.number}`}
        >
          {emergency.number}
        </a>
      </span>{' '}
      <span className="coach-crisis-line__part">
        <span className="coach-crisis-line__label">Crisis line:</span>{' '}
        <a className="coach-crisis-line__link" href={lifeline.call}>
          Call {lifeline.number}
        </a>{' '}
        <a className="coach-crisis-line__link" href={lifeline.text}>
          Text {lifeline.number}
        </a>
      </span>
    </p>
  );
}
