import type { CareCoachAvatarIdValue } from '@tend/contracts';

/** The brand's deep sage, named here so its translucent halo below is made from it. */
const sage = '#2f6f62';
/** What shadows are cast in: a near-black sage. */
const shadowInk = '#162c27';
const black = '#000000';
const white = '#ffffff';

/** A colour seen through: `translucent(sage, 0.2)` is `rgba(47, 111, 98, 0.2)`. */
function translucent(hex: string, alpha: number): string {
  const [r, g, b] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
  return `rgba(${r}, ${g}, ${b}, ${alpha})`;
}

/**
 * Every colour Tend paints, written once. Ant Design's tokens are picked from here (theme.ts), and
 * our stylesheets read each colour as `var(--tend-color-<name>)` (colorVariable), set on :root from
 * this object at start-up and in the prerendered pages (TendTheme). Every text colour meets WCAG AA
 * contrast on the background it is used on: change one only with the accessibility test run.
 */
export const palette = {
  // The brand: a deep sage (5.9:1 on white) and its tints.
  primary: sage,
  primaryDark: '#24584e',
  primarySoft: '#e5f0ec',
  primaryWash: '#e8f2ee',
  primaryFaint: '#f3f9f6',
  primaryBorder: '#9cc2b5',
  primaryChipBorder: '#a9c8bd',
  primaryChipHover: '#d6e9e2',
  primaryUnreadBorder: '#b9d4ca',

  // Text and surfaces.
  text: '#1f2a2e',
  textSecondary: '#4a5a5f',
  textDescription: '#3d4a4f',
  /** At least 4.5:1 on white and on the page's tinted background (a lighter grey was 4.46:1). */
  textPlaceholder: '#5f6e72',
  surface: white,
  surfaceSidebar: '#fbfcfb',
  surfaceReadonly: '#f2f5f3',
  background: '#f5f7f4',
  border: '#d5e0dc',
  borderStrong: '#a9bab4',
  borderMark: '#8fa39d',
  borderTable: '#d9e2de',
  borderRing: '#cfdad6',
  borderChart: '#c5d3ce',
  chartBackground: '#f7faf8',
  track: '#e6ece9',
  disabled: '#c6d3cf',
  focus: '#1b5fc1',

  // Neutral greys.
  neutralSoft: '#f0f3f2',
  neutralWash: '#f0f2f2',
  neutralPill: '#eef2f0',
  neutralChip: '#eef3f1',
  neutralBadge: '#eceff1',
  neutralBadgeText: '#37474f',
  neutralRing: '#a3aeab',
  neutralDark: '#2b2f2e',

  // Success.
  success: '#2e6b34',
  successDark: '#1f5224',
  successSoft: '#e3f1e4',
  confirmText: '#1d5a44',
  confirmWash: '#f1faf6',
  confirmBorder: '#a8d5c2',
  sentWash: '#eef7f3',
  sentBorder: '#b9d9cd',

  // Warning and caution.
  warning: '#8a5a00',
  warningDark: '#6b4200',
  warningDarker: '#5c3d00',
  warningWarm: '#7a4b00',
  warningBright: '#a86a00',
  caution: '#b07a12',
  warningSoft: '#fdf0dc',
  warningWash: '#fff4e0',
  warningBorder: '#efc987',
  bannerBackground: '#fff3d6',
  bannerBorder: '#f0d48c',
  highlight: '#fff0b3',

  // Danger.
  danger: '#b3261e',
  dangerDark: '#8f1d16',
  dangerDarker: '#7a1a14',
  dangerSoft: '#fde8e6',
  dangerWash: '#fff4f2',
  dangerBorder: '#e9b4ab',
  dangerOutline: '#e3a59d',
  dangerOutlineStrong: '#d98a82',
  alert: '#b42318',
  alertText: '#7a271a',
  alertWash: '#fef3f2',

  // Information.
  infoDark: '#163f7a',
  infoSoft: '#e5eefb',
  infoWash: '#eef4fb',
  infoBorder: '#b9cce6',
  uploadWash: '#f2f6ff',
  uploadTrack: '#d9e2ef',

  // Seen through: hovers on what has no background of its own, halos and shadows.
  /** The halo around a focused text field. */
  primaryRing: translucent(sage, 0.2),
  hoverWash: translucent(black, 0.05),
  hoverWashFaint: translucent(black, 0.04),
  hoverWashStrong: translucent(black, 0.06),
  /** A file's chip on the caregiver's own (brand-coloured) message. */
  chipOnPrimary: translucent(white, 0.18),
  /** Under cards and the bottom navigation. */
  shadow: translucent(shadowInk, 0.06),
  /** Under toasts, which float above everything. */
  shadowRaised: translucent(shadowInk, 0.16),
  /** Under the offline notice's dark pill. */
  shadowPill: translucent(black, 0.2),
} as const;

export type PaletteColour = keyof typeof palette;

/** The stylesheet variable holding a colour: `primaryDark` is `--tend-color-primary-dark`. */
export function colorVariable(name: PaletteColour): string {
  return `--tend-color-${name.replace(/[A-Z]/g, (upper) => `-${upper.toLowerCase()}`)}`;
}

/** Every colour as the custom properties our stylesheets read. */
export function paletteVariables(): Record<string, string> {
  return Object.fromEntries(
    (Object.keys(palette) as PaletteColour[]).map((name) => [colorVariable(name), palette[name]]),
  );
}

/** The colours of one care coach illustration. */
export interface AvatarColours {
  background: string;
  skin: string;
  hair: string;
  top: string;
}

/** The eight care coach illustrations' colours (see CareCoachAvatar). */
export const avatarColours: Record<CareCoachAvatarIdValue, AvatarColours> = {
  default: { background: '#dcebe5', skin: '#f1c9a5', hair: '#b8bcc0', top: palette.primary },
  black_female: { background: '#f6e3cf', skin: '#7a4a2e', hair: '#1d1411', top: '#b5543c' },
  asian_female: { background: '#e3e8f6', skin: '#f0cfae', hair: '#1b1a1f', top: '#4a6fb3' },
  latino_female: { background: '#f7e4e0', skin: '#d39f78', hair: '#3b2418', top: '#9c4f7c' },
  asian_male: { background: '#e2efe7', skin: '#ecc8a3', hair: '#16151a', top: '#3c6e5a' },
  american_indian_female: {
    background: '#f3ead7',
    skin: '#b67c55',
    hair: '#17120f',
    top: '#a0522d',
  },
  indian_female: { background: '#efe2f3', skin: '#a8714c', hair: '#15100d', top: '#7b4fa0' },
  indian_male: { background: '#e4ecf3', skin: '#9c6a47', hair: '#141010', top: '#3f5f87' },
};

/** The features every illustration shares: eyes and mouth. */
export const avatarFeatures = { eyes: '#2a2220', mouth: '#7a3e2e' } as const;
