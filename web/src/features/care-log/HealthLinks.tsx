import {
  FileTextOutlined,
  LineChartOutlined,
  MedicineBoxOutlined,
  ScheduleOutlined,
} from '@ant-design/icons';
import type { Circle } from '@tend/contracts';
import { Link } from 'react-router-dom';
import { useT } from '../../i18n/LanguageProvider';
import '../../i18n/parts/careLog';
import { medicinesPath, todayPath } from '../medications/medication-paths';
import { careLogPath, health, visitSummaryPath } from './health-access';
import './health-links.css';

/**
 * Today's doses, the medicines, the care log and the doctor's page, from the recipient's page:
 * never offered to a helper (not even a word that there are medicines).
 */
export function HealthLinks({ circle }: { circle: Pick<Circle, 'recipientId' | 'yourRole'> }) {
  const t = useT();
  if (!health.see(circle.yourRole)) return null;
  return (
    <nav className="health-links" aria-label={t('careLog.links')}>
      <Link className="health-links__link" to={todayPath(circle.recipientId)}>
        <ScheduleOutlined aria-hidden /> {t('careLog.link.today')}
      </Link>
      <Link className="health-links__link" to={medicinesPath(circle.recipientId)}>
        <MedicineBoxOutlined aria-hidden /> {t('careLog.link.medicines')}
      </Link>
      <Link className="health-links__link" to={careLogPath(circle.recipientId)}>
        <LineChartOutlined aria-hidden /> {t('careLog.link.log')}
      </Link>
      <Link className="health-links__link" to={visitSummaryPath(circle.recipientId)}>
        <FileTextOutlined aria-hidden /> {t('careLog.link.visit')}
      </Link>
    </nav>
  );
}
