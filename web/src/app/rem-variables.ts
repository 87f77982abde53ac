import { px2remTransformer, type createCache } from '@ant-design/cssinjs';
import { ROOT_FONT_PX } from './theme';

/** The style cache of `@ant-design/cssinjs`, where it keeps every style it writes. */
export type StyleCache = ReturnType<typeof createCache>;

const toRem = px2remTransformer({ rootValue: ROOT_FONT_PX });
const customProperty = /(--[\w-]+)\s*:\s*([^;{}]*)/g;

/**
 * A stylesheet's custom properties with their px lengths in rem, by the same rules as Ant Design's
 * px2remTransformer (1px and less stay as they are: hairlines).
 */
export function variablesInRem(css: string): string {
  return css.replace(customProperty, (declaration: string, name: string, value: string) => {
    if (!value.includes('px')) return declaration;
    const converted = toRem.visit?.({ [name]: value })[name];
    return typeof converted === 'string' ? `${name}:${converted}` : declaration;
  });
}

/**
 * Where the cache keeps CSS variables: the design tokens' (`useCacheToken`, under "token") and each
 * component's own (`useCSSVarRegister`, under "cssVar"), a path's keys joined by "%".
 */
const variablesPath = /^(token|cssVar)%/;
const inCache = new WeakSet<StyleCache>();
const inRem = new WeakSet<object>();

/** A cached entry, `[times used, what was computed]`, with the CSS its computation holds in rem. */
function withVariablesInRem<T>(entry: T): T {
  const computed: unknown = Array.isArray(entry) ? entry[1] : undefined;
  if (!Array.isArray(computed) || inRem.has(computed)) return entry;
  computed.forEach((part: unknown, index) => {
    if (typeof part === 'string' && part.includes('px')) computed[index] = variablesInRem(part);
  });
  inRem.add(computed);
  return entry;
}

/**
 * Ant Design's sizes in rem from the start, so its components follow the browser's font size.
 *
 * Its own setting and a transformer cannot do it alone: Ant Design 6 always writes its design
 * tokens as CSS variables (`--ant-font-size: 16px`; `theme.cssVar: false` is gone, and
 * `zeroRuntime` means shipping a prebuilt stylesheet of every component instead), and
 * `@ant-design/cssinjs` (2.1.2, the latest) runs a StyleProvider's `transformers`, our
 * `px2remTransformer`, only over component styles (`useStyleRegister`), never over the variables
 * (`useCacheToken` and `useCSSVarRegister` serialise them straight to a string;
 * ant-design/ant-design#51998 and ant-design/cssinjs#180, open; #56539, closed without a fix).
 *
 * So the variables are put in rem where cssinjs keeps them: every entry it computes passes through
 * its cache's `opUpdate` (a public method of its cache), and those under the tokens' and the
 * components' variable paths have their strings converted there, before cssinjs writes them to a
 * style element or `extractStyle` puts them in a prerendered page. Rewriting the style elements
 * afterwards, as this did with a MutationObserver, came too late: when a component mounts, cssinjs
 * writes its own (px) text back into a style element whose text differs (rc-util's `updateCSS`),
 * a dialog's elements took their first style from it, and antd's transitions then carried the
 * dialog's text from 16 to 32 px on screen at a 32 px browser font. `@ant-design/cssinjs` is
 * pinned exactly in web/package.json for this; TendTheme.rem.test.tsx fails when an upgrade keeps
 * the variables elsewhere.
 *
 * Converts the cache in place (once), before any style is computed into it; returns it.
 */
export function keepVariablesInRem(cache: StyleCache): StyleCache {
  if (inCache.has(cache)) return cache;
  inCache.add(cache);
  const update = cache.opUpdate.bind(cache);
  cache.opUpdate = (path, valueFn) =>
    update(
      path,
      variablesPath.test(path) ? (origin) => withVariablesInRem(valueFn(origin)) : valueFn,
    );
  return cache;
}
