import type { Locator, Page } from 'playwright-core';
import { assertFitsWidth } from './browser';

/** 200% of the usual 16 px. */
const LARGE_FONT = 32;

/**
 * Sets the browser's default font size, as a person does in Chromium's settings (Appearance,
 * Font size): what `1rem` becomes on every page of the tab.
 */
export async function setBrowserFontSize(page: Page, px: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Page.enable');
  await cdp.send('Page.setFontSizes', { fontSizes: { standard: px, fixed: px } });
}

/** What a person reading a screen at a large browser font would notice. */
export interface TextLayout {
  /** The root's font size: the browser's default when the page honours it. */
  rootFontSize: number;
  /** The font size of the page's body text. */
  bodyFontSize: number;
  /** The smallest text on the screen, with the element it is in. */
  smallest: { size: number; text: string } | null;
  /** How wide the document is (at most the window's width: no sideways scroll). */
  scrollWidth: number;
  /** Text cut off by its box or a box around it, or reaching past the window's edges. */
  clipped: string[];
}

interface El {
  tagName: string;
  className: unknown;
  textContent: string | null;
  childNodes: ArrayLike<{ nodeType: number; textContent: string | null }>;
  parentElement: El | null;
  scrollWidth: number;
  clientWidth: number;
  getBoundingClientRect(): {
    left: number;
    right: number;
    top: number;
    bottom: number;
    width: number;
    height: number;
  };
  checkVisibility(options?: object): boolean;
  getClientRects(): ArrayLike<{ left: number; top: number; width: number; height: number }>;
  closest(selector: string): El | null;
  contains(other: El | null): boolean;
  scrollIntoView(options?: object): void;
  matches(selector: string): boolean;
  querySelectorAll(selector: string): ArrayLike<El>;
}
interface LayoutWindow {
  innerWidth: number;
  innerHeight: number;
  getComputedStyle(
    el: El,
    pseudo?: string,
  ): {
    fontSize: string;
    overflowX: string;
    textOverflow: string;
    position: string;
    content: string;
  };
  document: {
    documentElement: El;
    body: El;
    querySelectorAll(selector: string): ArrayLike<El>;
    querySelector(selector: string): El | null;
    elementFromPoint(x: number, y: number): El | null;
  };
}

/** The text, sizes and edges of the screen as shown now. */
export function textLayout(page: Page): Promise<TextLayout> {
  return page.evaluate(() => {
    const window = globalThis as unknown as LayoutWindow;
    const { document } = window;
    const px = (el: El) => parseFloat(window.getComputedStyle(el).fontSize);
    const describe = (el: El) =>
      `<${el.tagName.toLowerCase()} class="${String(el.className)}"> "${(el.textContent ?? '').trim().slice(0, 40)}"`;
    const ownText = (el: El) =>
      Array.from(el.childNodes).some(
        (n) => n.nodeType === 3 && (n.textContent ?? '').trim() !== '',
      );
    const shown = (el: El) =>
      el.checkVisibility({ visibilityProperty: true, opacityProperty: true }) &&
      // The skip link waits above the window until it is focused.
      !el.closest('[aria-hidden="true"], .sr-only, .skip-link') &&
      el.getBoundingClientRect().width > 1;
    const texts = Array.from(document.querySelectorAll('body *')).filter(
      (el) => ownText(el) && shown(el) && !['SCRIPT', 'STYLE', 'NOSCRIPT'].includes(el.tagName),
    );
    let smallest: TextLayout['smallest'] = null;
    const clipped: string[] = [];
    for (const el of texts) {
      const size = px(el);
      // A chart's labels are drawn in its own units and scale with the whole picture.
      if ((!smallest || size < smallest.size) && !el.closest('svg'))
        smallest = { size, text: describe(el) };
      const box = el.getBoundingClientRect();
      if (box.right > window.innerWidth + 1 || box.left < -1) {
        clipped.push(
          `${describe(el)} reaches past the window (${Math.round(box.left)}–${Math.round(box.right)})`,
        );
        continue;
      }
      for (let box2: El | null = el; box2 && box2 !== document.body; box2 = box2.parentElement) {
        const style = window.getComputedStyle(box2);
        const cuts = style.overflowX === 'hidden' || style.overflowX === 'clip';
        if (!cuts && style.textOverflow !== 'ellipsis') continue;
        const edge = box2.getBoundingClientRect();
        if (box2.scrollWidth > box2.clientWidth + 1 || box.right > edge.right + 1) {
          clipped.push(
            `${describe(el)} is cut off by ${box2 === el ? 'its own box' : describe(box2)}`,
          );
          break;
        }
      }
    }
    // What else makes the page wider than the window: the innermost boxes past its right edge.
    const past = Array.from(document.querySelectorAll('body *')).filter(
      (el) => shown(el) && el.getBoundingClientRect().right > window.innerWidth + 1,
    );
    for (const el of past)
      if (
        !Array.from(el.querySelectorAll('*')).some((inner) => past.includes(inner)) &&
        !texts.includes(el)
      )
        clipped.push(
          `${describe(el)} reaches past the window (${Math.round(el.getBoundingClientRect().right)})`,
        );
    return {
      rootFontSize: px(document.documentElement),
      bodyFontSize: px(document.body),
      smallest,
      scrollWidth: document.documentElement.scrollWidth,
      clipped,
    };
  });
}

/**
 * The visible buttons and links of the screen (the bottom navigation aside) that cannot be
 * scrolled into the part of the window between the top banner and the bottom navigation and
 * clicked there: each is scrolled to and hit-tested at its centre.
 */
export function unreachableActions(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const window = globalThis as unknown as LayoutWindow;
    const { document } = window;
    const describe = (el: El) =>
      `<${el.tagName.toLowerCase()}> "${(el.textContent ?? '').trim().slice(0, 40)}"`;
    // With a dialog open, what is behind it waits: the dialog's own actions count.
    const dialogs = Array.from(document.querySelectorAll('.ant-modal-wrap')).filter((el) =>
      el.checkVisibility(),
    );
    const scope = dialogs[dialogs.length - 1] ?? document.body;
    // An open dialog lies over the banner and the navigation: all of the window is its own.
    const top = dialogs.length
      ? 0
      : (document.querySelector('.alpha-banner')?.getBoundingClientRect().bottom ?? 0);
    const bottom = dialogs.length
      ? window.innerHeight
      : (document.querySelector('.bottom-nav')?.getBoundingClientRect().top ?? window.innerHeight);

    const actions = Array.from(
      scope.querySelectorAll('a[href], button, [role="button"], input[type="submit"]'),
    ).filter(
      (el) =>
        el.checkVisibility({ visibilityProperty: true, opacityProperty: true }) &&
        !el.closest('.bottom-nav, .alpha-banner, .skip-link, [aria-hidden="true"]') &&
        el.getBoundingClientRect().width > 1,
    );
    const lost: string[] = [];
    for (const el of actions) {
      el.scrollIntoView({ block: 'center', inline: 'nearest', behavior: 'instant' });
      // A link in running text may wrap: its first line is where a finger goes.
      const box = el.getClientRects()[0] ?? el.getBoundingClientRect();
      const x = box.left + Math.min(box.width / 2, 20);
      const y = box.top + box.height / 2;
      const hit = document.elementFromPoint(x, y);
      if (y < top || y > bottom || x < 0 || x > window.innerWidth || !el.contains(hit))
        lost.push(
          `${describe(el)} at ${Math.round(x)},${Math.round(y)} (shows ${hit ? describe(hit) : 'nothing'})`,
        );
    }
    return lost;
  });
}

/**
 * A locator scrolled into the middle of the window, as a person scrolls it there; it fails unless
 * its centre is then uncovered (by the top banner, a bar fixed above the navigation, or the
 * navigation) and can be tapped.
 */
export async function scrolledTo(locator: Locator): Promise<Locator> {
  const tappable = await locator.evaluate((target) => {
    const el = target as unknown as El;
    el.scrollIntoView({ block: 'center', behavior: 'instant' });
    const box = el.getBoundingClientRect();
    const { document } = globalThis as unknown as LayoutWindow;
    return el.contains(
      document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2),
    );
  });
  if (!tappable) throw new Error(`covered where it scrolls to: ${String(locator)}`);
  return locator;
}

/**
 * The visible controls of the screen smaller than 44×44 CSS px, as `<tag> "text" w×h`: buttons,
 * links (but a link inside a sentence, which WCAG 2.5.8 leaves to the text), fields, and the label
 * a person taps for a checkbox, radio button or switch.
 */
export function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const window = globalThis as unknown as LayoutWindow;
    const { document } = window;
    const controls = Array.from(
      document.querySelectorAll(
        'a[href], button, [role="button"], [role="tab"], [role="switch"], [role="menuitem"], ' +
          'input:not([type="hidden"]), select, textarea, summary, [role="combobox"]',
      ),
    );
    /**
     * The box a link's or button's `::after` covers when it is stretched over its card (the
     * whole card opens it): its nearest positioned ancestor.
     */
    const stretchedOver = (el: El): El | null => {
      const after = window.getComputedStyle(el, '::after');
      if (after.position !== 'absolute' || after.content === 'none') return null;
      let box = el.parentElement;
      while (box && window.getComputedStyle(box).position === 'static') box = box.parentElement;
      return box;
    };
    /** What a person taps: a checkbox's or radio's label, a select's whole box, a whole card. */
    const target = (el: El): El =>
      el.matches('input[type="checkbox"], input[type="radio"]')
        ? (el.closest('label') ?? el)
        : (el.closest('.ant-select') ?? stretchedOver(el) ?? el);
    /** A link among other words (WCAG 2.5.8's inline exception): its parent holds more text. */
    const inSentence = (el: El) =>
      el.tagName === 'A' &&
      (el.parentElement?.textContent ?? '').trim().length >
        (el.textContent ?? '').trim().length + 1;
    const seen = new Set<El>();
    const small: string[] = [];
    for (const el of controls) {
      const tapped = target(el);
      if (seen.has(tapped)) continue;
      seen.add(tapped);
      if (!tapped.checkVisibility({ visibilityProperty: true, opacityProperty: false })) continue;
      if (tapped.closest('.skip-link, .sr-only, [aria-hidden="true"]') || inSentence(tapped))
        continue;
      const { width, height } = tapped.getBoundingClientRect();
      if (width < 1 || height < 1) continue;
      if (width < 43.5 || height < 43.5)
        small.push(
          `<${tapped.tagName.toLowerCase()} class="${String(tapped.className).slice(0, 60)}"> ` +
            `"${(tapped.textContent ?? '').trim().slice(0, 30)}" ${Math.round(width)}×${Math.round(height)}`,
        );
    }
    return small;
  });
}

/** The screen reloaded at 200% text (32 px) fits the phone with nothing cut off; then reloaded at 16 px. */
export async function expectWholeAtLargeText(p: Page, shown: () => Promise<void>): Promise<void> {
  await setBrowserFontSize(p, LARGE_FONT);
  try {
    await p.reload();
    await shown();
    // Names what reaches past the window, if anything does.
    await assertFitsWidth(p, 'at 200% text');
    expect((await textLayout(p)).clipped).toEqual([]);
  } finally {
    await setBrowserFontSize(p, 16);
  }
  // Laid out afresh at the usual size: on a live page antd's transitions carry the sizes down over
  // several frames, and a tap in the meantime lands on whatever has moved under it.
  await p.reload();
  await shown();
}
