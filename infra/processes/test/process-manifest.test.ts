import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { ServiceNames } from '@tend/contracts';
import {
  BackingServers,
  Processes,
  processNames,
  type ProcessEntry,
  type ProcessName,
} from '@tend/platform/processes';

/**
 * The files that cannot import the process manifest (`services/platform/src/processes.ts`), checked
 * against it. Each failure names the file and what it lacks, so adding a process is its manifest
 * entry, its folder, and what this test then asks for.
 */
const root = path.resolve(__dirname, '../../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const readJson = <T>(file: string) => JSON.parse(read(file)) as T;

const entries = Object.entries(Processes) as [ProcessName, ProcessEntry][];
const deployed = entries.filter(([, process]) => process.kind !== 'tool');
const folders = [...new Set(entries.map(([, process]) => process.folder))];
const DefaultEntry = 'dist/main.js';

/** The key of a database's URL in the `tend-databases` secret: tend_care_profile → tend-care-profile. */
const kubernetesDatabaseKey = (database: string) => database.replace(/_/g, '-');

/** The package name in a folder's package.json (`@tend/…`), or undefined when there is none. */
function packageName(folder: string): string | undefined {
  const file = path.join(folder, 'package.json');
  return existsSync(path.join(root, file)) ? readJson<{ name: string }>(file).name : undefined;
}

const workspaces = readJson<{ workspaces: string[] }>('package.json').workspaces;

describe('the process manifest (services/platform/src/processes.ts)', () => {
  it('names each process once, with its own health port, in a package folder with its entry', () => {
    const problems: string[] = [];
    const ports = entries.map(([, process]) => process.healthPort);
    for (const [name, process] of entries) {
      if (ports.indexOf(process.healthPort) !== ports.lastIndexOf(process.healthPort))
        problems.push(`${name}: health port ${process.healthPort} is used by another process`);
      if (!packageName(process.folder))
        problems.push(`${name}: ${process.folder}/package.json is missing`);
      const source = path.join(
        process.folder,
        process.entry.replace(/^dist\/(.*)\.js$/, 'src/$1.ts'),
      );
      if (!existsSync(path.join(root, source)))
        problems.push(
          `${name}: its entry ${process.entry} is built from ${source}, which is missing`,
        );
      if ((process.kind === 'service' || process.kind === 'worker') && !process.database)
        problems.push(`${name}: a ${process.kind} names its database`);
    }
    expect(problems).toEqual([]);
  });

  it('has the services of contracts’ ServiceNames (the names erasure and export events carry)', () => {
    const services = processNames('service');
    const problems = [
      ...services
        .filter((name) => !(ServiceNames as readonly string[]).includes(name))
        .map((name) => `services/contracts/src/services.ts: ServiceNames lacks '${name}'`),
      ...ServiceNames.filter((name) => !(services as string[]).includes(name)).map(
        (name) => `services/platform/src/processes.ts: no service '${name}' (in ServiceNames)`,
      ),
    ];
    expect(problems).toEqual([]);
  });
});

describe('the workspace files agree with the process manifest', () => {
  it('package.json: every process folder is a workspace', () => {
    const problems = folders
      .filter((folder) => !workspaces.includes(folder))
      .map((folder) => `package.json: "workspaces" lacks "${folder}"`);
    expect(problems).toEqual([]);
  });

  it('tsconfig.build.json and tsconfig.base.json: every process package is built and resolvable', () => {
    const references = readJson<{ references: { path: string }[] }>(
      'tsconfig.build.json',
    ).references.map((reference) => reference.path);
    const paths = readJson<{ compilerOptions: { paths: Record<string, string[]> } }>(
      'tsconfig.base.json',
    ).compilerOptions.paths;
    const problems: string[] = [];
    for (const folder of folders) {
      if (!references.includes(`${folder}/tsconfig.build.json`))
        problems.push(
          `tsconfig.build.json: "references" lacks { "path": "${folder}/tsconfig.build.json" }`,
        );
      const name = packageName(folder);
      if (name && paths[name]?.[0] !== `${folder}/src/index.ts`)
        problems.push(`tsconfig.base.json: "paths" lacks "${name}": ["${folder}/src/index.ts"]`);
    }
    expect(problems).toEqual([]);
  });

  it('jest.config.js and jest.preset.js: every process package is a Jest project, resolved to its sources', async () => {
    // The CommonJS configurations, as Jest reads them.
    const { projects } = (await import(path.join(root, 'jest.config.js'))) as {
      projects: string[];
    };
    const { moduleNameMapper } = (await import(path.join(root, 'jest.preset.js'))) as {
      moduleNameMapper: Record<string, string>;
    };
    const resolve = (name: string) => {
      const rule = Object.entries(moduleNameMapper).find(([pattern]) =>
        new RegExp(pattern).test(name),
      );
      return rule && name.replace(new RegExp(rule[0]), rule[1]);
    };
    const problems: string[] = [];
    for (const folder of folders) {
      if (!projects.includes(`<rootDir>/${folder}`))
        problems.push(
          `jest.config.js: no project ${folder} (it runs every workspace with a jest.config.js)`,
        );
      const name = packageName(folder);
      if (name && resolve(name) !== path.join(root, folder, 'src/index.ts'))
        problems.push(
          `jest.preset.js: ${name} does not resolve to ${folder}/src/index.ts (it maps every workspace with one)`,
        );
    }
    expect(problems).toEqual([]);
  });

  it('infra/docker/Dockerfile: copies the manifest of every workspace before `npm ci`', () => {
    const dockerfile = read('infra/docker/Dockerfile');
    const problems = workspaces
      .filter((folder) => !dockerfile.includes(`COPY ${folder}/package.json ${folder}/\n`))
      .map((folder) => `infra/docker/Dockerfile: lacks "COPY ${folder}/package.json ${folder}/"`);
    expect(problems).toEqual([]);
  });
});

describe('the backing servers agree with the process manifest', () => {
  const compose = parse(read('docker-compose.yml'), { merge: true }) as {
    services: Record<string, { build?: { context?: string } }>;
  };
  const kustomization = parse(read('infra/k8s/kustomization.yaml')) as { resources: string[] };

  it.each(Object.entries(BackingServers))(
    '%s: installed from its requirements, started by npm start and npm test, deployed by compose and Kubernetes',
    (name, server) => {
      const problems: string[] = [];
      for (const file of ['requirements.txt', 'Dockerfile'])
        if (!existsSync(path.join(root, server.folder, file)))
          problems.push(`${server.folder}/${file} is missing`);
      if (!read('infra/scripts/lib.sh').includes(`port_open ${server.port}`))
        problems.push(`infra/scripts/lib.sh: run_${name} does not wait for port ${server.port}`);
      if (compose.services[name]?.build?.context !== server.folder)
        problems.push(`docker-compose.yml: no service '${name}' built from ${server.folder}`);
      if (!kustomization.resources.includes(`services/${name}`))
        problems.push(`infra/k8s/kustomization.yaml: "resources" lacks services/${name}`);
      if (!read(`${server.folder}/Dockerfile`).includes(`"--port", "${server.port}"`))
        problems.push(`${server.folder}/Dockerfile: the server does not listen on ${server.port}`);
      expect(problems).toEqual([]);
    },
  );
});

interface ComposeService {
  build?: { dockerfile?: string; args?: Record<string, string> };
  environment?: Record<string, string | null>;
  healthcheck?: { test: string[] };
}

describe('docker-compose.yml agrees with the process manifest', () => {
  const compose = parse(read('docker-compose.yml'), { merge: true }) as {
    services: Record<string, ComposeService>;
  };

  it.each(entries)('%s: its image, entry, health check, port and database', (name, process) => {
    const service = compose.services[name];
    if (!service) {
      expect([`docker-compose.yml: no service '${name}' (build APP: ${process.folder})`]).toEqual(
        [],
      );
      return;
    }
    const env = service.environment ?? {};
    const portSetting = process.kind === 'gateway' ? 'PORT' : 'HEALTH_PORT';
    const problems: string[] = [];
    const compare = (what: string, actual: unknown, expected: unknown) => {
      if (actual !== expected)
        problems.push(
          `docker-compose.yml: ${name}'s ${what} is ${JSON.stringify(actual)}, not ${JSON.stringify(expected)}`,
        );
    };
    compare('build.dockerfile', service.build?.dockerfile, 'infra/docker/Dockerfile');
    compare('build.args.APP', service.build?.args?.APP, process.folder);
    compare(
      'build.args.MAIN',
      service.build?.args?.MAIN,
      process.entry === DefaultEntry ? undefined : process.entry,
    );
    compare(`environment.${portSetting}`, env[portSetting], String(process.healthPort));
    compare('DATABASE_URL database', env.DATABASE_URL?.replace(/^.*\//, ''), process.database);
    compare(
      'healthcheck',
      service.healthcheck?.test.join(' '),
      'CMD node /app/infra/docker/healthcheck.cjs',
    );
    expect(problems).toEqual([]);
  });

  it('runs no Tend image that the manifest does not name', () => {
    const unknown = Object.entries(compose.services)
      .filter(([, service]) => service.build?.dockerfile === 'infra/docker/Dockerfile')
      .map(([name]) => name)
      .filter((name) => !(name in Processes))
      .map((name) => `docker-compose.yml: service '${name}' is not in the process manifest`);
    expect(unknown).toEqual([]);
  });
});

describe('the Kubernetes overlays agree with the process manifest', () => {
  const resources = (
    parse(read('infra/k8s/kustomization.yaml')) as { resources: string[] }
  ).resources.filter((resource) => resource.startsWith('services/'));
  const secrets = read('infra/k8s/secrets.example.yaml');

  it('infra/k8s/kustomization.yaml: an overlay for every process but the tools and every backing server, and no other', () => {
    const problems: string[] = [];
    for (const [name, process] of deployed) {
      if (!resources.includes(`services/${name}`))
        problems.push(`infra/k8s/kustomization.yaml: "resources" lacks services/${name}`);
      if (!existsSync(path.join(root, 'infra/k8s/services', name, 'patch.yaml')))
        problems.push(
          `infra/k8s/services/${name}/: no overlay (copy infra/k8s/services/${process.kind === 'worker' ? 'email-worker' : 'assessment'} and rename it)`,
        );
      if (process.database && !secrets.includes(`  ${kubernetesDatabaseKey(process.database)}: `))
        problems.push(
          `infra/k8s/secrets.example.yaml: tend-databases lacks ${kubernetesDatabaseKey(process.database)}`,
        );
    }
    const named = [...deployed.map(([name]) => name), ...Object.keys(BackingServers)];
    for (const resource of resources)
      if (!named.some((name) => resource === `services/${name}`))
        problems.push(`infra/k8s/kustomization.yaml: ${resource} is not in the process manifest`);
    expect(problems).toEqual([]);
  });
});
