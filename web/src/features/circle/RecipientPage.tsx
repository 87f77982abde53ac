import { NavLink, useParams } from 'react-router-dom';
import { ScreenSpinner } from '../../components/PageSpinner';
import { SimplePage } from '../../components/SimplePage';
import { useT } from '../../i18n/LanguageProvider';
import '../../i18n/parts/circle';
import { HealthLinks } from '../care-log/HealthLinks';
import { CalendarSection } from './CalendarSection';
import { CircleSection } from './CircleSection';
import { useGetCircleQuery } from './circle.api';
import { ProfileSection } from './ProfileSection';
import { TasksSection } from './TasksSection';
import { UpdatesSection } from './UpdatesSection';
import './circle.css';

export const RECIPIENT_SECTIONS = ['tasks', 'updates', 'circle', 'profile', 'calendar'] as const;
export type RecipientSection = (typeof RECIPIENT_SECTIONS)[number];

const isSection = (value: string | undefined): value is RecipientSection =>
  (RECIPIENT_SECTIONS as readonly string[]).includes(value ?? '');

/**
 * `/recipients/:id[/:section[/:itemId]]` (the route is `/recipients/:id/*`): one care recipient's page, its sections as tabs whose
 * address a notification can open (a task, an update).
 */
export default function RecipientPage() {
  const { id = '', '*': rest = '' } = useParams();
  const [section, itemId] = rest.split('/');
  const t = useT();
  const { data: circle, isLoading } = useGetCircleQuery({ recipientId: id });

  if (isLoading) return <ScreenSpinner label={t('circle.loading')} />;
  if (!circle)
    return (
      <SimplePage title={t('circle.notFound.title')}>
        <p className="muted" role="alert">
          {t('circle.notFound.text')}
        </p>
      </SimplePage>
    );

  const active: RecipientSection = isSection(section) ? section : 'tasks';
  const page = `/recipients/${encodeURIComponent(id)}`;

  return (
    <SimplePage title={circle.recipientName} backTo="/">
      <p className="muted circle-role">
        {t(`circle.yourRole.${circle.yourRole}`, { name: circle.recipientName })}
      </p>
      <HealthLinks circle={circle} />
      {/* Links rather than tabs: each section has its address, as notifications open them. */}
      <nav className="recipient-nav" aria-label={t('circle.sections')}>
        {RECIPIENT_SECTIONS.map((key) => (
          <NavLink
            key={key}
            to={`${page}/${key}`}
            className={() =>
              `recipient-nav__link${key === active ? ' recipient-nav__link--active' : ''}`
            }
            aria-current={key === active ? 'page' : undefined}
          >
            {t(`circle.section.${key}`)}
          </NavLink>
        ))}
      </nav>
      <div className="recipient-body">
        {active === 'tasks' ? <TasksSection circle={circle} taskId={itemId} /> : null}
        {active === 'updates' ? <UpdatesSection circle={circle} updateId={itemId} /> : null}
        {active === 'circle' ? <CircleSection circle={circle} /> : null}
        {active === 'profile' ? <ProfileSection circle={circle} /> : null}
        {active === 'calendar' ? <CalendarSection circle={circle} /> : null}
      </div>
    </SimplePage>
  );
}
