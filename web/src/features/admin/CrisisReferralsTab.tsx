import type { CrisisReferral } from '@tend/contracts';
import { QueryState } from '../../components/QueryState';
import { CRISIS_REFERRALS_CACHE_S, useGetCrisisReferralsQuery } from './crisis-referrals.api';
import './crisis-referrals.css';
import { useLanguage, useT } from '../../i18n/LanguageProvider';
import '../../i18n/parts/admin';

/** One row of the table: a month and a kind, with its counts at each level. */
interface KindRow {
  month: string;
  kind: string;
  emergency: number;
  concern: number;
}

/** `missing_person` as "Missing person". */
export function kindLabel(kind: string): string {
  const words = kind.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** `2026-11` as "November 2026" (the counts' months are UTC's), in the reader's locale. */
export function monthLabel(month: string, locale = 'en-US'): string {
  return new Date(`${month}-01T00:00:00Z`).toLocaleDateString(locale, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** The answer's rows (newest month first) folded into one row per month and kind. */
function byMonthAndKind(referrals: readonly CrisisReferral[]): KindRow[] {
  const rows = new Map<string, KindRow>();
  for (const { month, kind, level, count } of referrals) {
    const key = `${month} ${kind}`;
    const row = rows.get(key) ?? { month, kind, emergency: 0, concern: 0 };
    row[level] += count;
    rows.set(key, row);
  }
  return [...rows.values()];
}

/**
 * Crisis referrals for the yearly report (California SB 243): how many of the coach's answers
 * opened with crisis guidance, by month and kind. Counts only.
 */
export function CrisisReferralsTab() {
  const { data, isLoading, isError } = useGetCrisisReferralsQuery(undefined, {
    refetchOnMountOrArgChange: CRISIS_REFERRALS_CACHE_S,
  });
  const t = useT();
  return (
    <>
      <p className="muted crisis-referrals__note">{t('admin.referrals.note')}</p>
      <QueryState
        query={{ data, isLoading, isError }}
        loading={t('admin.referrals.loading')}
        error={t('admin.referrals.failed')}
        isEmpty={(answer) => answer.referrals.length === 0}
        empty={<p className="admin-empty">{t('admin.referrals.empty')}</p>}
      >
        {(answer) => <ReferralsTable rows={byMonthAndKind(answer.referrals)} />}
      </QueryState>
    </>
  );
}

function ReferralsTable({ rows }: { rows: KindRow[] }) {
  const { t, language } = useLanguage();
  return (
    <div className="crisis-referrals__scroll">
      <table className="crisis-referrals__table">
        <caption className="sr-only">{t('admin.referrals.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('admin.referrals.month')}</th>
            <th scope="col">{t('admin.referrals.kind')}</th>
            <th scope="col" className="crisis-referrals__count">
              {t('admin.referrals.emergency')}
            </th>
            <th scope="col" className="crisis-referrals__count">
              {t('admin.referrals.concern')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={`${row.month} ${row.kind}`}>
              <td>{monthLabel(row.month, language === 'en' ? 'en-US' : language)}</td>
              <td>{kindLabel(row.kind)}</td>
              <td className="crisis-referrals__count">{row.emergency}</td>
              <td className="crisis-referrals__count">{row.concern}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
