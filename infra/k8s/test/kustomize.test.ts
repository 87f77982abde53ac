import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse, parseAllDocuments } from 'yaml';

/**
 * The manifests as the cluster would get them (`kubectl apply -k infra/k8s`): each process the
 * base made its own by its overlay, with its image, command, secrets, port, probes and size.
 */
const root = path.join(__dirname, '..');

interface Manifest {
  kind: string;
  metadata: { name: string; labels?: Record<string, string>; annotations?: Record<string, string> };
  spec?: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- manifests of many kinds, read loosely
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

const processes: Record<string, { image: string; command: string; database?: string }> = {
  gateway: { image: 'tend/gateway:latest', command: 'gateway/dist/main.js' },
  identity: { image: 'tend/identity:latest', command: 'services/identity/dist/main.js' },
  'care-profile': {
    image: 'tend/care-profile:latest',
    command: 'services/care-profile/dist/main.js',
  },
  coach: { image: 'tend/coach:latest', command: 'services/coach/dist/main.js' },
  assessment: { image: 'tend/assessment:latest', command: 'services/assessment/dist/main.js' },
  notifications: {
    image: 'tend/notifications:latest',
    command: 'services/notifications/dist/main.js',
  },
  discovery: { image: 'tend/discovery:latest', command: 'services/discovery/dist/main.js' },
  'email-worker': {
    image: 'tend/notifications:latest',
    command: 'services/notifications/dist/email-worker.js',
    database: 'tend-notifications',
  },
  'crawl-worker': {
    image: 'tend/discovery:latest',
    command: 'services/discovery/dist/crawl-worker.js',
    database: 'tend-discovery',
  },
};

describe('the Kubernetes manifests (kustomize)', () => {
  it('every kustomization names files and folders that exist', () => {
    const all = kustomizations();
    expect(all.length).toBeGreaterThan(9);
    for (const { refs } of all)
      for (const ref of refs) expect([ref, existsSync(ref)]).toEqual([ref, true]);
  });

  (hasKubectl ? describe : describe.skip)('rendered by kubectl kustomize', () => {
    const manifests = hasKubectl ? render() : [];
    const find = (kind: string, name: string) =>
      manifests.find((m) => m.kind === kind && m.metadata.name === name);

    it('has one Deployment, Service and PodDisruptionBudget per process, and no placeholder', () => {
      const names = (kind: string) =>
        manifests
          .filter((m) => m.kind === kind)
          .map((m) => m.metadata.name)
          .sort();
      for (const kind of ['Deployment', 'Service', 'PodDisruptionBudget'])
        expect(names(kind)).toEqual(Object.keys(processes).sort());
      expect(manifests.filter((m) => m.kind === 'TendProcess')).toEqual([]);
      // The base's placeholder name, as a value anywhere (a name, a selector, a key, a queue).
      expect(JSON.stringify(manifests).match(/"service"(?!:)|[.:/-]service\b/)).toBeNull();
    });

    it.each(Object.entries(processes))(
      '%s: its image, command, secrets, port, probes and selectors',
      (name, expected) => {
        const deployment = find('Deployment', name)!;
        const service = find('Service', name)!;
        const pdb = find('PodDisruptionBudget', name)!;
        const pod = deployment.spec.template;
        const [container] = pod.spec.containers;
        expect(container.name).toBe(name);
        expect(container.image).toBe(expected.image);
        expect(container.command).toEqual(['node', expected.command]);
        for (const selector of [
          deployment.spec.selector.matchLabels,
          pod.metadata.labels,
          service.spec.selector,
          pdb.spec.selector.matchLabels,
        ])
          expect(selector).toMatchObject({ 'app.kubernetes.io/name': name });

        const env = Object.fromEntries(
          (
            container.env as {
              name: string;
              value?: string;
              valueFrom?: { secretKeyRef: object };
            }[]
          ).map((e) => [e.name, e]),
        );
        const [port] = container.ports as { name: string; containerPort: number }[];
        const portNumber = String(port.containerPort);
        expect(pod.metadata.annotations['prometheus.io/port']).toBe(portNumber);
        expect(service.spec.ports[0].targetPort).toBe(port.name);
        if (name === 'gateway') {
          expect([env.PORT?.value, env.DATABASE_URL]).toEqual([portNumber, undefined]);
        } else {
          expect([env.HEALTH_PORT?.value, service.spec.ports[0].port]).toEqual([
            portNumber,
            port.containerPort,
          ]);
          expect(env.DATABASE_URL?.valueFrom?.secretKeyRef).toEqual({
            name: 'tend-databases',
            key: expected.database ?? `tend-${name}`,
          });
        }
        for (const probe of ['livenessProbe', 'readinessProbe'])
          expect(container[probe].httpGet.port).toBe(port.name);
        expect(container.resources.requests).toEqual(
          expect.objectContaining({ cpu: expect.any(String) }),
        );
        expect(container.resources.limits).toEqual(
          expect.objectContaining({ memory: expect.any(String) }),
        );
      },
    );

    it('scales each process on its own queues', () => {
      for (const scaled of manifests.filter((m) => m.kind === 'ScaledObject')) {
        const { name } = scaled.metadata;
        expect(scaled.spec.scaleTargetRef.name).toBe(name);
        expect(find('Deployment', name)).toBeDefined();
        const queues = (scaled.spec.triggers as { metadata: Record<string, string> }[]).flatMap(
          (t) => [t.metadata.queueName, t.metadata.listName].filter(Boolean),
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
