import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { loadPrerenderedPages, type PageSettings } from './prerendered-pages';

/** A web build's dist/ with index.html and the given prerendered files and list. */
function webDist(files: Record<string, string>, pages: unknown): string {
  const root = mkdtempSync(path.join(tmpdir(), 'tend-prerendered-'));
  writeFileSync(path.join(root, 'index.html'), '<div id="root"></div>');
  for (const [file, html] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, 'prerendered', file)), { recursive: true });
    writeFileSync(path.join(root, 'prerendered', file), html);
  }
  if (pages) writeFileSync(path.join(root, 'prerendered', 'pages.json'), JSON.stringify(pages));
  return root;
}

const build = webDist(
  {
    'on/landing.html': 'Get Paid to Care',
    'off/landing.html': 'Expert Caregiving Support',
    'es-US/on/landing.html': 'Reciba pago por cuidar',
    'es-US/off/landing.html': 'Apoyo experto',
    'on/terms.html': 'terms, write to support@tend.care',
    'off/terms.html': 'terms, write to support@tend.care',
    'on/shells/home.html': 'Home frame, flag on',
    'off/shells/home.html': 'Home frame, flag off',
    'es-US/on/shells/coach.html': 'Marco del coach',
  },
  {
    pages: [
      {
        path: '/',
        readsQuery: false,
        variants: [
          { file: 'on/landing.html', renderedWith: { eligibilityEnabled: true } },
          { file: 'off/landing.html', renderedWith: { eligibilityEnabled: false } },
          {
            file: 'es-US/on/landing.html',
            language: 'es-US',
            renderedWith: { eligibilityEnabled: true },
          },
          {
            file: 'es-US/off/landing.html',
            language: 'es-US',
            renderedWith: { eligibilityEnabled: false },
          },
        ],
      },
      {
        path: '/terms-of-service',
        readsQuery: false,
        variants: [true, false].map((on) => ({
          file: `${on ? 'on' : 'off'}/terms.html`,
          renderedWith: { eligibilityEnabled: on, supportEmail: 'support@tend.care' },
        })),
      },
    ],
    shells: [
      {
        path: '/',
        variants: [true, false].map((on) => ({
          file: `${on ? 'on' : 'off'}/shells/home.html`,
          language: 'en',
          renderedWith: { eligibilityEnabled: on },
        })),
      },
      {
        path: '/ai-coach',
        variants: [
          {
            file: 'es-US/on/shells/coach.html',
            language: 'es-US',
            renderedWith: { eligibilityEnabled: true },
          },
        ],
      },
    ],
  },
);

const settings = (overrides: Partial<PageSettings> = {}): PageSettings => ({
  eligibilityEnabled: true,
  supportEmail: 'support@tend.care',
  ...overrides,
});

describe('the prerendered pages a gateway serves', () => {
  it('picks the landing rendered with its eligibility flag, on or off', () => {
    expect(loadPrerenderedPages(build, settings()).pages.get('/')?.get('en')?.html).toBe(
      'Get Paid to Care',
    );
    expect(
      loadPrerenderedPages(build, settings({ eligibilityEnabled: false }))
        .pages.get('/')
        ?.get('en')?.html,
    ).toBe('Expert Caregiving Support');
  });

  it('keeps each language the build rendered a page in, a variant without one being English', () => {
    const landing = loadPrerenderedPages(build, settings({ eligibilityEnabled: false })).pages.get(
      '/',
    );
    expect(landing?.get('es-US')?.html).toBe('Apoyo experto');
    expect(landing?.get('en')?.language).toBe('en');
    const terms = loadPrerenderedPages(build, settings()).pages.get('/terms-of-service');
    expect([...(terms?.keys() ?? [])]).toEqual(['en']);
  });

  it('leaves out a page showing a support address other than its own', () => {
    const { pages } = loadPrerenderedPages(build, settings({ supportEmail: 'help@example.org' }));
    expect([...pages.keys()]).toEqual(['/']);
  });

  it('keeps each page gzipped as well', () => {
    const landing = loadPrerenderedPages(build, settings()).pages.get('/')?.get('en');
    expect(gunzipSync(landing!.gzipped).toString()).toBe('Get Paid to Care');
  });

  it('has none when the build rendered none', () => {
    const none = loadPrerenderedPages(webDist({}, undefined), settings());
    expect([none.pages.size, none.shells.size]).toEqual([0, 0]);
  });

  it('picks the signed-in shells apart from the public pages, by flag and language', () => {
    const { pages, shells } = loadPrerenderedPages(build, settings());
    expect(pages.get('/ai-coach')).toBeUndefined();
    expect(shells.get('/')?.get('en')?.html).toBe('Home frame, flag on');
    expect(shells.get('/ai-coach')?.get('es-US')?.html).toBe('Marco del coach');
    const flagOff = loadPrerenderedPages(build, settings({ eligibilityEnabled: false }));
    expect(flagOff.shells.get('/')?.get('en')?.html).toBe('Home frame, flag off');
  });

  it('has no shells from a build that made none', () => {
    const older = webDist({ 'on/landing.html': 'Get Paid to Care' }, { pages: [] });
    expect(loadPrerenderedPages(older, settings()).shells.size).toBe(0);
  });
});
