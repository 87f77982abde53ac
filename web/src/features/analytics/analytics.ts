/**
 * The third-party analytics loader (Google Analytics' gtag). Loaded only with a configured
 * measurement id and consent; disabling removes its scripts and cookies and sets the opt-out flag.
 */
const SCRIPT_MARKER = 'data-tend-analytics';

type GtagWindow = Window & {
  dataLayer?: unknown[];
  gtag?: (...args: unknown[]) => void;
} & Record<string, unknown>;

export function optOutKey(measurementId: string): string {
  return `ga-disable-${measurementId}`;
}

/** Loads analytics fresh: any earlier script is removed first. */
export function enableAnalytics(measurementId: string): void {
  const w = window as unknown as GtagWindow;
  removeAnalyticsScripts();
  w[optOutKey(measurementId)] = false;
  w.dataLayer = w.dataLayer ?? [];
  w.gtag = function gtag(...args: unknown[]) {
    w.dataLayer!.push(args);
  };
  w.gtag('js', new Date());
  w.gtag('config', measurementId, { anonymize_ip: true });

  const script = document.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`;
  script.setAttribute(SCRIPT_MARKER, 'true');
  document.head.appendChild(script);
}

/** Removes analytics scripts and `_ga*`/`_gid*` cookies, and sets the tracking opt-out flag. */
export function disableAnalytics(measurementId: string): void {
  const w = window as unknown as GtagWindow;
  w[optOutKey(measurementId)] = true;
  removeAnalyticsScripts();
  delete w.gtag;
  removeAnalyticsCookies();
}

export function isAnalyticsLoaded(): boolean {
  return document.querySelector(`script[${SCRIPT_MARKER}]`) !== null;
}

function removeAnalyticsScripts(): void {
  document
    .querySelectorAll(`script[${SCRIPT_MARKER}], script[src*="googletagmanager.com/gtag"]`)
    .forEach((node) => node.remove());
}

function removeAnalyticsCookies(): void {
  const names = document.cookie
    .split(';')
    .map((part) => part.split('=')[0]?.trim() ?? '')
    .filter((name) => name.startsWith('_ga') || name.startsWith('_gid'));
  const host = window.location.hostname;
  const domains = ['', host, `.${host}`, `.${host.split('.').slice(-2).join('.')}`];
  for (const name of names) {
    for (const domain of domains) {
      document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/${domain ? `; domain=${domain}` : ''}`;
    }
  }
}
