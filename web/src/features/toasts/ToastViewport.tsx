import { useEffect, useRef } from 'react';
import {
  CheckCircleFilled,
  CloseOutlined,
  ExclamationCircleFilled,
  InfoCircleFilled,
} from '@ant-design/icons';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useT } from '../../i18n/LanguageProvider';
import { toastDismissed, type Toast } from './toast.slice';
import './toasts.css';

/** Swipe distance (px) that dismisses a toast (docs/product-spec.md section 9). */
const SWIPE_THRESHOLD_PX = 50;

/**
 * Where toasts appear: at the top on small screens, at the bottom right on larger ones
 * (max width 420 px). A polite live region so screen readers announce each toast; F8 moves
 * focus to it (the hotkey the spec names).
 */
export function ToastViewport() {
  const t = useT();
  const toasts = useAppSelector((s) => s.toasts.items);
  const viewportRef = useRef<HTMLOListElement>(null);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'F8') {
        e.preventDefault();
        viewportRef.current?.focus();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return (
    <section aria-label={t('app.toasts.label')} className="tend-toast-region">
      <ol ref={viewportRef} tabIndex={-1} className="tend-toast-viewport">
        {toasts.map((shown) => (
          <ToastItem key={shown.id} toast={shown} />
        ))}
      </ol>
    </section>
  );
}

function ToastItem({ toast }: { toast: Toast }) {
  const t = useT();
  const dispatch = useAppDispatch();
  const startX = useRef<number | null>(null);
  const hovering = useRef(false);

  useEffect(() => {
    const timer = window.setTimeout(() => {
      if (!hovering.current) dispatch(toastDismissed(toast.id));
    }, toast.durationMs);
    return () => window.clearTimeout(timer);
  }, [dispatch, toast.id, toast.durationMs]);

  const close = () => dispatch(toastDismissed(toast.id));
  const destructive = toast.variant === 'destructive';
  const Icon = destructive
    ? ExclamationCircleFilled
    : toast.variant === 'success'
      ? CheckCircleFilled
      : InfoCircleFilled;

  return (
    // The list item stays a list item; the live region is inside it (a role on the <li> would
    // take it out of the list).
    <li
      className={`tend-toast tend-toast--${toast.variant}`}
      onPointerDown={(e) => (startX.current = e.clientX)}
      onPointerUp={(e) => {
        if (startX.current !== null && Math.abs(e.clientX - startX.current) >= SWIPE_THRESHOLD_PX)
          close();
        startX.current = null;
      }}
      onMouseEnter={() => (hovering.current = true)}
      onMouseLeave={() => (hovering.current = false)}
    >
      <Icon className="tend-toast__icon" aria-hidden />
      <div
        className="tend-toast__body"
        role={destructive ? 'alert' : 'status'}
        aria-live={destructive ? 'assertive' : 'polite'}
        aria-atomic="true"
      >
        <div className="tend-toast__title">{toast.title}</div>
        {toast.description ? (
          <div className="tend-toast__description">{toast.description}</div>
        ) : null}
      </div>
      <button
        type="button"
        className="tend-toast__close"
        onClick={close}
        aria-label={t('app.toasts.close')}
      >
        <CloseOutlined aria-hidden />
      </button>
    </li>
  );
}
