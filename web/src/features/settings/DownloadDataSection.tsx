import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useRefusal } from '../../i18n/refusals';
import english from '../../i18n/catalogues/en/settings.json';
import { useLanguage } from '../../i18n/LanguageProvider';
import '../../i18n/parts/settings';
import { useGetDataExportQuery, useRequestDataExportMutation } from './data-export.api';

/** The section's English words, as its tests read them. */
export const DownloadDataTexts = {
  ask: english['settings.download.ask'],
  again: english['settings.download.again'],
  gathering: english['settings.download.gathering'],
  download: english['settings.download.file'],
} as const;

/** How often the page asks whether a copy being gathered is ready. */
const PollMs = 3000;

const untilText = (iso: string, locale: string) =>
  new Date(iso).toLocaleString(locale, {
    weekday: 'long',
    hour: 'numeric',
    minute: '2-digit',
  });

/** The section's heading id in SettingsPage, where the data-export notification links. */
const SectionAnchor = 'download-data';

/** Opened at `#download-data` (the "copy is ready" notification): brought into view once known. */
function useOpenedFromLink(ready: boolean) {
  const { hash } = useLocation();
  useEffect(() => {
    if (ready && hash === `#${SectionAnchor}`)
      document.getElementById(SectionAnchor)?.scrollIntoView({ block: 'center' });
  }, [ready, hash]);
}

/** Settings' "Download my data": ask for a copy, wait for it, download it while its link lasts. */
export function DownloadDataSection() {
  const [polling, setPolling] = useState(false);
  const { data } = useGetDataExportQuery(undefined, { pollingInterval: polling ? PollMs : 0 });
  const [request, { isLoading }] = useRequestDataExportMutation();
  const refusal = useRefusal('profile');
  const [failure, setFailure] = useState<string | null>(null);
  const current = data?.export ?? null;
  const { t, language } = useLanguage();
  const gathering = current?.status === 'gathering';
  useOpenedFromLink(data !== undefined);
  if (gathering !== polling) setPolling(gathering);

  const ask = async () => {
    setFailure(null);
    try {
      await request().unwrap();
    } catch (err) {
      setFailure(refusal(err) ?? t('settings.download.failed'));
    }
  };

  return (
    <div className="download-data">
      {failure ? (
        <div className="form-alert" role="alert">
          {failure}
        </div>
      ) : null}
      {gathering ? (
        <p role="status" className="muted">
          {t('settings.download.gathering')}
        </p>
      ) : null}
      {current?.status === 'ready' && current.downloadUrl ? (
        <p role="status">
          <a className="btn btn--primary" href={current.downloadUrl} download>
            {t('settings.download.file')}
          </a>{' '}
          <span className="muted">
            {t('settings.download.ready', {
              until: untilText(current.expiresAt ?? '', language === 'en' ? 'en-US' : language),
            })}
          </span>
        </p>
      ) : null}
      {gathering ? null : (
        <button
          type="button"
          className={`btn ${current?.status === 'ready' ? 'btn--secondary' : 'btn--primary'}`}
          onClick={ask}
          disabled={isLoading}
        >
          {t(current?.status === 'ready' ? 'settings.download.again' : 'settings.download.ask')}
        </button>
      )}
    </div>
  );
}
