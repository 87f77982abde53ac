import type { Circle, Medication } from '@tend/contracts';
import { AuditOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { Link, useNavigate } from 'react-router-dom';
import { useLanguage } from '../../i18n/LanguageProvider';
import { useListMedicationsQuery } from './medications.api';
import { CoachMedicinesSwitch } from './CoachMedicinesSwitch';
import { MedicationSummary } from './MedicationSummary';
import { mayMedicines } from './medication-access';
import { auditPath, medicinePath, newMedicinePath } from './medication-paths';

/** The recipient's medicines: those taken now first, then those stopped or not started. */
export function MedicationList({ circle }: { circle: Circle }) {
  const { t } = useLanguage();
  const navigate = useNavigate();
  const recipientId = circle.recipientId;
  const { data, isLoading, isError, refetch } = useListMedicationsQuery({ recipientId });
  const edits = mayMedicines.edit(circle.yourRole);
  const current = data?.filter((m) => m.current) ?? [];
  const others = data?.filter((m) => !m.current) ?? [];

  return (
    <section aria-labelledby="medications-list-title" className="medications">
      <div className="medications__head">
        <h2 id="medications-list-title" className="section-title">
          {t('medications.list.heading')}
        </h2>
        {edits ? (
          <Button
            type="primary"
            size="large"
            onClick={() => void navigate(newMedicinePath(recipientId))}
          >
            {t('medications.list.add')}
          </Button>
        ) : null}
      </div>
      {isLoading ? <p className="muted">{t('medications.loading')}</p> : null}
      {isError ? (
        <p role="alert">
          {t('medications.error.load')}{' '}
          <Button type="link" onClick={() => void refetch()}>
            {t('medications.retry')}
          </Button>
        </p>
      ) : null}
      {data && data.length === 0 ? (
        <p className="muted">
          {t(edits ? 'medications.list.emptyEditor' : 'medications.list.empty', {
            name: circle.recipientName,
          })}
        </p>
      ) : null}
      <MedicineCards circle={circle} medications={current} />
      {others.length > 0 ? (
        <>
          <h3 className="medications__subhead">{t('medications.list.notCurrent')}</h3>
          <MedicineCards circle={circle} medications={others} />
        </>
      ) : null}
      {/* Below the list only once it is here: drawn before, they would jump down as the
          medicines arrive, under a finger (or a click) already on its way to them. */}
      {data && mayMedicines.setCoach(circle.yourRole) ? (
        <CoachMedicinesSwitch circle={circle} />
      ) : null}
      {data && mayMedicines.readAudit(circle.yourRole) ? (
        <Link className="medications__audit-link" to={auditPath(recipientId)}>
          <AuditOutlined aria-hidden /> {t('medications.audit.link')}
        </Link>
      ) : null}
    </section>
  );
}

function MedicineCards({ circle, medications }: { circle: Circle; medications: Medication[] }) {
  const { t } = useLanguage();
  if (medications.length === 0) return null;
  return (
    <ul className="medications__list">
      {medications.map((medication) => (
        <li key={medication.id}>
          <article className="medication-card" aria-label={medication.name}>
            <MedicationSummary medication={medication} />
            <Link
              className="medication-card__open"
              to={medicinePath(circle.recipientId, medication.id)}
            >
              {t(
                mayMedicines.edit(circle.yourRole)
                  ? 'medications.list.openEdit'
                  : 'medications.list.open',
              )}
              {/* Which medicine, for a screen reader listing the page's links. */}
              <span className="sr-only">
                {' '}
                {t('medications.list.openOf', { name: medication.name })}
              </span>
            </Link>
          </article>
        </li>
      ))}
    </ul>
  );
}
