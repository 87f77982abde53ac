import type { Env } from '@tend/platform';
import { type StackService, TestStack } from '@tend/test-stack';
import type { Browser } from 'playwright-core';
import {
  launchBrowser,
  newPage,
  PHONE,
  requireWebBuild,
  type TestPage,
  type Viewport,
} from './browser';

/**
 * What every browser test file runs on: a whole Tend serving the built web app, and one Chromium.
 * `start` starts both side by side in the file's beforeAll; an afterAll ends them after its tests.
 */
export class BrowserSuite {
  private running?: { stack: TestStack; browser: Browser };

  /**
   * Starts `services` behind the gateway, serving the built web app with `env` on top of the
   * stack's settings, and Chromium beside them; answers the stack.
   */
  async start(services: StackService[], env: Env = {}): Promise<TestStack> {
    const webDist = requireWebBuild();
    const [stack, browser] = await Promise.allSettled([
      TestStack.start(services, { WEB_DIST_DIR: webDist, ...env }),
      launchBrowser(),
    ]);
    if (stack.status === 'fulfilled' && browser.status === 'fulfilled') {
      this.running = { stack: stack.value, browser: browser.value };
      return stack.value;
    }
    // One did not start: end the other, so nothing outlives the file, and say why.
    if (browser.status === 'fulfilled') await browser.value.close();
    if (stack.status === 'fulfilled') await stack.value.stop();
    const failed = [stack, browser].find(
      (result): result is PromiseRejectedResult => result.status === 'rejected',
    );
    throw failed?.reason;
  }

  /** The file's Chromium, for a context `newPage` does not make (scripts off, say). */
  get browser(): Browser {
    if (!this.running)
      throw new Error('the browser suite has not started: call start in beforeAll');
    return this.running.browser;
  }

  /** A page in a fresh context of the file's Chromium (see `newPage` in ./browser). */
  newPage(viewport: Viewport = PHONE, locale?: string): Promise<TestPage> {
    return newPage(this.browser, viewport, locale);
  }

  /** Closes the browser (every page with it), then stops the stack. */
  async stop(): Promise<void> {
    const running = this.running;
    this.running = undefined;
    await running?.browser.close();
    await running?.stack.stop();
  }
}

/**
 * The suite of one browser test file; call it at the top of the file's `describe`. It declares the
 * afterAll that stops the suite now, and Jest runs afterAll hooks in the order they are declared:
 * one the file declares below it (a fixture site, a model stub) runs once the stack has stopped.
 */
export function browserSuite(): BrowserSuite {
  const suite = new BrowserSuite();
  afterAll(() => suite.stop());
  return suite;
}

/** Everything the signed-in home screen calls, so a caregiver sees a real one. */
export const homeServices: StackService[] = [
  'identity',
  'notifications',
  'email-worker',
  'care-profile',
  'assessment',
  'care-circle',
];

/** The coach with what a signed-in caregiver needs around it (no check-ins). */
export const coachServices: StackService[] = [
  'identity',
  'notifications',
  'email-worker',
  'care-profile',
  'coach',
];
