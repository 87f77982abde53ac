import type { Locator, Page } from 'playwright-core';
import { strongPassword } from '@tend/test-stack';
import type { InPage, TestPage } from './browser';

/**
 * Signed in the way the login form leaves a browser (the token in local storage), without going
 * through the home screen, whose profile and assessment calls need services a stack may not run.
 * The login form itself is tested in account.test.ts. `welcome` is its heading in the page's language.
 */
export async function signInWithToken(
  tab: TestPage,
  stackUrl: string,
  token: string,
  welcome = 'Welcome back',
) {
  await tab.page.goto(`${stackUrl}/login`);
  await tab.page.getByRole('heading', { name: welcome }).waitFor();
  await tab.page.evaluate((t) => {
    const { localStorage } = globalThis as unknown as InPage & {
      localStorage: { setItem(key: string, value: string): void };
    };
    localStorage.setItem('authToken', t);
  }, token);
}

/** Fills the login form (the page is at /login) and sends it. */
export async function submitSignIn(page: Page, email: string, password = strongPassword) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** Signs in through the login form and waits for the home screen's greeting. */
export async function signInWithForm(page: Page, stackUrl: string, email: string) {
  await page.goto(`${stackUrl}/login`);
  await submitSignIn(page, email);
  await page.getByRole('heading', { name: /^Hi, / }).waitFor();
}

/** The requests the page makes whose method and path match, as `<METHOD> <path>`, as they go. */
export function recordRequests(page: Page, pattern: RegExp): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const call = `${request.method()} ${new URL(request.url()).pathname}`;
    if (pattern.test(call)) seen.push(call);
  });
  return seen;
}

/** The value shown for a fact in a description list (`<dt>label</dt><dd>value</dd>`). */
export function fact(scope: Locator, label: string): Locator {
  return scope
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) })
    .locator('xpath=following-sibling::dd[1]');
}
