import {
  StateResources,
  type AbsentResource,
  type StateResource,
  type StateResourceKind,
} from './state-resources.schema';
import akData from './data/ak.json';
import alData from './data/al.json';
import arData from './data/ar.json';
import azData from './data/az.json';
import caData from './data/ca.json';
import coData from './data/co.json';
import ctData from './data/ct.json';
import dcData from './data/dc.json';
import deData from './data/de.json';
import flData from './data/fl.json';
import gaData from './data/ga.json';
import hiData from './data/hi.json';
import iaData from './data/ia.json';
import idData from './data/id.json';
import ilData from './data/il.json';
import inData from './data/in.json';
import ksData from './data/ks.json';
import kyData from './data/ky.json';
import laData from './data/la.json';
import maData from './data/ma.json';
import mdData from './data/md.json';
import meData from './data/me.json';
import miData from './data/mi.json';
import mnData from './data/mn.json';
import moData from './data/mo.json';
import msData from './data/ms.json';
import mtData from './data/mt.json';
import ncData from './data/nc.json';
import ndData from './data/nd.json';
import neData from './data/ne.json';
import nhData from './data/nh.json';
import njData from './data/nj.json';
import nmData from './data/nm.json';
import nvData from './data/nv.json';
import nyData from './data/ny.json';
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
import vaData from './data/va.json';
import vtData from './data/vt.json';
import waData from './data/wa.json';
import wiData from './data/wi.json';
import wvData from './data/wv.json';
import wyData from './data/wy.json';

const files = {
  AK: akData,
  AL: alData,
  AR: arData,
  AZ: azData,
  CA: caData,
  CO: coData,
  CT: ctData,
  DC: dcData,
  DE: deData,
  FL: flData,
  GA: gaData,
  HI: hiData,
  IA: iaData,
  ID: idData,
  IL: ilData,
  IN: inData,
  KS: ksData,
  KY: kyData,
  LA: laData,
  MA: maData,
  MD: mdData,
  ME: meData,
  MI: miData,
  MN: mnData,
  MO: moData,
  MS: msData,
  MT: mtData,
  NC: ncData,
  ND: ndData,
  NE: neData,
  NH: nhData,
  NJ: njData,
  NM: nmData,
  NV: nvData,
  NY: nyData,
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
  VA: vaData,
  VT: vtData,
  WA: waData,
  WI: wiData,
  WV: wvData,
  WY: wyData,
};

export type ResourceState = keyof typeof files;

const parsed = new Map<string, StateResources>();

/** A state's file, checked against its schema the first time it is read (tests check them all). */
export function stateResources(state: ResourceState): StateResources {
  let file = parsed.get(state);
  if (!file) {
    file = StateResources.parse(files[state]);
    parsed.set(state, file);
  }
  return file;
}

/** A state's resource of one kind, or what the state has instead where it has none. */
export function stateResource(
  state: string,
  kind: StateResourceKind,
): StateResource | AbsentResource | undefined {
  return state in files ? stateResources(state as ResourceState).resources[kind] : undefined;
}
