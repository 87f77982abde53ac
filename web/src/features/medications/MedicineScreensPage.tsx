import type { Circle } from '@tend/contracts';
import { useParams, useSearchParams } from 'react-router-dom';
import NotFoundPage from '../../components/NotFoundPage';
import { ScreenSpinner } from '../../components/PageSpinner';
import { SimplePage } from '../../components/SimplePage';
import type { MessageId } from '../../i18n/catalogue';
import { useT } from '../../i18n/LanguageProvider';
import '../../i18n/parts/medications';
import { useGetCircleQuery } from '../circle/circle.api';
import { HealthAudit } from './HealthAudit';
import { MedicationDetails } from './MedicationDetails';
import { MedicationForm } from './MedicationForm';
import { MedicationList } from './MedicationList';
import { mayMedicines } from './medication-access';
import { recipientPath } from './medication-paths';
import { MedicineLinks } from './MedicineLinks';
import { TodayScreen } from './TodayScreen';
import './medications.css';

/**
 * A recipient's medicines: today's doses (`/recipients/:id/doses`), the
 * list (`/recipients/:id/medications`), a new one (`…/new`), the owner's audit (`…/audit`) and
 * one medicine (`…/:medicationId`).
 * Someone who may not see them (a helper, anyone outside the circle) gets the not-found screen, as
 * the API answers them 404: nothing says there are medicines.
 */
export default function MedicineScreensPage() {
  // Under the recipient's address (`/recipients/:id/*`): `doses`, or `medications/…`.
  const { id = '', '*': path = '' } = useParams();
  const rest = path.replace(/^medications\/?/, '');
  const [params] = useSearchParams();
  const t = useT();
  const { data: circle, isLoading } = useGetCircleQuery({ recipientId: id });
  if (isLoading) return <ScreenSpinner label={t('medications.loading')} />;
  if (!circle || !mayMedicines.see(circle.yourRole)) return <NotFoundPage />;
  const today = path === 'doses';
  return (
    <SimplePage
      title={t(titleKey(today, params.has('day')), {
        name: circle.recipientName,
      })}
      backTo={recipientPath(id)}
      backLabel={t('medications.back', { name: circle.recipientName })}
    >
      <MedicineLinks recipientId={id} role={circle.yourRole} />
      {today ? <TodayScreen circle={circle} /> : <MedicineScreen circle={circle} rest={rest} />}
    </SimplePage>
  );
}

/** "Dad's doses today", "Dad's doses" (a day looked back at), or "Dad's medicines". */
function titleKey(today: boolean, dayAsked: boolean): MessageId {
  if (!today) return 'medications.list.title';
  return dayAsked ? 'medications.day.title' : 'medications.today.title';
}

/** The list, a new medicine, or one medicine, by what follows `/medications/`. */
function MedicineScreen({ circle, rest }: { circle: Circle; rest: string }) {
  const [medicationId] = rest.split('/');
  if (!medicationId) return <MedicationList circle={circle} />;
  // The audit is the owner's: to anyone else its address shows the list.
  if (medicationId === 'audit')
    return mayMedicines.readAudit(circle.yourRole) ? (
      <HealthAudit circle={circle} />
    ) : (
      <MedicationList circle={circle} />
    );
  // Family read the list: a new medicine's address shows them the list.
  if (medicationId === 'new')
    return mayMedicines.edit(circle.yourRole) ? (
      <MedicationForm circle={circle} />
    ) : (
      <MedicationList circle={circle} />
    );
  return <MedicationDetails circle={circle} medicationId={medicationId} />;
}
