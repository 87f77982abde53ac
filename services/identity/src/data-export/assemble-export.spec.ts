import { assembleExport, exportFileName, partsMissing } from './assemble-export';

const at = new Date('2026-11-23T10:00:00.000Z');

describe('partsMissing', () => {
  it.each([
    [
      [],
      [
        'identity',
        'care-profile',
        'coach',
        'assessment',
        'notifications',
        'discovery',
        'care-circle',
      ],
    ],
    [
      ['identity', 'coach'],
      ['care-profile', 'assessment', 'notifications', 'discovery', 'care-circle'],
    ],
    [
      [
        'identity',
        'care-profile',
        'coach',
        'assessment',
        'notifications',
        'discovery',
        'care-circle',
      ],
      [],
    ],
  ])('after %j, waits for %j', (received, missing) => {
    expect(partsMissing(received)).toEqual(missing);
  });
});

describe('assembleExport', () => {
  it.each([
    [
      'sections from each service, account first',
      [
        ['coach', { conversations: [1] }],
        ['identity', { account: { id: 'u' } }],
      ],
      ['exportedAt', 'about', 'account', 'conversations'],
    ],
    [
      'a section two services name is kept apart',
      [
        ['care-profile', { preferences: 'a' }],
        ['notifications', { preferences: 'b' }],
      ],
      ['exportedAt', 'about', 'preferences', 'notifications.preferences'],
    ],
    ['no parts at all', [], ['exportedAt', 'about']],
  ] as [string, [string, Record<string, unknown>][], string[]][])('%s', (_case, parts, keys) => {
    expect(Object.keys(assembleExport(new Map(parts), at))).toEqual(keys);
  });
});

describe('exportFileName', () => {
  it('carries the date of the copy', () => {
    expect(exportFileName(at)).toBe('tend-data-2026-11-23.json');
  });
});
