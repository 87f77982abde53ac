import { RightOutlined, TeamOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { useLanguage } from '../../i18n/LanguageProvider';
import {
  useGetCircleQuery,
  useListMyCirclesQuery,
  useListTasksQuery,
  useListUpdatesQuery,
} from './circle.api';
import { memberTimeZone } from './member-time-zone';
import { formatWhen, nextOccurrence } from './task-time';
import './circles-on-home.css';

/**
 * Home's "Care circles": for each person she cares for, and each other caregiver's circle she was
 * invited into, the next task (and who has it) and the latest update.
 */
export default function CirclesOnHome({ recipients }: { recipients: readonly { id: string }[] }) {
  const { t } = useLanguage();
  const { data: joined } = useListMyCirclesQuery();
  const ids = circleIdsOf(recipients, joined);
  if (ids.length === 0) return null;
  return (
    <section aria-labelledby="home-circles" className="home__section">
      <h2 id="home-circles" className="section-title">
        {t('home.circles.title')}
      </h2>
      <CircleList recipientIds={ids} />
    </section>
  );
}

/** Her own recipients' circles first (they open on first sight), then those she joined. */
export function circleIdsOf(
  recipients: readonly { id: string }[],
  joined: readonly { recipientId: string }[] | null | undefined,
): string[] {
  return [
    ...new Set([...recipients.map(({ id }) => id), ...(joined ?? []).map((c) => c.recipientId)]),
  ];
}

/** Each circle's next task (and who has it) and its latest update. */
export function CircleList({ recipientIds }: { recipientIds: readonly string[] }) {
  return (
    <ul className="home-circles">
      {recipientIds.map((id) => (
        <CircleSummary key={id} recipientId={id} />
      ))}
    </ul>
  );
}

function CircleSummary({ recipientId }: { recipientId: string }) {
  const { t, language } = useLanguage();
  const { data: circle } = useGetCircleQuery({ recipientId });
  const { data: tasks } = useListTasksQuery({ recipientId }, { skip: !circle });
  const { data: updates } = useListUpdatesQuery({ recipientId }, { skip: !circle });
  if (!circle) return null;
  const next = nextOccurrence(tasks ?? [], new Date());
  const latest = updates?.[0];
  const page = `/recipients/${encodeURIComponent(recipientId)}`;

  return (
    <li className="home-circle" data-testid="home-circle">
      <Link to={page} className="home-circle__head">
        <TeamOutlined aria-hidden />
        <strong>{t('home.circles.of', { name: circle.recipientName })}</strong>
        <RightOutlined aria-hidden className="home-circle__chevron" />
      </Link>
      {next ? (
        <Link to={`${page}/tasks/${encodeURIComponent(next.task.id)}`} className="home-circle__row">
          <span className="muted">{t('home.circles.next')}</span>{' '}
          <span>
            {t('home.circles.task', {
              title: next.task.title,
              when: formatWhen(next.at, memberTimeZone(circle), language),
            })}
          </span>{' '}
          <span className="home-circle__who" data-testid="next-task-who">
            {next.task.assignee
              ? t('home.circles.takenBy', { name: next.task.assignee.name })
              : t('home.circles.open')}
          </span>
        </Link>
      ) : (
        <p className="muted home-circle__row">{t('home.circles.noTask')}</p>
      )}
      {latest ? (
        <Link to={`${page}/updates/${encodeURIComponent(latest.id)}`} className="home-circle__row">
          <span className="muted">{t('home.circles.latest', { name: latest.author.name })}</span>{' '}
          <span className="home-circle__update">{latest.text}</span>
        </Link>
      ) : (
        <p className="muted home-circle__row">{t('home.circles.noUpdate')}</p>
      )}
    </li>
  );
}
