/** Hostile and careless input, in the shapes a client can send. */
export const oddStrings = [
  '',
  ' ',
  'x'.repeat(100_000),
  '\u0000\u0001\u0002',
  '\uD800',
  '🧓🏽👵🏻❤️‍🩹',
  'Ω≈ç√∫˜µ≤≥÷',
  '<script>alert(1)</script>',
  "'; drop table users; --",
  '../../../../etc/passwd',
  '%2e%2e%2f%2e%2e%2f',
  '{"$gt": ""}',
  'null',
  '\u202Egnp.exe',
];

export const oddValues: unknown[] = [
  null,
  0,
  -1,
  1e308,
  Number.MAX_SAFE_INTEGER + 2,
  true,
  [],
  {},
  [1, 'a'],
  { nested: { deeper: [] } },
  ...oddStrings,
];

/** Path parameters a client might put where an id goes. */
export const oddIds = [
  'not-an-id',
  '0',
  '-1',
  '..',
  '%2e%2e',
  '00000000-0000-0000-0000-000000000000',
  'a'.repeat(180),
  '%00',
  '%F0%9F%A7%93',
];

/** Bodies that replace a whole request body. */
export const oddBodies: { rawBody: string; contentType: string }[] = [
  { rawBody: '{"a":', contentType: 'application/json' },
  { rawBody: '[]', contentType: 'application/json' },
  { rawBody: '"just a string"', contentType: 'application/json' },
  { rawBody: '12', contentType: 'application/json' },
  { rawBody: 'null', contentType: 'application/json' },
  { rawBody: '{"__proto__": {"admin": true}}', contentType: 'application/json' },
  { rawBody: 'a=1&b=2', contentType: 'application/x-www-form-urlencoded' },
  { rawBody: '<xml/>', contentType: 'application/xml' },
  { rawBody: '{}', contentType: 'text/plain' },
  {
    rawBody: JSON.stringify({ big: 'x'.repeat(2 * 1024 * 1024) }),
    contentType: 'application/json',
  },
];
