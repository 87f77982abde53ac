import { Tabs } from 'antd';
import { useNavigate, useParams } from 'react-router-dom';
import { ScreenSpinner } from '../../components/PageSpinner';
import { SimplePage } from '../../components/SimplePage';
import { useT } from '../../i18n/LanguageProvider';
import '../../i18n/parts/circle';
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
  const navigate = useNavigate();
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
  const body = (key: RecipientSection) => {
    switch (key) {
      case 'tasks':
        return <TasksSection circle={circle} taskId={active === 'tasks' ? itemId : undefined} />;
      case 'updates':
        return (
          <UpdatesSection circle={circle} updateId={active === 'updates' ? itemId : undefined} />
        );
      case 'circle':
        return <CircleSection circle={circle} />;
      case 'profile':
        return <ProfileSection circle={circle} />;
      case 'calendar':
        return <CalendarSection circle={circle} />;
    }
  };

  return (
    <SimplePage title={circle.recipientName} backTo="/">
      <p className="muted circle-role">
        {t(`circle.yourRole.${circle.yourRole}`, { name: circle.recipientName })}
      </p>
      <Tabs
        className="recipient-tabs"
        activeKey={active}
        onChange={(key) => void navigate(`/recipients/${encodeURIComponent(id)}/${key}`)}
        destroyOnHidden
        items={RECIPIENT_SECTIONS.map((key) => ({
          key,
          label: t(`circle.section.${key}`),
          children: body(key),
        }))}
      />
    </SimplePage>
  );
}
