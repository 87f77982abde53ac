import { px2remTransformer } from '@ant-design/cssinjs';
import { ROOT_FONT_PX } from './theme';

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

function convert(style: HTMLStyleElement): void {
  const css = style.textContent ?? '';
  if (!css.includes('px')) return;
  const inRem = variablesInRem(css);
  if (inRem !== css) style.textContent = inRem;
}

function styleOf(node: Node): HTMLStyleElement | null {
  if (node instanceof HTMLStyleElement) return node;
  return node.parentElement instanceof HTMLStyleElement ? node.parentElement : null;
}

/**
 * Ant Design 6 always writes its design tokens as CSS variables, and its px2remTransformer does not
 * reach them (ant-design/ant-design#51998, #56539): `--ant-font-size: 16px` would keep buttons and
 * fields at 16 px when the browser asks for larger text. This keeps the style elements in `head`
 * with their variables in rem, now and as components add theirs, before the browser paints them.
 * Returns the function that stops it.
 */
export function keepVariablesInRem(head: HTMLElement): () => void {
  head.querySelectorAll('style').forEach(convert);
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      const target = styleOf(record.target);
      if (target) convert(target);
      record.addedNodes.forEach((node) => {
        const added = styleOf(node);
        if (added) convert(added);
      });
    }
  });
  observer.observe(head, { childList: true, subtree: true, characterData: true });
  return () => observer.disconnect();
}
