/**
 * Writes what a signed-in caregiver's first screen at each address fetches beyond the entry
 * (`dist/.vite/first-screens.json`): the gateway names those files in the app shell it sends her,
 * so a slow phone fetches them at once rather than after the entry has run.
 * Run after `vite build`: `tsx scripts/first-screens.ts`.
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeFirstScreens } from './route-bundles';

writeFirstScreens(join(dirname(fileURLToPath(import.meta.url)), '..', 'dist'));
