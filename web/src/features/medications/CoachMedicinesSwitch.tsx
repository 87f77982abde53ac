import type { Circle } from '@tend/contracts';
import { Switch } from 'antd';
import { useId } from 'react';
import { useLanguage } from '../../i18n/LanguageProvider';
import { useCoachMedicinesQuery, useSetCoachMedicinesMutation } from './medications.api';

/**
 * The owner's switch letting the coach use the medicine list: off until she turns it on. A change
 * that fails leaves the switch as it was, and says so.
 */
export function CoachMedicinesSwitch({ circle }: { circle: Circle }) {
  const { t } = useLanguage();
  const id = useId();
  const recipientId = circle.recipientId;
  const { data } = useCoachMedicinesQuery({ recipientId });
  const [setOn, { isLoading, isError }] = useSetCoachMedicinesMutation();
  const name = circle.recipientName;

  return (
    <div className="medications__coach">
      <div className="medications__coach-row">
        <label htmlFor={id} className="medications__coach-label">
          {t('medications.coach.label', { name })}
        </label>
        <Switch
          id={id}
          checked={data?.coachUsesMedicines ?? false}
          loading={isLoading || !data}
          onChange={(on) => void setOn({ recipientId, on })}
        />
      </div>
      <p className="muted">{t('medications.coach.help', { name })}</p>
      {isError ? <p role="alert">{t('medications.coach.error')}</p> : null}
    </div>
  );
}
