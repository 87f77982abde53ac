import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse, parseAllDocuments } from 'yaml';
import {
  BackingServers,
  Processes,
  type ProcessEntry,
  type ProcessName,
} from '@tend/platform/processes';

/**
 * The manifests as the cluster would get them (`kubectl apply -k infra/k8s`): each process the
 * base made its own by its overlay, with its image, command, secrets, port, probes and size.
 */
const root = path.join(__dirname, '..');

interface Metadata {
  name: string;
  labels?: Record<string, string>;
  annotations?: Record<string, string>;
}

interface Probe {
  httpGet: { port: string; path?: string };
}

interface Container {
  name: string;
  image: string;
  command: string[];
  env: { name: string; value?: string; valueFrom?: { secretKeyRef: object } }[];
  ports: { name: string; containerPort: number }[];
  livenessProbe: Probe;
  readinessProbe: Probe;
  resources: { requests: Record<string, string>; limits: Record<string, string> };
}

/** What this test reads of each kind it checks. */
interface Specs {
  Deployment: {
    selector: { matchLabels: Record<string, string> };
    template: { metadata: Metadata; spec: { containers: Container[] } };
  };
  Service: { selector: Record<string, string>; ports: { port: number; targetPort: string }[] };
  PodDisruptionBudget: { selector: { matchLabels: Record<string, string> } };
  ScaledObject: {
    scaleTargetRef: { name: string };
    triggers: { metadata: Record<string, string> }[];
  };
}

type Kind = keyof Specs;

/** A rendered manifest, of any kind; its spec unread until its kind is known. */
interface Manifest {
  kind: string;
  metadata: Metadata;
  spec?: unknown;
}

/** A manifest of a kind this test checks, with the spec that kind has. */
interface ManifestOf<K extends Kind> extends Manifest {
  kind: K;
  spec: Specs[K];
}

/** Every kustomization under infra/k8s, and the files and folders it names. */
function kustomizations(dir = root): { dir: string; refs: string[] }[] {
  const file = path.join(dir, 'kustomization.yaml');
  const k = parse(readFileSync(file, 'utf8')) as {
    resources?: string[];
    components?: string[];
    patches?: { path?: string }[];
  };
  const refs = [
    ...(k.resources ?? []),
    ...(k.components ?? []),
    ...(k.patches ?? []).flatMap((p) => (p.path ? [p.path] : [])),
  ].map((ref) => path.join(dir, ref));
  const nested = refs.filter((ref) => existsSync(path.join(ref, 'kustomization.yaml')));
  return [{ dir, refs }, ...nested.flatMap((ref) => kustomizations(ref))];
}

const hasKubectl = (() => {
  try {
    execFileSync('kubectl', ['version', '--client'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

function render(): Manifest[] {
  const out = execFileSync('kubectl', ['kustomize', root], { encoding: 'utf8' });
  return parseAllDocuments(out).map((doc) => doc.toJS() as Manifest);
}

/** Every process of the manifest but the tools: its image (named after its package folder), command and database. */
const processes = Object.fromEntries(
  (Object.entries(Processes) as [ProcessName, ProcessEntry][])
    .filter(([, process]) => process.kind !== 'tool')
    .map(([name, { folder, entry, healthPort, database }]) => [
      name,
      {
        image: `tend/${path.basename(folder)}:latest`,
        command: `${folder}/${entry}`,
        port: healthPort,
        database: database?.replace(/_/g, '-'),
      },
    ]),
);

describe('the Kubernetes manifests (kustomize)', () => {
  it('every kustomization names files and folders that exist', () => {
    const all = kustomizations();
    expect(all.length).toBeGreaterThan(9);
    for (const { refs } of all)
      for (const ref of refs) expect([ref, existsSync(ref)]).toEqual([ref, true]);
  });

  (hasKubectl ? describe : describe.skip)('rendered by kubectl kustomize', () => {
    const manifests = hasKubectl ? render() : [];
    const ofKind = <K extends Kind>(kind: K) =>
      manifests.filter((m): m is ManifestOf<K> => m.kind === kind);
    const find = <K extends Kind>(kind: K, name: string) =>
      ofKind(kind).find((m) => m.metadata.name === name);
    /** The spec of a manifest this test needs, or a failure naming the one missing. */
    const specOf = <K extends Kind>(kind: K, name: string): Specs[K] => {
      const spec = find(kind, name)?.spec;
      if (!spec) throw new Error(`no ${kind} named ${name}`);
      return spec;
    };

    it('has one Deployment, Service and PodDisruptionBudget per process, and no placeholder', () => {
      const names = (kind: string) =>
        manifests
          .filter((m) => m.kind === kind)
          .map((m) => m.metadata.name)
          .sort();
      const all = [...Object.keys(processes), ...Object.keys(BackingServers)].sort();
      for (const kind of ['Deployment', 'Service', 'PodDisruptionBudget'])
        expect(names(kind)).toEqual(all);
      expect(manifests.filter((m) => m.kind === 'TendProcess')).toEqual([]);
      // The base's placeholder name, as a value anywhere (a name, a selector, a key, a queue).
      expect(JSON.stringify(manifests).match(/"service"(?!:)|[.:/-]service\b/)).toBeNull();
    });

    it.each(Object.entries(processes))(
      '%s: its image, command, secrets, port, probes and selectors',
      (name, expected) => {
        const deployment = specOf('Deployment', name);
        const service = specOf('Service', name);
        const pdb = specOf('PodDisruptionBudget', name);
        const pod = deployment.template;
        const [container] = pod.spec.containers;
        expect(container.name).toBe(name);
        expect(container.image).toBe(expected.image);
        expect(container.command).toEqual(['node', expected.command]);
        for (const selector of [
          deployment.selector.matchLabels,
          pod.metadata.labels,
          service.selector,
          pdb.selector.matchLabels,
        ])
          expect(selector).toMatchObject({ 'app.kubernetes.io/name': name });

        const env = Object.fromEntries(container.env.map((e) => [e.name, e]));
        const [port] = container.ports;
        expect(port.containerPort).toBe(expected.port);
        const portNumber = String(port.containerPort);
        expect(pod.metadata.annotations?.['prometheus.io/port']).toBe(portNumber);
        expect(service.ports[0].targetPort).toBe(port.name);
        if (name === 'gateway') {
          expect([env.PORT?.value, env.DATABASE_URL]).toEqual([portNumber, undefined]);
        } else {
          expect([env.HEALTH_PORT?.value, service.ports[0].port]).toEqual([
            portNumber,
            port.containerPort,
          ]);
          expect(env.DATABASE_URL?.valueFrom?.secretKeyRef).toEqual({
            name: 'tend-databases',
            key: expected.database,
          });
        }
        for (const probe of ['livenessProbe', 'readinessProbe'] as const)
          expect(container[probe].httpGet.port).toBe(port.name);
        expect(container.resources.requests).toEqual(
          expect.objectContaining({ cpu: expect.any(String) }),
        );
        expect(container.resources.limits).toEqual(
          expect.objectContaining({ memory: expect.any(String) }),
        );
      },
    );

    it.each(Object.entries(BackingServers))(
      '%s (a backing server): its image, port and health probes as the manifest says',
      (name, server) => {
        const [container] = specOf('Deployment', name).template.spec.containers;
        expect(container.image).toBe(`tend/${name}:latest`);
        expect(container.ports[0]?.containerPort).toBe(server.port);
        for (const probe of ['livenessProbe', 'readinessProbe'] as const)
          expect(container[probe].httpGet).toEqual({ path: server.readyPath, port: 'http' });
        expect(specOf('Service', name).ports[0]?.port).toBe(server.port);
      },
    );

    it('scales each process on its own queues', () => {
      for (const { metadata } of ofKind('ScaledObject')) {
        const { name } = metadata;
        const scaled = specOf('ScaledObject', name);
        expect(scaled.scaleTargetRef.name).toBe(name);
        expect(find('Deployment', name)).toBeDefined();
        const queues = scaled.triggers.flatMap((t) =>
          [t.metadata.queueName, t.metadata.listName].filter(Boolean),
        );
        const worker = name.endsWith('-worker');
        expect(queues).toEqual(
          worker
            ? [`bull:${name.replace(/-worker$/, '')}:wait`]
            : [`tend.${name}.rpc`, `tend.${name}.events`],
        );
      }
    });
  });
});
