/** Full-page navigations (leaving the single-page app, or starting it afresh). Kept in one place so tests can replace them. */
export const browser = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
