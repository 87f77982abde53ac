import { PhoneOutlined } from '@ant-design/icons';
import { HelpLines, type HelpLine } from '@tend/contracts';

interface Line {
  line: HelpLine;
  what: string;
}

/** Free US lines a caregiver can call tonight, with or without an account. */
const lines: Line[] = [
  { line: HelpLines.emergency, what: 'Someone is hurt, not breathing, or in danger.' },
  {
    line: HelpLines.lifeline,
    what: 'For you or the person you care for: call or text, any time.',
  },
  { line: HelpLines.alzheimers, what: 'Dementia questions and support, day and night.' },
  {
    line: HelpLines.eldercareLocator,
    what: 'Local services for older adults: meals, rides, respite, home care (weekdays).',
  },
];

/** Guidance for anyone who opens /resources, signed in or not. */
export function PublicGuidance() {
  return (
    <section className="resources-guidance" aria-labelledby="resources-guidance">
      <h2 id="resources-guidance" className="section-title">
        Help you can reach now
      </h2>
      <ul className="guidance-list">
        {lines.map(({ line, what }) => (
          <li key={line.name} className="guidance-line">
            <div>
              <p className="guidance-line__name">{line.name}</p>
              <p className="guidance-line__what">{what}</p>
            </div>
            <a className="btn btn--secondary guidance-line__call" href={line.call}>
              <PhoneOutlined aria-hidden /> {line.number}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
