import { inBrowserTimeZone } from './time-zone';

describe('inBrowserTimeZone', () => {
  it("asks for the browser's own zone", () => {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(inBrowserTimeZone('/api/chat/conversations/1/export')).toBe(
      `/api/chat/conversations/1/export?timeZone=${encodeURIComponent(zone)}`,
    );
  });
});
