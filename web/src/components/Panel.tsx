import type { ComponentPropsWithoutRef } from 'react';
import './panel.css';

/**
 * The surface a one-at-a-time flow asks its questions and shows its results on (the check-in, the
 * eligibility checker). Plain CSS, not antd's Card: Card brings Tabs (+23 KB gzip on the route).
 */
export function Panel({ className, ...section }: ComponentPropsWithoutRef<'section'>) {
  return <section className={className ? `panel ${className}` : 'panel'} {...section} />;
}
