import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useRefusal } from '../../i18n/refusals';
import { useGetDataExportQuery, useRequestDataExportMutation } from './data-export.api';

export const DownloadDataTexts = {
  ask: 'Download my data',
  again: 'Ask for a new copy',
  gathering:
    'Gathering your data from every part of Tend. This usually takes less than a minute; we will also tell you here and by email when it is ready.',
  download: 'Download file',
  failed: 'We could not start your copy. Please try again.',
} as const;

/** How often the page asks whether a copy being gathered is ready. */
const PollMs = 3000;

const untilText = (iso: string) =>
  new Date(iso).toLocaleString('en-US', {
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
  const gathering = current?.status === 'gathering';
  useOpenedFromLink(data !== undefined);
  if (gathering !== polling) setPolling(gathering);

  const ask = async () => {
    setFailure(null);
    try {
      await request().unwrap();
    } catch (err) {
      setFailure(refusal(err) ?? DownloadDataTexts.failed);
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
          {DownloadDataTexts.gathering}
        </p>
      ) : null}
      {current?.status === 'ready' && current.downloadUrl ? (
        <p role="status">
          <a className="btn btn--primary" href={current.downloadUrl} download>
            {DownloadDataTexts.download}
          </a>{' '}
          <span className="muted">
            Your copy is ready. The link works until {untilText(current.expiresAt ?? '')}.
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
          {current?.status === 'ready' ? DownloadDataTexts.again : DownloadDataTexts.ask}
        </button>
      )}
    </div>
  );
}
