import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Where the coach's parts are drawn: its page, its drawer and its dialogs (portals of their own). */
const SCOPE = ':where(.coach, .coach-drawer, .coach-modal) ';
/** A class of the coach's own block (`.coach`, `.coach__title`, `.coach-crisis-line`...). */
const OWN_BLOCK = /^\.coach(__[\w-]+|-[\w-]+)?(?![\w-])/;

/** Every style rule's selectors in a stylesheet (keyframe steps aside), comments removed. */
function selectorsOf(css: string): string[] {
  const selectors: string[] = [];
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  let inKeyframes = false;
  let depth = 0;
  let keyframesDepth = 0;
  for (const match of text.matchAll(/([^{}]*)([{}])/g)) {
    const [, before, brace] = match;
    if (brace === '}') {
      depth -= 1;
      if (inKeyframes && depth < keyframesDepth) inKeyframes = false;
      continue;
    }
    const prelude = before.trim();
    depth += 1;
    if (prelude.startsWith('@keyframes')) [inKeyframes, keyframesDepth] = [true, depth];
    if (prelude.startsWith('@') || inKeyframes) continue;
    // Split between selectors, not inside a :where( , ) list.
    selectors.push(...prelude.split(/,(?![^(]*\))/).map((s) => s.trim()));
  }
  return selectors;
}

/**
 * Styles stay in their room (issue 33: after the coach, Profile's Sign Out was white on red, the
 * coach's `.btn--danger` restyling it): every rule of the coach's stylesheets matches only inside
 * the coach's page, drawer or dialogs.
 */
describe("the coach's stylesheets", () => {
  const files = readdirSync(__dirname).filter((file) => file.endsWith('.css'));
  const rules = files.flatMap((file) =>
    selectorsOf(readFileSync(path.join(__dirname, file), 'utf8')).map((s) => `${file}: ${s}`),
  );

  it('are read', () => {
    expect(rules.length).toBeGreaterThan(100);
  });

  it('style nothing outside the coach', () => {
    const unscoped = rules.filter((rule) => {
      const selector = rule.slice(rule.indexOf(': ') + 2);
      return !selector.startsWith(SCOPE) && !OWN_BLOCK.test(selector);
    });
    expect(unscoped).toEqual([]);
  });

  it('name their animations as the coach', () => {
    const names = files.flatMap((file) =>
      Array.from(readFileSync(path.join(__dirname, file), 'utf8').matchAll(/@keyframes ([\w-]+)/g)),
    );
    expect(names.map(([, name]) => name).filter((name) => !name.startsWith('coach-'))).toEqual([]);
  });
});
