import type { Locator, Page, Request } from 'playwright-core';

const isStream = (request: Request) =>
  request.method() === 'POST' &&
  /\/api\/chat\/conversations\/[^/]+\/messages\/stream$/.test(request.url());

/**
 * Sends her message (`send`) and waits for `answer` on screen. When it never shows, the failure
 * says what she saw instead: how the answer's stream went (its status and timings), the chat's
 * last words and any toast, so a failure in CI names its cause instead of a bare timeout.
 */
export async function sendAndSeeAnswer(
  page: Page,
  send: () => Promise<void>,
  answer: Locator,
  chat: Locator,
): Promise<void> {
  const started = Date.now();
  const since = () => `${Date.now() - started} ms`;
  const stream: string[] = [];
  const onRequest = (request: Request) => isStream(request) && stream.push(`sent at ${since()}`);
  const onFinished = async (request: Request) => {
    if (!isStream(request)) return;
    const response = await request.response().catch(() => null);
    stream.push(`${response?.status() ?? 'no response'}, ended at ${since()}`);
  };
  const onFailed = (request: Request) =>
    isStream(request) && stream.push(`failed (${request.failure()?.errorText}) at ${since()}`);
  page.on('request', onRequest);
  page.on('requestfinished', onFinished);
  page.on('requestfailed', onFailed);
  try {
    await send();
    await answer.waitFor();
  } catch (error) {
    const shown = (await chat.innerText({ timeout: 2000 }).catch(() => '(unreadable)')).slice(
      -1500,
    );
    const toasts = await page
      .evaluate(() => (globalThis as { tendToasts?: string[] }).tendToasts ?? [])
      .catch(() => []);
    throw new Error(
      [
        (error as Error).message,
        `the answer's stream: ${stream.join('; ') || 'never sent'}`,
        `toasts: ${toasts.join(' | ') || 'none'}`,
        `the chat ends with: ${shown}`,
      ].join('\n'),
    );
  } finally {
    page.off('request', onRequest);
    page.off('requestfinished', onFinished);
    page.off('requestfailed', onFailed);
  }
}
