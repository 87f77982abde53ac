/**
 * A signed-in caregiver's first visit on a slow phone (issue 49, item 7): the Largest Contentful
 * Paint of Home and of the coach, each a cold load (empty cache) by a caregiver who is signed in,
 * throttled like Lighthouse's mobile profile, beside the signed-out landing loaded in the same
 * rounds; with what each downloads before its first paint and by the time the page is idle.
 * The whole of Tend serves the built web app (services in this process, as the browser tests run
 * them). Aim: LCP ≤ 2.5 s for Home and for the coach.
 */
import { launchBrowser, requireWebBuild } from '@tend/gateway/test/browser/support/browser';
import { signUp, TestStack, type StackService } from '@tend/test-stack';
import { interleaved, mobileConditions, type Lcp } from './support/page-loads';
import { recordResults } from './support/results';

const loads = Number(process.env.BENCH_LCP_LOADS ?? 7);
const aimMs = 2_500;
const services: StackService[] = [
  'identity',
  'notifications',
  'email-worker',
  'care-profile',
  'assessment',
  'care-circle',
  'coach',
];

function line(name: string, page: Lcp): string {
  const range = `${page.samples[0] ?? '?'}–${page.samples[page.samples.length - 1] ?? '?'}`;
  const verdict = page.medianMs <= aimMs ? 'within' : 'OUTSIDE';
  return (
    `  ${name.padEnd(30)} LCP ${String(page.medianMs).padStart(7)} ms (range ${range}), ${verdict} the ${aimMs} ms aim; ` +
    `first paint ${page.firstPaintMs} ms; ${page.kbBeforeFirstPaint} KB before it, ${page.kbByIdle} KB by idle\n`
  );
}

async function main() {
  const dist = requireWebBuild();
  const stack = await TestStack.start(services, { WEB_DIST_DIR: dist, LOG_LEVEL: 'warn' });
  const browser = await launchBrowser();
  try {
    const caregiver = await signUp(stack, 'Ana', 'Reyes');
    const signedIn = { throttled: true, signedInWith: caregiver.token };
    const pages = {
      landingSignedOut: { url: `${stack.url}/`, options: { throttled: true } },
      home: { url: `${stack.url}/`, options: signedIn },
      coach: { url: `${stack.url}/ai-coach`, options: signedIn },
    };
    // Warm the server (not the browser): every page once, unthrottled, unrecorded.
    await interleaved(
      browser,
      {
        landingSignedOut: { ...pages.landingSignedOut, options: { throttled: false } },
        home: { ...pages.home, options: { ...signedIn, throttled: false } },
        coach: { ...pages.coach, options: { ...signedIn, throttled: false } },
      },
      1,
    );
    const measured = await interleaved(browser, pages, loads);
    recordResults('firstVisit', {
      loads,
      conditions: mobileConditions,
      aim: `LCP ≤ ${aimMs} ms for a signed-in first visit to Home and to the coach`,
      ...measured,
      note: 'each load a fresh browser context (cold cache); signed in = the session cookie and the client’s copy of the token, as after sign-in. KB = transferSize of the navigation and every resource (compressed, with headers); before first paint = those whose response ended before first-contentful-paint.',
    });
    process.stdout.write(
      `\nfirst visit on a slow phone, median of ${loads} cold loads (${mobileConditions}):\n` +
        line('landing, signed out', measured.landingSignedOut) +
        line('Home, signed in', measured.home) +
        line('coach, signed in', measured.coach),
    );
  } finally {
    await browser.close();
    await stack.stop();
  }
}

main().then(
  () => process.exit(0),
  (error: Error) => {
    process.stderr.write(`${error.stack ?? error.message}\n`);
    process.exit(1);
  },
);
