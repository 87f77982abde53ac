/**
 * For servers only, never bundled into the web app: shared rules that need Node's crypto, and
 * datasets only servers read (the caregiving resources by state the coach's answers name).
 */
export * from './notifications/unsubscribe-token';
export * from './state-resources/state-resources.schema';
export * from './state-resources/state-resources';
