import type { UsState } from '../eligibility.schemas';
import { StatePrograms, type PaidCareProgram } from './program.schema';
import alData from './data/al.json';
import akData from './data/ak.json';
import azData from './data/az.json';
import arData from './data/ar.json';
import caData from './data/ca.json';
import coData from './data/co.json';
import ctData from './data/ct.json';
import deData from './data/de.json';
import dcData from './data/dc.json';
import flData from './data/fl.json';
import gaData from './data/ga.json';
import hiData from './data/hi.json';
import idData from './data/id.json';
import ilData from './data/il.json';
import inData from './data/in.json';
import iaData from './data/ia.json';
import ksData from './data/ks.json';
import kyData from './data/ky.json';
import laData from './data/la.json';
import meData from './data/me.json';
import mdData from './data/md.json';
import maData from './data/ma.json';
import miData from './data/mi.json';
import mnData from './data/mn.json';
import msData from './data/ms.json';
import moData from './data/mo.json';
import mtData from './data/mt.json';
import neData from './data/ne.json';
import nvData from './data/nv.json';
import nhData from './data/nh.json';
import njData from './data/nj.json';
import nmData from './data/nm.json';
import nyData from './data/ny.json';
import ncData from './data/nc.json';
import ndData from './data/nd.json';
import ohData from './data/oh.json';
import okData from './data/ok.json';
import orData from './data/or.json';
import paData from './data/pa.json';
import riData from './data/ri.json';
import scData from './data/sc.json';
import sdData from './data/sd.json';
import tnData from './data/tn.json';
import txData from './data/tx.json';
import utData from './data/ut.json';
import vtData from './data/vt.json';
import vaData from './data/va.json';
import waData from './data/wa.json';
import wvData from './data/wv.json';
import wiData from './data/wi.json';
import wyData from './data/wy.json';
import usData from './data/us.json';

/** Every data file by its code: the 50 states, DC, and 'US' for the federal programs. */
const files: Record<UsState | 'DC' | 'US', unknown> = {
  AL: alData,
  AK: akData,
  AZ: azData,
  AR: arData,
  CA: caData,
  CO: coData,
  CT: ctData,
  DE: deData,
  DC: dcData,
  FL: flData,
  GA: gaData,
  HI: hiData,
  ID: idData,
  IL: ilData,
  IN: inData,
  IA: iaData,
  KS: ksData,
  KY: kyData,
  LA: laData,
  ME: meData,
  MD: mdData,
  MA: maData,
  MI: miData,
  MN: mnData,
  MS: msData,
  MO: moData,
  MT: mtData,
  NE: neData,
  NV: nvData,
  NH: nhData,
  NJ: njData,
  NM: nmData,
  NY: nyData,
  NC: ncData,
  ND: ndData,
  OH: ohData,
  OK: okData,
  OR: orData,
  PA: paData,
  RI: riData,
  SC: scData,
  SD: sdData,
  TN: tnData,
  TX: txData,
  UT: utData,
  VT: vtData,
  VA: vaData,
  WA: waData,
  WV: wvData,
  WI: wiData,
  WY: wyData,
  US: usData,
};

const parsed = new Map<string, StatePrograms>();

/** One file, checked against its schema the first time it is read (tests check them all). */
export function statePrograms(code: keyof typeof files): StatePrograms {
  let file = parsed.get(code);
  if (!file) {
    file = StatePrograms.parse(files[code]);
    parsed.set(code, file);
  }
  return file;
}

/** Every code with a data file. */
export const ProgramFileCodes = Object.keys(files) as (keyof typeof files)[];

/** The programs that could pay a family caregiver in a state: the state's own, then the federal ones. */
export function programsFor(state: UsState | 'DC'): PaidCareProgram[] {
  return [...statePrograms(state).programs, ...statePrograms('US').programs];
}
