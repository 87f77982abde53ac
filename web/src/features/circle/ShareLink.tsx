import { Button } from 'antd';
import { useState } from 'react';
import { useT } from '../../i18n/LanguageProvider';

/** A link to copy, and (for an invitation) to send by text message from the phone's own app. */
export function ShareLink({
  url,
  label,
  smsBody,
}: {
  url: string;
  label: string;
  smsBody?: string;
}) {
  const t = useT();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <div className="share-link">
      <input
        className="native-input"
        readOnly
        value={url}
        aria-label={label}
        onFocus={(e) => e.target.select()}
      />
      <div className="share-link__actions">
        <Button onClick={() => void copy()}>
          {t(copied ? 'circle.share.copied' : 'circle.share.copy')}
        </Button>
        {smsBody ? (
          <Button href={`sms:?&body=${encodeURIComponent(smsBody)}`}>
            {t('circle.share.text')}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
