/**
 * The build stands in for the Tooltip UniqueProvider that antd's ConfigProvider imports
 * (web/scripts/without-unique-tooltips.ts). That holds only while antd still imports it by that
 * path, and is right only while Tend never asks for unique tooltips: a newer antd or such a
 * setting must be seen here, not in a silently bigger landing or a changed tooltip.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const webSource = join(__dirname, '..');

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('the unique-tooltip stand-in of the build', () => {
  it('still matches the import antd’s ConfigProvider makes', () => {
    // The ES build's file, as Vite reads it (Jest itself maps antd/es to antd/lib).
    const antd = join(require.resolve('antd/package.json'), '..');
    const configProvider = readFileSync(join(antd, 'es/config-provider/index.js'), 'utf8');
    expect(configProvider).toContain("from '../tooltip/UniqueProvider'");
  });

  it('stands in for an option no screen sets', () => {
    const setting = /unique\s*:/;
    expect(
      sourceFiles(webSource).filter((file) => setting.test(readFileSync(file, 'utf8'))),
    ).toEqual([]);
  });
});
