import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { colorVariable, palette, paletteVariables } from './palette';

const sourceRoot = path.join(__dirname, '..');
const paletteModule = path.join(__dirname, 'palette.ts');

/** Every stylesheet and component of the app (tests aside: their fixtures are not painted). */
function appSources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return appSources(full);
    const isSource = /\.(css|tsx?)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name);
    return isSource && full !== paletteModule ? [full] : [];
  });
}

/** `#abc`, `#abcd`, `#aabbcc` or `#aabbccdd`, not part of a word, an entity or a link. */
const hexColour = /(?<![\w&/])#(?:[0-9a-f]{8}|[0-9a-f]{6}|[0-9a-f]{3,4})\b/gi;
/** `rgb(…)`, `rgba(…)`, `hsl(…)` or `hsla(…)`: a colour written out, translucent ones too. */
const functionColour = /\b(?:rgba?|hsla?)\([^)]*\)/gi;

describe('one palette', () => {
  it.each([
    ['hex', hexColour],
    ['rgb() or hsl()', functionColour],
  ])(
    'writes every %s colour in the palette module only: stylesheets and components use it',
    (_kind, colour) => {
      const found = appSources(sourceRoot).flatMap((file) =>
        readFileSync(file, 'utf8')
          .split('\n')
          .flatMap((line, i) =>
            (line.match(colour) ?? []).map(
              (written) => `${path.relative(sourceRoot, file)}:${i + 1} ${written}`,
            ),
          ),
      );
      expect(found).toEqual([]);
    },
  );

  it('gives each colour one stylesheet variable', () => {
    expect(colorVariable('primaryDark')).toBe('--tend-color-primary-dark');
    const variables = paletteVariables();
    expect(variables['--tend-color-primary']).toBe(palette.primary);
    expect(variables['--tend-color-primary-ring']).toBe('rgba(47, 111, 98, 0.2)');
    expect(Object.keys(variables)).toHaveLength(Object.keys(palette).length);
  });

  it('defines every colour variable a stylesheet reads', () => {
    const defined = new Set(Object.keys(paletteVariables()));
    const read = appSources(sourceRoot)
      .filter((file) => file.endsWith('.css'))
      .flatMap((file) => readFileSync(file, 'utf8').match(/--tend-color-[a-z-]+/g) ?? []);
    expect(read.filter((name) => !defined.has(name))).toEqual([]);
  });
});
