import type { ThemeConfig } from 'antd';

/**
 * One calm, legible look: a deep sage primary (5.9:1 on white), warm off-white surfaces,
 * 16 px body text, 44 px touch targets, soft radii. Every text colour meets WCAG AA contrast.
 */
export const palette = {
  primary: '#2f6f62',
  primaryDark: '#24584e',
  primarySoft: '#e5f0ec',
  text: '#1f2a2e',
  textSecondary: '#4a5a5f',
  surface: '#ffffff',
  background: '#f5f7f4',
  border: '#d5e0dc',
  warning: '#8a5a00',
  danger: '#b3261e',
  success: '#2e6b34',
  focus: '#1b5fc1',
} as const;

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
    colorText: palette.text,
    colorTextSecondary: palette.textSecondary,
    colorTextDescription: palette.textSecondary,
    // At least 4.5:1 on white and on the page's tinted background (#6b7a7e was 4.46:1).
    colorTextPlaceholder: '#5f6e72',
    colorBgLayout: palette.background,
    colorBorder: '#a9bab4',
    colorBorderSecondary: palette.border,
    fontFamily:
      "'Inter', 'Segoe UI', system-ui, -apple-system, Roboto, 'Helvetica Neue', Arial, sans-serif",
    fontSize: 16,
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
    Modal: { titleFontSize: 20 },
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
