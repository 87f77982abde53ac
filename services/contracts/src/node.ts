/** Shared rules that need Node's crypto: for servers only, never bundled into the web app. */
export * from './notifications/unsubscribe-token';
