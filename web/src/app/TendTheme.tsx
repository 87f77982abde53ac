import {
  px2remTransformer,
  StyleContext,
  StyleProvider,
  useStyleRegister,
} from '@ant-design/cssinjs';
import { ConfigProvider } from 'antd';
// The hook behind antd's public `theme.useToken()` (antd 6.6.8), taken from its module: the public
// `theme` object brings the dark and compact algorithms along, 0.8 KB gzip of the landing's first
// download, which the language switch needed. TendTheme.test.tsx fails if the two ever differ.
import useToken from 'antd/es/theme/useToken';
import { useContext, type ReactNode } from 'react';
import { usePrefersReducedMotion } from './reduced-motion';
import { paletteVariables } from './palette';
import { keepVariablesInRem } from './rem-variables';
import {
  fontStack,
  fontVariable,
  ROOT_FONT_PX,
  themeFor,
  typeScale,
  typeSize,
  typeVariable,
} from './theme';

/**
 * Ant Design's own px, in rem: its components grow with the browser's font size too (its CSS
 * variables are converted in the style cache, see rem-variables.ts).
 */
const transformers = [px2remTransformer({ rootValue: ROOT_FONT_PX })];

/**
 * The type scale, the font and the palette as the variables our stylesheets read (`font-size:
 * var(--tend-text-15)`, `color: var(--tend-color-primary)`): registered like antd's own styles,
 * so they are in the prerendered pages' head too.
 */
function DesignVariables() {
  const [theme, token, hashId] = useToken();
  useStyleRegister({ theme, token, hashId, path: ['tend-type-scale'] }, () => ({
    ':root': {
      ...Object.fromEntries(typeScale.map((px) => [typeVariable(px), typeSize(px)])),
      [fontVariable]: fontStack,
      ...paletteVariables(),
    },
  }));
  return null;
}

/**
 * Our look for every antd component, with motion turned off when the device asks for less, and
 * every size in rem, so the browser's font size and zoom are honoured.
 */
export function TendTheme({ children }: { children: ReactNode }) {
  const reducedMotion = usePrefersReducedMotion();
  // The cache in use (the browser's, or the one a prerendered page's styles are extracted from),
  // converted before anything below computes a style into it; once per cache.
  keepVariablesInRem(useContext(StyleContext).cache);
  return (
    <StyleProvider transformers={transformers}>
      <ConfigProvider theme={themeFor({ reducedMotion })}>
        <DesignVariables />
        {children}
      </ConfigProvider>
    </StyleProvider>
  );
}
