import { Alert } from 'antd';
import type { LogEntry } from '@tend/contracts';
import { useT } from '../../i18n/LanguageProvider';
import { firstAidOf } from './log-measures';

/** The first aid for an entry that calls for it (a sugar alarm, a fall); nothing otherwise. */
export function FirstAidNotice({ entry }: { entry: Pick<LogEntry, 'reading' | 'firstAidCardId'> }) {
  const t = useT();
  const topic = firstAidOf(entry);
  if (!topic) return null;
  return (
    <Alert
      className="first-aid"
      type="error"
      showIcon
      role="alert"
      title={<strong>{t(`careLog.firstAid.${topic}.title`)}</strong>}
      description={t(`careLog.firstAid.${topic}.text`)}
    />
  );
}
