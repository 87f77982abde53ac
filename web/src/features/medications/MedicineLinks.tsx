import type { CircleRole } from '@tend/contracts';
import { MedicineBoxOutlined, ScheduleOutlined } from '@ant-design/icons';
import { NavLink } from 'react-router-dom';
import { useT } from '../../i18n/LanguageProvider';
import '../../i18n/parts/medications';
import { mayMedicines } from './medication-access';
import { medicinesPath, todayPath } from './medication-paths';
import './medicine-links.css';

/**
 * The way to a recipient's doses of today and medicine list, for the members who may see them:
 * nothing at all for a helper (not even a word that there are medicines).
 */
export function MedicineLinks({ recipientId, role }: { recipientId: string; role: CircleRole }) {
  const t = useT();
  if (!mayMedicines.see(role)) return null;
  const linkClass = ({ isActive }: { isActive: boolean }) =>
    `medicine-links__link${isActive ? ' medicine-links__link--active' : ''}`;
  return (
    <nav className="medicine-links" aria-label={t('medications.links.label')}>
      <NavLink to={todayPath(recipientId)} className={linkClass}>
        <ScheduleOutlined aria-hidden /> {t('medications.links.today')}
      </NavLink>
      <NavLink to={medicinesPath(recipientId)} end={false} className={linkClass}>
        <MedicineBoxOutlined aria-hidden /> {t('medications.links.list')}
      </NavLink>
    </nav>
  );
}
