import { useId } from 'react';
import { useT } from '../../i18n/LanguageProvider';
import '../../i18n/parts/admin';

/** A labelled status select with "All statuses" first; choosing one starts the list over. */
export function StatusFilter<S extends string>({
  label,
  statuses,
  labels,
  value,
  onChange,
}: {
  label: string;
  statuses: readonly S[];
  labels?: Record<S, string>;
  value: S | '';
  onChange: (status: S | '') => void;
}) {
  const id = useId();
  const t = useT();
  return (
    <div className="field source-filters__status">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className="native-input"
        value={value}
        onChange={(e) => onChange(e.target.value as S | '')}
      >
        <option value="">{t('admin.allStatuses')}</option>
        {statuses.map((s) => (
          <option key={s} value={s}>
            {labels?.[s] ?? s}
          </option>
        ))}
      </select>
    </div>
  );
}
