import type { UsState } from '../eligibility.schemas';
import { SpanishStatePrograms } from './program-es.schema';

type FileCode = UsState | 'DC' | 'US';
type JsonModule = Promise<{ default: unknown }>;

/**
 * Each Spanish file by its code, loaded only when asked: the web app's bundler makes one small
 * chunk of each, so an English reader downloads none and a Spanish one only her state's.
 */
const loaders: Record<FileCode, () => JsonModule> = {
  AK: () => import('./data-es/ak.json'),
  AL: () => import('./data-es/al.json'),
  AR: () => import('./data-es/ar.json'),
  AZ: () => import('./data-es/az.json'),
  CA: () => import('./data-es/ca.json'),
  CO: () => import('./data-es/co.json'),
  CT: () => import('./data-es/ct.json'),
  DC: () => import('./data-es/dc.json'),
  DE: () => import('./data-es/de.json'),
  FL: () => import('./data-es/fl.json'),
  GA: () => import('./data-es/ga.json'),
  HI: () => import('./data-es/hi.json'),
  IA: () => import('./data-es/ia.json'),
  ID: () => import('./data-es/id.json'),
  IL: () => import('./data-es/il.json'),
  IN: () => import('./data-es/in.json'),
  KS: () => import('./data-es/ks.json'),
  KY: () => import('./data-es/ky.json'),
  LA: () => import('./data-es/la.json'),
  MA: () => import('./data-es/ma.json'),
  MD: () => import('./data-es/md.json'),
  ME: () => import('./data-es/me.json'),
  MI: () => import('./data-es/mi.json'),
  MN: () => import('./data-es/mn.json'),
  MO: () => import('./data-es/mo.json'),
  MS: () => import('./data-es/ms.json'),
  MT: () => import('./data-es/mt.json'),
  NC: () => import('./data-es/nc.json'),
  ND: () => import('./data-es/nd.json'),
  NE: () => import('./data-es/ne.json'),
  NH: () => import('./data-es/nh.json'),
  NJ: () => import('./data-es/nj.json'),
  NM: () => import('./data-es/nm.json'),
  NV: () => import('./data-es/nv.json'),
  NY: () => import('./data-es/ny.json'),
  OH: () => import('./data-es/oh.json'),
  OK: () => import('./data-es/ok.json'),
  OR: () => import('./data-es/or.json'),
  PA: () => import('./data-es/pa.json'),
  RI: () => import('./data-es/ri.json'),
  SC: () => import('./data-es/sc.json'),
  SD: () => import('./data-es/sd.json'),
  TN: () => import('./data-es/tn.json'),
  TX: () => import('./data-es/tx.json'),
  US: () => import('./data-es/us.json'),
  UT: () => import('./data-es/ut.json'),
  VA: () => import('./data-es/va.json'),
  VT: () => import('./data-es/vt.json'),
  WA: () => import('./data-es/wa.json'),
  WI: () => import('./data-es/wi.json'),
  WV: () => import('./data-es/wv.json'),
  WY: () => import('./data-es/wy.json'),
};

/** Every code with a Spanish file (the same as the English files'). */
export const SpanishProgramFileCodes = Object.keys(loaders) as FileCode[];

const loaded = new Map<FileCode, Promise<SpanishStatePrograms>>();

/** One Spanish file, checked against its schema when it arrives. */
export function spanishStatePrograms(code: FileCode): Promise<SpanishStatePrograms> {
  let file = loaded.get(code);
  if (!file) {
    file = loaders[code]().then((module) => SpanishStatePrograms.parse(module.default));
    loaded.set(code, file);
  }
  return file;
}

/** The Spanish texts a state's results need: its own file and the federal one. */
export function spanishProgramsFor(state: UsState | 'DC'): Promise<SpanishStatePrograms[]> {
  return Promise.all([spanishStatePrograms(state), spanishStatePrograms('US')]);
}
