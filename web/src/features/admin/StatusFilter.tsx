import { useId } from 'react';

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
        <option value="">All statuses</option>
        {statuses.map((s) => (
          <option key={s} value={s}>
            {labels?.[s] ?? s}
          </option>
        ))}
      </select>
    </div>
  );
}
