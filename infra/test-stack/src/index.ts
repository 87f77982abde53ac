// Test helpers only (never built, never deployed): every service's integration tests, the
// gateway's and the fault suite start a whole Tend with TestStack and act on it with these.
export * from './test-stack';
export * from './http-api';
export type { CallArgs, CallError, CallInput } from './route-call';
export * from './quiet';
export * from './caregiver';
export * from './caregiver-data';
export * from './circle';
export * from './discovery';
export * from './library';
export * from './publish-event';
export * from '../fixtures/fixture-site';
