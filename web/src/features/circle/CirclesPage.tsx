import { Link, Navigate } from 'react-router-dom';
import { ScreenSpinner } from '../../components/PageSpinner';
import { SimplePage } from '../../components/SimplePage';
import { useT } from '../../i18n/LanguageProvider';
import '../../i18n/parts/circle';
import '../../i18n/parts/home';
import { useGetRecipientsQuery } from '../profile/profile.api';
import { useListMyCirclesQuery } from './circle.api';
import { circleIdsOf, CircleList } from './CirclesOnHome';
import '../home/home.css';
import './circles-on-home.css';

/**
 * `/circles`, where the coach sends her to share the load: her one circle opens at once; several
 * are listed as on Home; with none yet, the way to start one (the person she cares for first).
 */
export default function CirclesPage() {
  const t = useT();
  const recipients = useGetRecipientsQuery();
  const joined = useListMyCirclesQuery();
  if (recipients.isLoading || joined.isLoading)
    return <ScreenSpinner label={t('circle.loading')} />;
  const ids = circleIdsOf(recipients.data ?? [], joined.data);
  const [only] = ids;
  if (ids.length === 1 && only)
    return <Navigate to={`/recipients/${encodeURIComponent(only)}`} replace />;
  return (
    <SimplePage title={t('home.circles.title')} backTo="/">
      {ids.length > 0 ? (
        <CircleList recipientIds={ids} />
      ) : (
        <>
          <p>{t('circle.none.text')}</p>
          <Link to="/onboarding" className="btn btn--primary">
            {t('circle.none.start')}
          </Link>
        </>
      )}
    </SimplePage>
  );
}
