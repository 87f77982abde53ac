import type { BrowserContext, Page } from 'playwright-core';

/**
 * A toast stays 3 s (the spec's default), shorter than the gap between two looks at the page
 * when this machine is busy: waiting for its text on screen can miss it (a CI flake). So every
 * page records each toast's text the moment it is added, and a test waits on that record.
 */
export async function recordToasts(context: BrowserContext): Promise<void> {
  await context.addInitScript(recordToastsInPage);
}

/** Resolves once `page` has shown a toast containing `text` (now or earlier). */
export async function toastShown(page: Page, text: string): Promise<void> {
  await page.waitForFunction(
    (wanted) =>
      ((globalThis as unknown as ToastGlobals).tendToasts ?? []).some((shown) =>
        shown.includes(wanted),
      ),
    text,
    // Timed, not per animation frame: a page behind another window draws no frames.
    { polling: 100 },
  );
}

/** Runs in the page before its first script: notes the text of every toast added. */
const recordToastsInPage = () => {
  const page = globalThis as unknown as ToastGlobals;
  const shown: string[] = [];
  page.tendToasts = shown;
  new page.MutationObserver((mutations) => {
    for (const { addedNodes } of mutations)
      for (const node of Array.from(addedNodes)) {
        if (node.nodeType !== 1) continue;
        const toasts = node.matches?.('.tend-toast')
          ? [node]
          : Array.from(node.querySelectorAll?.('.tend-toast') ?? []);
        for (const toast of toasts) shown.push(toast.textContent ?? '');
      }
  }).observe(page.document, { childList: true, subtree: true });
};

/** The browser globals the recorder uses (the gateway compiles without the DOM library). */
interface ToastNode {
  nodeType: number;
  textContent: string | null;
  matches?(selector: string): boolean;
  querySelectorAll?(selector: string): ArrayLike<ToastNode>;
}
interface ToastGlobals {
  tendToasts?: string[];
  document: unknown;
  MutationObserver: new (callback: (mutations: { addedNodes: ArrayLike<ToastNode> }[]) => void) => {
    observe(target: unknown, options: { childList: boolean; subtree: boolean }): void;
  };
}
