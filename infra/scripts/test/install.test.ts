import { execFile } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

/**
 * A clean install from the committed manifests works, as the Dockerfile and a new clone on any
 * platform do it: `npm ci` refuses a lock file that lacks a package the manifests need (another
 * platform's optional binary, say) with EUSAGE "Missing: … from lock file".
 *
 * Offline: npm checks the lock against the manifests without fetching anything (an empty cache of
 * its own and `--offline`), so the test needs no network and never touches node_modules.
 */
const root = path.join(__dirname, '..', '..', '..');
const run = promisify(execFile);

const workspaces = (
  JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { workspaces: string[] }
).workspaces;

/** The manifests `npm ci` reads, copied into an empty folder in the repository's layout. */
function copyManifests(into: string): void {
  for (const file of ['package.json', 'package-lock.json', ...workspaces.map(manifestOf)]) {
    mkdirSync(path.dirname(path.join(into, file)), { recursive: true });
    copyFileSync(path.join(root, file), path.join(into, file));
  }
}

function manifestOf(workspace: string): string {
  return path.posix.join(workspace, 'package.json');
}

/** The environment without what a parent npm (`npm test`) passes down to its scripts. */
function cleanEnv(): NodeJS.ProcessEnv {
  return Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !name.toLowerCase().startsWith('npm_')),
  );
}

describe('installing from the committed manifests', () => {
  let dir: string;

  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'tend-npm-ci-'));
    copyManifests(dir);
  });

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('npm ci accepts the committed package-lock.json', async () => {
    const args = [
      'ci',
      '--dry-run',
      '--ignore-scripts',
      '--no-audit',
      '--no-fund',
      '--offline',
      '--cache',
      path.join(dir, '.npm-cache'),
    ];
    const outcome = await run('npm', args, { cwd: dir, env: cleanEnv() }).then(
      () => 'accepted',
      (error: { stderr?: string; message: string }) =>
        (error.stderr ?? error.message)
          .split('\n')
          .filter((line) => /EUSAGE|Missing|Invalid|in sync|ENOTCACHED/.test(line))
          .join('\n') ||
        (error.stderr ?? error.message),
    );
    expect(outcome).toBe('accepted');
  }, 60_000);

  it("the Dockerfile copies every workspace's package.json before npm ci", () => {
    const dockerfile = readFileSync(path.join(root, 'infra/docker/Dockerfile'), 'utf8');
    const beforeInstall = dockerfile.slice(0, dockerfile.indexOf('npm ci'));
    const copied = [...beforeInstall.matchAll(/^COPY\s+(\S+\/package\.json)\s/gm)].map(
      ([, file]) => file,
    );
    expect(copied.sort()).toEqual(workspaces.map(manifestOf).sort());
  });
});
