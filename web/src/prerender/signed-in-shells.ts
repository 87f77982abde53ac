import type { ComponentType } from 'react';
import { CoachShell } from '../features/coach/CoachShell';
import { HomeShell } from '../features/home/HomeShell';

/**
 * A signed-in screen's frame without her data, rendered at build time: the gateway sends it to
 * someone with a session who opens its address, so a slow phone paints the screen before any
 * script has arrived; the app draws the screen in its place once it knows her (src/main.tsx).
 */
export interface SignedInShellPage {
  path: string;
  /** The file name under dist/prerendered/<flag>/shells/. */
  name: string;
  /** The screen's module in Vite's manifest: its chunk is preloaded and its CSS inlined. */
  module: string;
  Screen: ComponentType;
}

/** Home and the coach: the two screens a caregiver opens first (issue 49, item 7). */
export const signedInShells: SignedInShellPage[] = [
  { path: '/', name: 'home', module: 'src/features/home/HomePage.tsx', Screen: HomeShell },
  {
    path: '/ai-coach',
    name: 'coach',
    module: 'src/features/coach/CoachPage.tsx',
    Screen: CoachShell,
  },
];
