import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { DESKTOP, PHONE } from './browser';

/** What axe-core checks: WCAG 2.0, 2.1 and 2.2 at levels A and AA, and its best practices. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** One rule broken on one page state, as the failure message prints it. */
export interface Violation {
  state: string;
  width: number;
  rule: string;
  impact: string;
  help: string;
  targets: string[];
}

/** The part of axe-core's result this file reads (the gateway has no DOM or axe types). */
interface AxeResult {
  violations: Array<{
    id: string;
    impact: string | null;
    help: string;
    nodes: Array<{ target: unknown[] }>;
  }>;
}
type AxeWindow = {
  axe?: {
    run(
      context: unknown,
      options: { runOnly: { type: 'tag'; values: string[] } },
    ): Promise<AxeResult>;
  };
  document: unknown;
};

/**
 * axe-core run in the page at each of the two widths (the page is resized, not reloaded), every
 * violation kept with the state it was found on. `takeNew` hands a test what it has not yet seen.
 */
export class AccessibilityAudit {
  readonly checked: string[] = [];
  readonly violations: Violation[] = [];
  private reported = 0;

  /** Checks the page as it is now at the phone and at the desktop width; leaves it at its width. */
  async check(page: Page, state: string): Promise<void> {
    const original = page.viewportSize() ?? PHONE;
    try {
      for (const viewport of [PHONE, DESKTOP]) {
        await page.setViewportSize(viewport);
        await this.checkAtCurrentWidth(page, state);
      }
    } finally {
      await page.setViewportSize(original);
    }
  }

  /** Checks the page at the width it has now (a state only one width has). */
  async checkAtCurrentWidth(page: Page, state: string): Promise<void> {
    const width = (page.viewportSize() ?? PHONE).width;
    await injectAxe(page);
    // Two frames: what a resize or a state change moved has been laid out and painted.
    const result = await page.evaluate(async (tags) => {
      const window = globalThis as unknown as AxeWindow & {
        requestAnimationFrame(callback: () => void): number;
      };
      await new Promise<void>((resolve) =>
        window.requestAnimationFrame(() => window.requestAnimationFrame(() => resolve())),
      );
      const found = await window.axe!.run(window.document, {
        runOnly: { type: 'tag', values: tags },
      });
      return found.violations.map((v) => ({
        rule: v.id,
        impact: v.impact ?? 'unknown',
        help: v.help,
        targets: v.nodes.map((n) => n.target.map(String).join(' ')),
      }));
    }, AXE_TAGS);
    this.checked.push(`${state} @ ${width}`);
    this.violations.push(...result.map((v) => ({ state, width, ...v })));
  }

  /** The violations found since the last call, one line each, for an `expect(...).toEqual([])`. */
  takeNew(): string[] {
    const fresh = this.violations.slice(this.reported);
    this.reported = this.violations.length;
    return fresh.map(describe);
  }

  summary(): string {
    const states = new Set(this.checked.map((c) => c.replace(/ @ \d+$/, ''))).size;
    return (
      `axe-core ${AXE_TAGS.join(', ')}: ${states} page states checked at ${PHONE.width}×${PHONE.height}` +
      ` and ${DESKTOP.width}×${DESKTOP.height} (${this.checked.length} checks), ` +
      `${this.violations.length} violations`
    );
  }
}

export function describe(v: Violation): string {
  return `${v.rule} (${v.impact}) on "${v.state}" at ${v.width} px: ${v.help} → ${v.targets.join(' | ')}`;
}

let axeSource: string | undefined;

/**
 * Adds axe-core to the page unless it is there already. Evaluated through the debugging protocol
 * rather than added as a script tag, which the app's content security policy rightly refuses.
 */
async function injectAxe(page: Page): Promise<void> {
  const present = await page.evaluate(
    () => typeof (globalThis as unknown as AxeWindow).axe !== 'undefined',
  );
  axeSource ??= readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
  if (!present) await page.evaluate(axeSource);
}
