import { eventually } from '@tend/platform/testing';
import type { Locator, Page } from 'playwright-core';

/** Where an element is drawn in the window, in CSS px. */
export interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
  width: number;
}

/** The boxes of every visible element matching the selector, in document order. */
export function visibleBoxes(page: Page, selector: string): Promise<Box[]> {
  return page.evaluate((s) => {
    type El = { getBoundingClientRect(): Box; checkVisibility(): boolean };
    const { document } = globalThis as unknown as {
      document: { querySelectorAll(s: string): ArrayLike<El> };
    };
    return Array.from(document.querySelectorAll(s))
      .filter((el) => el.checkVisibility())
      .map((el) => {
        const { top, bottom, left, right, width } = el.getBoundingClientRect();
        return { top, bottom, left, right, width };
      });
  }, selector);
}

/**
 * The box of the last visible element matching the selector (the last: an open dialog is drawn
 * after any closed one still in the document); fails when none is visible.
 */
export async function boxOf(page: Page, selector: string): Promise<Box> {
  const box = (await visibleBoxes(page, selector)).pop();
  if (!box) throw new Error(`nothing visible matches ${selector}`);
  return box;
}

/** Whether two boxes share any area. */
export function overlapping(a: Box, b: Box): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

/** The page's running animations and transitions, as the browser lists them. */
interface AnimatedDocument {
  getAnimations(): { playState: string; effect: { getTiming(): { iterations?: number } } | null }[];
}

/**
 * Resolves once nothing on the page is moving (endless spinners aside): a dialog has finished
 * zooming in, and antd's transitions have carried sizes and margins to where they settle after
 * a change of window or font size. What a person sees once they look.
 */
export async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const { document } = globalThis as unknown as { document: AnimatedDocument };
    return document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity);
  });
}

/**
 * Resolves after the browser has rendered `frames` real frames, so a change of window or font
 * size has reached every style (viewport units included). Not requestAnimationFrame: a test that
 * installs Playwright's clock gets fake frames from it. A ResizeObserver's first report comes
 * from the rendering step itself, whatever the clock.
 */
export function renderedFrames(page: Page, frames = 2): Promise<void> {
  return page.evaluate(async (count) => {
    type Observer = { observe(el: unknown): void; disconnect(): void };
    const scope = globalThis as unknown as {
      ResizeObserver: new (report: () => void) => Observer;
      document: { documentElement: unknown };
    };
    for (let frame = 0; frame < count; frame += 1)
      await new Promise<void>((resolve) => {
        const observer = new scope.ResizeObserver(() => {
          observer.disconnect();
          resolve();
        });
        observer.observe(scope.document.documentElement);
      });
  }, frames);
}

/**
 * Resizes the window and resolves once the page has it and has rendered at it: the resize reaches
 * the page some time after Playwright answers, and frames rendered before then still have the old
 * height (a coach laid out for 844 px measured in an 800 px window). Polled from here, not with
 * the page's timers, which a test may have replaced with Playwright's clock.
 */
export async function resizeViewport(
  page: Page,
  size: { width: number; height: number },
): Promise<void> {
  await page.setViewportSize(size);
  await eventually(
    async () =>
      page.evaluate(
        ([width, height]) => {
          const { innerWidth, innerHeight, document } = globalThis as unknown as {
            innerWidth: number;
            innerHeight: number;
            document: { documentElement: { clientHeight: number } };
          };
          return (
            innerWidth === width &&
            innerHeight === height &&
            document.documentElement.clientHeight === height
          );
        },
        [size.width, size.height] as const,
      ),
    10_000,
    `the window to be ${size.width}×${size.height}`,
  );
  await renderedFrames(page);
}

/**
 * Each named link of a navigation lies whole inside the window's width, its name not cut short
 * (no "Cal…" at the edge of a phone): the links a finger needs are all in sight.
 */
export async function expectLinksWhole(nav: Locator, names: readonly string[]): Promise<void> {
  const width = nav.page().viewportSize()?.width ?? 0;
  await nav.getByRole('link', { name: names[names.length - 1], exact: true }).waitFor();
  for (const name of names) {
    const link = nav.getByRole('link', { name, exact: true });
    const box = await link.boundingBox();
    expect([name, box !== null && box.x >= 0 && box.x + box.width <= width]).toEqual([name, true]);
    expect([name, await link.evaluate((el) => el.scrollWidth <= el.clientWidth)]).toEqual([
      name,
      true,
    ]);
  }
}
