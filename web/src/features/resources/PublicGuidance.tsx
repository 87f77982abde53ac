import { PhoneOutlined } from '@ant-design/icons';

interface Line {
  name: string;
  what: string;
  /** Shown as written; dialled from `tel`. */
  number: string;
  tel: string;
}

/** Free US lines a caregiver can call tonight, with or without an account. */
const lines: Line[] = [
  {
    name: 'Emergency',
    what: 'Someone is hurt, not breathing, or in danger.',
    number: '911',
    tel: '911',
  },
  {
    name: '988 Suicide & Crisis Lifeline',
    what: 'For you or the person you care for: call or text, any time.',
    number: '988',
    tel: '988',
  },
  {
    name: "Alzheimer's Association Helpline",
    what: 'Dementia questions and support, day and night.',
    number: '1-800-272-3900',
    tel: '+18002723900',
  },
  {
    name: 'Eldercare Locator',
    what: 'Local services for older adults: meals, rides, respite, home care (weekdays).',
    number: '1-800-677-1116',
    tel: '+18006771116',
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
        {lines.map((line) => (
          <li key={line.name} className="guidance-line">
            <div>
              <p className="guidance-line__name">{line.name}</p>
              <p className="guidance-line__what">{line.what}</p>
            </div>
            <a className="btn btn--secondary guidance-line__call" href={`tel:${line.tel}`}>
              <PhoneOutlined aria-hidden /> {line.number}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
