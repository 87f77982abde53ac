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
    rawBody: '--b\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--b--',
    contentType: 'multipart/form-data; boundary=b',
  },
  { rawBody: '{}', contentType: 'application/octet-stream' },
  { rawBody: '{}', contentType: 'application/json; charset=utf-16' },
  { rawBody: '{}', contentType: 'text/html' },
  { rawBody: '{}', contentType: 'application/jsonx' },
  { rawBody: '{}', contentType: 'not a type' },
  { rawBody: '['.repeat(100_000), contentType: 'application/json' },
  {
    rawBody: JSON.stringify({ conditions: Array(100_000).fill('dementia') }),
    contentType: 'application/json',
  },
  ...oversizedBodies(),
];

/** Bodies over the 1 MB the API reads: each must be answered 413 (uploads aside), never a reset. */
export function oversizedBodies(): { rawBody: string; contentType: string }[] {
  const big = 'x'.repeat(2 * 1024 * 1024);
  return [
    { rawBody: JSON.stringify({ big }), contentType: 'application/json' },
    { rawBody: `a=${big}`, contentType: 'application/x-www-form-urlencoded' },
    { rawBody: big, contentType: 'text/plain' },
  ];
}
