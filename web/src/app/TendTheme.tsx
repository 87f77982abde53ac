import { ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { usePrefersReducedMotion } from './reduced-motion';
import { themeFor } from './theme';

/** Our look for every antd component, with motion turned off when the device asks for less. */
export function TendTheme({ children }: { children: ReactNode }) {
  const reducedMotion = usePrefersReducedMotion();
  return <ConfigProvider theme={themeFor({ reducedMotion })}>{children}</ConfigProvider>;
}
