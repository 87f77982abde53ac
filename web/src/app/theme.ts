import type { ThemeConfig } from 'antd';
import { palette } from './palette';

/** The browser's default root font size: 1rem at the default, what the px below are relative to. */
export const ROOT_FONT_PX = 16;

/**
 * Every text size Tend uses, in px at the default root: the one scale that our stylesheets read as
 * `var(--tend-text-<px>)` (a dot written as a dash: 12.5 is `--tend-text-12-5`) and Ant Design's
 * tokens are picked from. Each is served in rem (see TendTheme).
 */
export const typeScale = [
  11.5, 12.5, 13, 14, 14.5, 15, 16, 16.5, 17, 18, 19, 20, 21, 22, 24, 28, 30, 32, 36, 40, 48,
] as const;
export type TypeSize = (typeof typeScale)[number];

/** The stylesheet variable holding a size of the scale. */
export function typeVariable(size: TypeSize): string {
  return `--tend-text-${String(size).replace('.', '-')}`;
}

/** A length in px at the default root, in rem. */
export function rem(px: number): string {
  return `${Number((px / ROOT_FONT_PX).toFixed(4))}rem`;
}

/**
 * The device's own interface font (San Francisco, Segoe UI, Roboto, Cantarell...), read by our
 * stylesheets as `var(--tend-font-family)` and by Ant Design as its token. `system-ui` comes first:
 * the first layout looks each family up for every text size on the page until one is found, and a
 * slow phone showed those lookups in the landing's first paint (no web font is shipped).
 */
export const fontStack =
  "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";
export const fontVariable = '--tend-font-family';

/** The narrowest phone Tend is designed for, in CSS px. */
const NARROWEST_PHONE_PX = 360;

/**
 * A size of the scale as the stylesheets get it. Body text and smaller grow with the browser's font
 * size all the way. A heading's size above the body's grows with it too, but only as far as the
 * window's width allows (`1rem` plus a share of the width): on a phone at a large font a title
 * stays a little larger than the body instead of breaking its words. At the default font, on any
 * window from the narrowest phone up, it is exactly its px.
 */
export function typeSize(px: TypeSize): string {
  if (px <= ROOT_FONT_PX) return rem(px);
  const vwPerPx = 100 / NARROWEST_PHONE_PX;
  const share = Number(((px - ROOT_FONT_PX) * vwPerPx).toFixed(3));
  return `min(${rem(px)}, calc(1rem + ${share}vw))`;
}

/**
 * One calm, legible look: a deep sage primary (palette.ts), warm off-white surfaces,
 * 16 px body text, 44 px touch targets, soft radii. Every text colour meets WCAG AA contrast.
 * Sizes are written in px at the browser's default root (16 px) and reach the page in rem, so
 * text, the space around it and targets grow with the person's browser font size and zoom.
 */
export const theme: ThemeConfig = {
  cssVar: { key: 'tend' },
  hashed: false,
  token: {
    colorPrimary: palette.primary,
    colorInfo: palette.primary,
    colorLink: palette.primaryDark,
    colorSuccess: palette.success,
    colorWarning: palette.warning,
    colorError: palette.danger,
    // The tints behind alerts and tags: antd's own, derived from these deep seeds, come out grey.
    colorInfoBg: palette.primaryWash,
    colorInfoBorder: palette.primaryBorder,
    colorSuccessBg: palette.successSoft,
    colorSuccessBorder: palette.confirmBorder,
    colorWarningBg: palette.warningWash,
    colorWarningBorder: palette.warningBorder,
    colorErrorBg: palette.dangerWash,
    colorErrorBorder: palette.dangerBorder,
    colorText: palette.text,
    colorTextSecondary: palette.textSecondary,
    colorTextDescription: palette.textSecondary,
    colorTextPlaceholder: palette.textPlaceholder,
    colorBgLayout: palette.background,
    colorBorder: palette.borderStrong,
    colorBorderSecondary: palette.border,
    fontFamily: fontStack,
    fontSize: 16 satisfies TypeSize,
    lineHeight: 1.6,
    borderRadius: 10,
    borderRadiusLG: 14,
    controlHeight: 44,
    controlHeightLG: 52,
    controlHeightSM: 36,
    wireframe: false,
    motionDurationMid: '0.15s',
  },
  components: {
    Button: { fontWeight: 600, primaryShadow: 'none', defaultShadow: 'none' },
    Card: { paddingLG: 20 },
    Modal: { titleFontSize: 20 satisfies TypeSize },
    // A notice's title as large as its words, not a heading's size; its padding a phone's.
    Alert: {
      fontSizeLG: 16 satisfies TypeSize,
      withDescriptionIconSize: 20,
      withDescriptionPadding: '12px 14px',
    },
    Switch: { trackHeight: 28, trackMinWidth: 52, handleSize: 24 },
    Checkbox: { controlInteractiveSize: 20 },
  },
};

const stillTheme: ThemeConfig = { ...theme, token: { ...theme.token, motion: false } };

/**
 * The theme as the person's device asks: with reduced motion, dialogs, drawers and menus appear
 * and go at once instead of zooming or sliding (the stylesheet shortens our own animations).
 */
export function themeFor({ reducedMotion }: { reducedMotion: boolean }): ThemeConfig {
  return reducedMotion ? stillTheme : theme;
}
