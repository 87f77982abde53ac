import { Checkbox, Modal } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { usePublicConfig } from '../config/config.api';
import { LegalDocuments, type LegalDocumentId } from './documents';
import './legal.css';
import { TranslationNotice } from './TranslationNotice';
import { useT } from '../../i18n/LanguageProvider';

/** The dialog reports reaching the end when scrolled to within 10 px of the bottom. */
export const SCROLL_BOTTOM_TOLERANCE_PX = 10;
/** The accept checkbox is cleared 300 ms after it is ticked. */
export const ACCEPT_RESET_DELAY_MS = 300;

export interface LegalDialogProps {
  document: LegalDocumentId;
  open: boolean;
  onClose: () => void;
  /** Ticking the accept checkbox (terms and privacy only). */
  onAccept?: () => void;
  onScrolledToBottom?: () => void;
}

export function isScrolledToBottom(el: {
  scrollHeight: number;
  scrollTop: number;
  clientHeight: number;
}): boolean {
  return el.scrollHeight - el.scrollTop - el.clientHeight <= SCROLL_BOTTOM_TOLERANCE_PX;
}

export default function LegalDialog({
  document,
  open,
  onClose,
  onAccept,
  onScrolledToBottom,
}: LegalDialogProps) {
  const info = LegalDocuments[document];
  const t = useT();
  const title = t(info.titleId);
  const { config } = usePublicConfig();
  const scrollRef = useRef<HTMLDivElement>(null);
  const [accepted, setAccepted] = useState(false);
  const reported = useRef(false);

  const report = useCallback(() => {
    if (reported.current) return;
    reported.current = true;
    onScrolledToBottom?.();
  }, [onScrolledToBottom]);

  useEffect(() => {
    if (!open) {
      reported.current = false;
      return;
    }
    // A document short enough to need no scrolling counts as read once shown.
    const frame = window.requestAnimationFrame(() => {
      const el = scrollRef.current;
      if (
        el &&
        el.scrollHeight > 0 &&
        el.scrollHeight - el.clientHeight <= SCROLL_BOTTOM_TOLERANCE_PX
      )
        report();
    });
    return () => window.cancelAnimationFrame(frame);
  }, [open, report]);

  useEffect(() => {
    if (!accepted) return;
    const timer = window.setTimeout(() => setAccepted(false), ACCEPT_RESET_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [accepted]);

  // Reaching the end counts even when the dialog is closed before its scroll event arrives.
  const close = () => {
    if (scrollRef.current && isScrolledToBottom(scrollRef.current)) report();
    onClose();
  };

  const { Body } = info;
  return (
    <Modal
      open={open}
      onCancel={close}
      title={title}
      footer={null}
      width={720}
      centered
      destroyOnHidden
      className="legal-dialog"
    >
      <div
        ref={scrollRef}
        className="legal-dialog__scroll"
        tabIndex={0}
        role="document"
        aria-label={t('legal.textOf', { title })}
        data-testid="legal-scroll"
        onScroll={(e) => {
          if (isScrolledToBottom(e.currentTarget)) report();
        }}
      >
        <TranslationNotice supportEmail={config.supportEmail} />
        <Body supportEmail={config.supportEmail} />
      </div>
      {info.acceptLabel ? (
        <div className="legal-dialog__accept">
          <Checkbox
            checked={accepted}
            onChange={(e) => {
              if (!e.target.checked) return;
              setAccepted(true);
              onAccept?.();
              onClose();
            }}
          >
            {t(info.acceptLabel)}
          </Checkbox>
        </div>
      ) : null}
    </Modal>
  );
}
