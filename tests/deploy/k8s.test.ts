/**
 * The Kubernetes base (k8s/base, applied as it is by `kubectl apply -k k8s/`): rendered with
 * `kubectl kustomize` exactly as `kubectl apply -k` would, every object validated against the
 * Kubernetes schemas (kubernetes-models, and @kubernetes-models/gateway-api for the HTTPRoute),
 * and the kube-score / kube-linter / Polaris rules the operators care about asserted as our own
 * checks. Overlays: the example in k8s/overlays/example, and ones written here. The optional
 * components are rendered on top of the base; the Prometheus Operator's types, which no schema
 * package here knows, are checked for the shape the operator reads.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseAllDocuments } from 'yaml';

const ROOT = path.resolve(import.meta.dirname, '../..');
const K8S_DIR = path.join(ROOT, 'k8s');
const EXAMPLE_OVERLAY_DIR = path.join(K8S_DIR, 'overlays/example');
/** The uid the Dockerfile's USER names; the pods must run as that same non-root uid. */
const IMAGE_UID = Number(/^USER\s+(\d+)/m.exec(readFileSync(path.join(ROOT, 'Dockerfile'), 'utf8'))?.[1]);

// Loose shapes: the schema validation below is what checks types.
/* eslint-disable @typescript-eslint/no-explicit-any */
type K8sObject = { apiVersion: string; kind: string; metadata: { name: string; labels?: Record<string, string> }; [key: string]: any };

function kustomize(dir: string): K8sObject[] {
  let output: string;
  try {
    output = execFileSync('kubectl', ['kustomize', dir], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (error) {
    const err = error as NodeJS.ErrnoException & { stderr?: string };
    if (err.code === 'ENOENT')
      throw new Error('kubectl is not installed: it renders k8s/ (see docs/decisions/061-render-kustomize-with-kubectl.md)');
    throw new Error(`kubectl kustomize failed: ${err.stderr ?? err.message}`);
  }
  return parseYaml(output);
}

function parseYaml(text: string): K8sObject[] {
  return parseAllDocuments(text)
    .map((doc) => {
      if (doc.errors.length) throw doc.errors[0];
      return doc.toJS() as K8sObject | null;
    })
    .filter((doc): doc is K8sObject => doc !== null);
}

/** An overlay of k8s/ in a temporary folder (as an operator's own, outside this repository). */
function renderOverlay(kustomization: (base: string) => string): K8sObject[] {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'k8s-overlay-'));
  try {
    writeFileSync(path.join(dir, 'kustomization.yaml'), kustomization(path.relative(dir, K8S_DIR)));
    return kustomize(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Validates one object against the schema of its apiVersion/kind; throws with the schema error. */
async function validateObject(object: K8sObject): Promise<void> {
  const modulePath =
    object.apiVersion === 'v1'
      ? 'kubernetes-models/v1'
      : object.apiVersion.startsWith('gateway.networking.k8s.io/')
        ? `@kubernetes-models/gateway-api/${object.apiVersion}`
        : `kubernetes-models/${object.apiVersion}`;
  const models = (await import(modulePath)) as Record<string, new (data: unknown) => { validate(): void }>;
  const Model = models[object.kind];
  if (!Model) throw new Error(`no schema for ${object.apiVersion} ${object.kind}`);
  new Model(object).validate();
}

let objects: K8sObject[];
const find = (kind: string, name?: string) => {
  const found = objects.filter((object) => object.kind === kind && (name === undefined || object.metadata.name === name));
  expect(found, `exactly one ${kind}${name ? ` ${name}` : ''}`).toHaveLength(1);
  return found[0]!;
};
const SERVICE = 'consultancy-site';
const PEERS_SERVICE = 'consultancy-site-peers';

beforeAll(() => {
  objects = kustomize(K8S_DIR);
});

describe('k8s/ renders and validates', () => {
  it('renders every object the operators need', () => {
    expect(objects.map((object) => object.kind).sort()).toEqual(
      [
        'ConfigMap',
        'Deployment',
        'HorizontalPodAutoscaler',
        'HTTPRoute',
        'NetworkPolicy',
        'PodDisruptionBudget',
        'Service',
        'Service',
        'ServiceAccount',
      ].sort(),
    );
  });

  it('every rendered object, and the Secret example, passes the Kubernetes schema', async () => {
    const secretExample = parseYaml(readFileSync(path.join(K8S_DIR, 'secret.example.yaml'), 'utf8'));
    for (const object of [...objects, ...secretExample]) {
      await expect(validateObject(object), `${object.kind}/${object.metadata.name}`).resolves.toBeUndefined();
    }
  });

  it('the schema check really rejects a malformed object', async () => {
    const broken = structuredClone(find('Deployment'));
    broken.spec.template.spec.containers[0].ports[0].containerPort = 'three thousand';
    await expect(validateObject(broken)).rejects.toThrow(/containerPort/);
    const noSelector = structuredClone(find('Deployment'));
    delete noSelector.spec.selector;
    await expect(validateObject(noSelector)).rejects.toThrow(/selector/);
    // The Gateway API schema as well: a named port is not a backendRef port.
    const namedPort = structuredClone(find('HTTPRoute'));
    namedPort.spec.rules[0].backendRefs[0].port = 'http';
    await expect(validateObject(namedPort)).rejects.toThrow(/port/);
    const badPath = structuredClone(find('HTTPRoute'));
    badPath.spec.rules[0].matches[0].path.type = 'Glob';
    await expect(validateObject(badPath)).rejects.toThrow(/type/);
  });
});

describe('Deployment', () => {
  const deployment = () => find('Deployment');
  const pod = () => deployment().spec.template.spec;
  const container = () => {
    expect(pod().containers).toHaveLength(1);
    return pod().containers[0];
  };

  it('has no replicas field: the HPA owns the count (kube-score deployment-replicas)', () => {
    expect(deployment().spec).not.toHaveProperty('replicas');
  });

  it('selector matches the template labels (kube-score pod-selector-labels)', () => {
    const selector = deployment().spec.selector.matchLabels;
    expect(Object.keys(selector).length).toBeGreaterThan(0);
    expect(deployment().spec.template.metadata.labels).toMatchObject(selector);
  });

  it('probes: startup, liveness on /healthz, readiness on /readyz, all on the named container port', () => {
    const c = container();
    expect(c.startupProbe?.httpGet?.path).toBe('/healthz');
    expect(c.livenessProbe?.httpGet?.path).toBe('/healthz');
    expect(c.readinessProbe?.httpGet?.path).toBe('/readyz');
    const portNames = c.ports.map((p: { name: string }) => p.name);
    for (const probe of [c.startupProbe, c.livenessProbe, c.readinessProbe]) {
      expect(portNames, 'kube-linter liveness-port / readiness-port / startup-port').toContain(probe.httpGet.port);
    }
    // kube-score pod-probes: identical liveness and readiness probes restart pods under load.
    expect(c.livenessProbe).not.toEqual(c.readinessProbe);
    // The startup probe must give the server room to start before liveness can kill it.
    expect(c.startupProbe.periodSeconds * c.startupProbe.failureThreshold).toBeGreaterThanOrEqual(30);
  });

  it('CPU, memory and ephemeral-storage requests and limits (kube-score, kube-linter, Polaris)', () => {
    const { requests, limits } = container().resources;
    for (const resource of ['cpu', 'memory', 'ephemeral-storage']) {
      expect(requests?.[resource], `requests.${resource}`).toBeDefined();
      expect(limits?.[resource], `limits.${resource}`).toBeDefined();
    }
  });

  it('security context: numeric non-root uid, read-only root, no privilege escalation, no capabilities, seccomp', () => {
    const podSc = pod().securityContext;
    const sc = container().securityContext;
    expect(sc.runAsNonRoot).toBe(true);
    expect(podSc.runAsNonRoot).toBe(true);
    expect(Number.isInteger(sc.runAsUser)).toBe(true);
    // kube-score container-security-context-user-group-id: uid and gid above 10000.
    expect(sc.runAsUser).toBeGreaterThan(10000);
    expect(sc.runAsGroup).toBeGreaterThan(10000);
    expect(sc.runAsUser, 'pods run as the same uid as the image USER').toBe(IMAGE_UID);
    expect(sc.readOnlyRootFilesystem).toBe(true);
    expect(sc.allowPrivilegeEscalation).toBe(false);
    expect(sc.privileged ?? false).toBe(false);
    expect(sc.capabilities?.drop).toEqual(['ALL']);
    expect(sc.capabilities?.add ?? []).toEqual([]);
    expect(sc.seccompProfile?.type).toBe('RuntimeDefault');
    expect(podSc.seccompProfile?.type).toBe('RuntimeDefault');
    for (const flag of ['hostNetwork', 'hostPID', 'hostIPC']) expect(pod()[flag] ?? false, flag).toBe(false);
    expect(pod().automountServiceAccountToken).toBe(false);
  });

  it('writable /tmp is an emptyDir (the root filesystem is read-only)', () => {
    const mount = container().volumeMounts.find((m: { mountPath: string }) => m.mountPath === '/tmp');
    expect(mount).toBeDefined();
    const volume = pod().volumes.find((v: { name: string }) => v.name === mount.name);
    expect(volume?.emptyDir).toBeDefined();
    const outbox = objects.find((o) => o.kind === 'ConfigMap')!.data.OUTBOX_DIR as string;
    expect(outbox.startsWith('/tmp/'), 'OUTBOX_DIR must be on the writable volume').toBe(true);
  });

  it('image is pinned, pulled Always (kube-score container-image-tag / image-pull-policy)', () => {
    const image: string = container().image;
    expect(image).toMatch(/:[\w][\w.-]*$/);
    expect(image).not.toMatch(/:latest$/);
    expect(container().imagePullPolicy).toBe('Always');
  });

  it('graceful termination: preStop pause, then a grace period longer than pause plus drain plus shutdown timeout', () => {
    const command: string[] = container().lifecycle?.preStop?.exec?.command;
    expect(command?.[0]).toBe('sleep');
    const pauseSeconds = Number(command[1]);
    expect(pauseSeconds).toBeGreaterThan(0);
    const config = objects.find((o) => o.kind === 'ConfigMap')!.data as Record<string, string>;
    const drainSeconds = Number(config.SHUTDOWN_DRAIN_MS) / 1000;
    const timeoutSeconds = Number(config.SHUTDOWN_TIMEOUT_MS) / 1000;
    expect(drainSeconds).toBeGreaterThan(0);
    expect(timeoutSeconds).toBeGreaterThan(drainSeconds);
    const grace = pod().terminationGracePeriodSeconds;
    expect(grace).toBeGreaterThan(pauseSeconds + drainSeconds);
    expect(grace).toBeGreaterThan(pauseSeconds + timeoutSeconds);
  });

  it('spreads pods across nodes (Polaris topologySpreadConstraint, kube-score host anti-affinity)', () => {
    const selector = deployment().spec.selector.matchLabels;
    const byHost = pod().topologySpreadConstraints.find((t: { topologyKey: string }) => t.topologyKey === 'kubernetes.io/hostname');
    expect(byHost).toBeDefined();
    expect(byHost.labelSelector.matchLabels).toEqual(selector);
    const anti = pod().affinity.podAntiAffinity.preferredDuringSchedulingIgnoredDuringExecution[0].podAffinityTerm;
    expect(anti.topologyKey).toBe('kubernetes.io/hostname');
  });

  it('rolling updates never take serving pods away before new ones are ready', () => {
    expect(deployment().spec.strategy.rollingUpdate.maxUnavailable).toBe(0);
  });

  it('takes configuration from the ConfigMap and the optional Secret, with no secret values inline', () => {
    const envFrom = container().envFrom;
    const configMap = find('ConfigMap');
    expect(envFrom).toContainEqual({ configMapRef: { name: configMap.metadata.name } });
    expect(envFrom).toContainEqual({ secretRef: { name: 'consultancy-site-secrets', optional: true } });
    // Polaris sensitiveContainerEnvVar: nothing secret-looking as a literal value.
    for (const env of container().env ?? []) expect(env.name).not.toMatch(/TOKEN|KEY|SECRET|PASSWORD|SMTP_URL/);
    for (const key of Object.keys(configMap.data)) expect(key).not.toMatch(/TOKEN|KEY|SECRET|PASSWORD|SMTP_URL/);
  });
});

describe('the other objects', () => {
  it('Service targets the pods on the named http port (kube-score service-targets-pod)', () => {
    const service = find('Service', SERVICE);
    const podLabels = find('Deployment').spec.template.metadata.labels;
    expect(podLabels).toMatchObject(service.spec.selector);
    const containerPorts = find('Deployment').spec.template.spec.containers[0].ports.map((p: { name: string }) => p.name);
    expect(containerPorts).toContain(service.spec.ports[0].targetPort);
  });

  it('HorizontalPodAutoscaler targets the Deployment with at least two replicas', () => {
    const hpa = find('HorizontalPodAutoscaler');
    expect(hpa.apiVersion).toBe('autoscaling/v2');
    expect(hpa.spec.scaleTargetRef).toEqual({ apiVersion: 'apps/v1', kind: 'Deployment', name: find('Deployment').metadata.name });
    expect(hpa.spec.minReplicas).toBeGreaterThanOrEqual(2);
    expect(hpa.spec.maxReplicas).toBeGreaterThan(hpa.spec.minReplicas);
  });

  it('PodDisruptionBudget covers the pods and allows drains (kube-linter pdb-max-unavailable)', () => {
    const pdb = find('PodDisruptionBudget');
    expect(find('Deployment').spec.template.metadata.labels).toMatchObject(pdb.spec.selector.matchLabels);
    expect(pdb.spec.maxUnavailable).toBeGreaterThanOrEqual(1);
    expect(pdb.spec).not.toHaveProperty('minAvailable');
  });

  it('HTTPRoute (Gateway API v1) routes the site host to the Service http port, attached to one named Gateway', () => {
    const route = find('HTTPRoute');
    const service = find('Service', SERVICE);
    expect(route.apiVersion).toBe('gateway.networking.k8s.io/v1');
    const siteHost = new URL(find('ConfigMap').data.PUBLIC_SITE_URL as string).host;
    expect(route.spec.hostnames).toEqual([siteHost]);
    expect(route.spec.parentRefs).toHaveLength(1);
    expect(route.spec.parentRefs[0]).toMatchObject({ kind: 'Gateway', name: expect.any(String) });
    expect(route.spec.rules).toHaveLength(1);
    expect(route.spec.rules[0].matches).toEqual([{ path: { type: 'PathPrefix', value: '/' } }]);
    const httpPort = service.spec.ports.find((p: { name: string }) => p.name === 'http');
    expect(route.spec.rules[0].backendRefs).toEqual([{ name: service.metadata.name, port: httpPort.port }]);
  });

  it('an overlay re-points the HTTPRoute at its own Gateway with one patch', () => {
    const patched = renderOverlay(
      (base) => `apiVersion: kustomize.config.k8s.io/v1beta1
kind: Kustomization
resources:
  - ${base}
patches:
  - target: { kind: HTTPRoute, name: consultancy-site }
    patch: |-
      - op: replace
        path: /spec/parentRefs/0
        value: { group: gateway.networking.k8s.io, kind: Gateway, name: edge, namespace: infra }
`,
    );
    const route = patched.find((object) => object.kind === 'HTTPRoute')!;
    expect(route.spec.parentRefs).toEqual([{ group: 'gateway.networking.k8s.io', kind: 'Gateway', name: 'edge', namespace: 'infra' }]);
  });

  it('the optional Ingress component replaces the HTTPRoute with a controller-neutral Ingress to the Service port', async () => {
    const withIngress = renderOverlay(
      (base) => `apiVersion: kustomize.config.k8s.io/v1beta1
kind: Kustomization
resources:
  - ${base}
components:
  - ${base}/components/ingress
`,
    );
    expect(withIngress.some((object) => object.kind === 'HTTPRoute')).toBe(false);
    const ingress = withIngress.find((object) => object.kind === 'Ingress')!;
    await expect(validateObject(ingress)).resolves.toBeUndefined();
    expect(ingress.spec).not.toHaveProperty('ingressClassName');
    const backend = ingress.spec.rules[0].http.paths[0].backend.service;
    expect(backend.name).toBe(SERVICE);
    expect(find('Service', SERVICE).spec.ports.map((p: { name: string }) => p.name)).toContain(backend.port.name);
    expect(ingress.spec.tls?.[0]?.secretName).toBeTruthy();
    // The controller's namespace, not the Gateway's, may reach the http port.
    const policy = withIngress.find((object) => object.kind === 'NetworkPolicy')!;
    expect(policy.spec.ingress[0]).toMatchObject({
      from: [{ namespaceSelector: { matchLabels: { 'kubernetes.io/metadata.name': 'ingress-nginx' } } }],
      ports: [{ port: 'http' }],
    });
  });

  it('an overlay sets the image by the name consultancy-site: a tag alone changes it', () => {
    const baseImage: string = find('Deployment').spec.template.spec.containers[0].image;
    const tagged = renderOverlay(
      (base) => `apiVersion: kustomize.config.k8s.io/v1beta1
kind: Kustomization
resources:
  - ${base}
images:
  - name: consultancy-site
    newTag: 9.8.7
`,
    );
    const image: string = tagged.find((object) => object.kind === 'Deployment')!.spec.template.spec.containers[0].image;
    expect(image).not.toBe(baseImage);
    expect(image).toBe(`${baseImage.slice(0, baseImage.lastIndexOf(':'))}:9.8.7`);
  });

  it('metrics: the pod declares its own port and the scrape annotations point at it; no Service exposes it', () => {
    const template = find('Deployment').spec.template;
    const container = template.spec.containers[0];
    const metrics = container.ports.find((p: { name: string }) => p.name === 'metrics');
    expect(metrics?.containerPort).toBeGreaterThan(0);
    expect(container.env).toContainEqual({ name: 'METRICS_PORT', value: String(metrics.containerPort) });
    const http = container.ports.find((p: { name: string }) => p.name === 'http');
    expect(container.env).toContainEqual({ name: 'PORT', value: String(http.containerPort) });
    expect(metrics.containerPort).not.toBe(http.containerPort);
    expect(template.metadata.annotations['prometheus.io/scrape']).toBe('true');
    expect(template.metadata.annotations['prometheus.io/port']).toBe(String(metrics.containerPort));
    expect(template.metadata.annotations['prometheus.io/path']).toBe('/metrics');
    for (const service of objects.filter((object) => object.kind === 'Service')) {
      for (const port of service.spec.ports) {
        expect([metrics.name, metrics.containerPort], `${service.metadata.name} exposes the metrics port`).not.toContain(port.targetPort);
      }
    }
  });

  it('peers: a headless Service of the ready pods on the http port, named by CACHE_PURGE_PEERS', () => {
    const peers = find('Service', PEERS_SERVICE);
    expect(peers.spec.clusterIP).toBe('None');
    expect(peers.spec.publishNotReadyAddresses ?? false).toBe(false);
    expect(find('Deployment').spec.template.metadata.labels).toMatchObject(peers.spec.selector);
    expect(peers.spec.ports).toEqual([expect.objectContaining({ targetPort: 'http' })]);
    const http = find('Deployment').spec.template.spec.containers[0].ports.find((p: { name: string }) => p.name === 'http');
    // Peers are reached on the process's own PORT, so the A records must be for that port.
    expect(peers.spec.ports[0].port).toBe(http.containerPort);
    expect(find('ConfigMap').data.CACHE_PURGE_PEERS).toBe(PEERS_SERVICE);
  });

  it('NetworkPolicy: only the monitoring namespace reaches the metrics port, and monitoring nothing else', () => {
    const rules = find('NetworkPolicy').spec.ingress as Array<{
      from: Array<Record<string, any>>;
      ports: Array<{ port: string | number }>;
    }>;
    const toMetrics = rules.filter((rule) => rule.ports.some((p) => p.port === 'metrics' || p.port === 9464));
    expect(toMetrics).toHaveLength(1);
    expect(toMetrics[0]!.ports).toEqual([{ port: 'metrics', protocol: 'TCP' }]);
    expect(toMetrics[0]!.from).toEqual([{ namespaceSelector: { matchLabels: { 'kubernetes.io/metadata.name': 'monitoring' } } }]);
    for (const rule of rules.filter((r) => r !== toMetrics[0])) {
      expect(rule.ports.map((p) => p.port)).toEqual(['http']);
      expect(JSON.stringify(rule.from)).not.toContain('monitoring');
    }
    // Peers reach each other on http (forwarded purges), in and out.
    const podSelector = find('Deployment').spec.selector.matchLabels;
    expect(
      rules.some((rule) => rule.from.some((from) => JSON.stringify(from.podSelector?.matchLabels) === JSON.stringify(podSelector))),
    ).toBe(true);
    const egress = find('NetworkPolicy').spec.egress as Array<{ to?: Array<Record<string, any>>; ports: Array<{ port: string | number }> }>;
    expect(
      egress.some(
        (rule) =>
          rule.ports.some((p) => p.port === 'http') &&
          rule.to?.some((to) => JSON.stringify(to.podSelector?.matchLabels) === JSON.stringify(podSelector)),
      ),
    ).toBe(true);
  });

  it('NetworkPolicy isolates the pods in both directions (kube-linter non-isolated-pod)', () => {
    const policy = find('NetworkPolicy');
    expect(find('Deployment').spec.template.metadata.labels).toMatchObject(policy.spec.podSelector.matchLabels);
    expect(policy.spec.policyTypes.sort()).toEqual(['Egress', 'Ingress']);
    // DNS stays reachable, or every upstream lookup fails.
    const egressPorts = policy.spec.egress.flatMap((rule: { ports?: Array<{ port: number }> }) => rule.ports?.map((p) => p.port) ?? []);
    expect(egressPorts).toContain(53);
    expect(egressPorts).toContain(443);
  });

  it('ServiceAccount mounts no token', () => {
    expect(find('ServiceAccount').automountServiceAccountToken).toBe(false);
    expect(find('Deployment').spec.template.spec.serviceAccountName).toBe(find('ServiceAccount').metadata.name);
  });

  it('uses stable API versions only (kube-score stable-version)', () => {
    for (const object of objects) expect(object.apiVersion, object.kind).not.toMatch(/(alpha|beta)/);
  });

  it('every object is labelled as part of the site', () => {
    for (const object of objects) expect(object.metadata.labels?.['app.kubernetes.io/part-of'], object.kind).toBe('consultancy-site');
  });
});

describe('the optional monitoring component (k8s/components/monitoring)', () => {
  let withMonitoring: K8sObject[];
  // A render of its own: other tests above sort arrays of the shared one in place.
  let base: K8sObject[];
  const added = (kind: string) => {
    const found = withMonitoring.filter(
      (object) => object.kind === kind && !base.some((other) => other.kind === kind && other.metadata.name === object.metadata.name),
    );
    expect(found, `one ${kind} added by the component`).toHaveLength(1);
    return found[0]!;
  };
  beforeAll(() => {
    base = kustomize(K8S_DIR);
    withMonitoring = renderOverlay(
      (base) => `apiVersion: kustomize.config.k8s.io/v1beta1
kind: Kustomization
resources:
  - ${base}
components:
  - ${base}/components/monitoring
`,
    );
  });

  it('renders on top of the base, adding a metrics Service, a ServiceMonitor, a PrometheusRule and the dashboard ConfigMap and changing nothing else', () => {
    const key = (object: K8sObject) => `${object.kind}/${object.metadata.name}`;
    expect(withMonitoring.map(key).sort()).toEqual(
      [
        ...base.map(key),
        'Service/consultancy-site-metrics',
        'ServiceMonitor/consultancy-site',
        'PrometheusRule/consultancy-site',
        'ConfigMap/consultancy-site-dashboard',
      ].sort(),
    );
    for (const object of base) {
      const rendered = withMonitoring.find((other) => key(other) === key(object));
      expect(rendered, key(object)).toEqual(object);
    }
    for (const object of withMonitoring) {
      expect(object.metadata.labels?.['app.kubernetes.io/part-of'], key(object)).toBe('consultancy-site');
    }
  });

  it('the Service and the ConfigMap pass the Kubernetes schema', async () => {
    await expect(validateObject(added('Service'))).resolves.toBeUndefined();
    await expect(validateObject(added('ConfigMap'))).resolves.toBeUndefined();
  });

  it('the metrics Service is headless, selects the pods and names their metrics port', () => {
    const service = added('Service');
    expect(service.spec.clusterIP).toBe('None');
    expect(find('Deployment').spec.template.metadata.labels).toMatchObject(service.spec.selector);
    const metricsPort = find('Deployment').spec.template.spec.containers[0].ports.find((p: { name: string }) => p.name === 'metrics');
    expect(service.spec.ports).toEqual([{ name: 'metrics', port: metricsPort.containerPort, targetPort: 'metrics', protocol: 'TCP' }]);
    // Only the monitoring namespace reaches that port (the base's NetworkPolicy, unchanged).
    const toMetrics = (rule: { ports: Array<{ port: string }> }) => rule.ports.some((p) => p.port === 'metrics');
    expect(find('NetworkPolicy').spec.ingress.some(toMetrics)).toBe(true);
  });

  // kubernetes-models has no schema for the Prometheus Operator's types: their shape is checked here.
  it('ServiceMonitor (monitoring.coreos.com/v1) selects exactly the metrics Service, scrapes its port, and sets job="consultancy-site"', () => {
    const monitor = added('ServiceMonitor');
    const service = added('Service');
    expect(monitor.apiVersion).toBe('monitoring.coreos.com/v1');
    const selector = monitor.spec.selector.matchLabels as Record<string, string>;
    const servicesSelected = withMonitoring.filter(
      (object) =>
        object.kind === 'Service' && Object.entries(selector).every(([label, value]) => object.metadata.labels?.[label] === value),
    );
    expect(servicesSelected.map((object) => object.metadata.name)).toEqual([service.metadata.name]);
    expect(monitor.spec.endpoints).toHaveLength(1);
    expect(monitor.spec.endpoints[0]).toMatchObject({ port: 'metrics', path: '/metrics', interval: expect.stringMatching(/^\d+s$/) });
    expect(service.metadata.labels?.[monitor.spec.jobLabel]).toBe('consultancy-site');
  });

  it('PrometheusRule (monitoring.coreos.com/v1) holds named groups of rules, each a record or an alert with an expression', () => {
    const rule = added('PrometheusRule');
    expect(rule.apiVersion).toBe('monitoring.coreos.com/v1');
    expect(rule.spec.groups.length).toBeGreaterThan(0);
    for (const group of rule.spec.groups) {
      expect(group.name).toMatch(/^\S+$/);
      for (const entry of group.rules) {
        expect(Boolean(entry.record) !== Boolean(entry.alert), JSON.stringify(entry)).toBe(true);
        expect(typeof entry.expr).toBe('string');
        if (entry.for !== undefined) expect(entry.for).toMatch(/^\d+[smh]$/);
      }
    }
  });

  it("the dashboard ConfigMap is labelled for Grafana's sidecar and holds one dashboard as JSON", () => {
    const configMap = added('ConfigMap');
    expect(configMap.metadata.labels?.grafana_dashboard).toBe('1');
    const files = Object.keys(configMap.data);
    expect(files).toEqual(['consultancy-site.json']);
    const dashboard = JSON.parse(configMap.data[files[0]!]);
    expect(dashboard.uid).toBe('consultancy-site');
    expect(dashboard.panels.length).toBeGreaterThan(0);
    for (const panel of dashboard.panels) {
      if (panel.type === 'row') continue;
      expect(panel.datasource, panel.title).toEqual({ type: 'prometheus', uid: '${datasource}' });
      expect(panel.targets.length, panel.title).toBeGreaterThan(0);
      for (const target of panel.targets) expect(target.expr, panel.title).toMatch(/job="consultancy-site"/);
    }
  });
});

describe('Secret example', () => {
  const secret = () => parseYaml(readFileSync(path.join(K8S_DIR, 'secret.example.yaml'), 'utf8'))[0]!;

  it('is not applied by the kustomization (it would overwrite the real Secret)', () => {
    expect(objects.some((object) => object.kind === 'Secret')).toBe(false);
  });

  it('holds placeholders only, named as the Deployment expects', () => {
    expect(secret().metadata.name).toBe('consultancy-site-secrets');
    const values = Object.values(secret().stringData as Record<string, string>);
    expect(values.length).toBeGreaterThan(0);
    for (const value of values) expect(value).toMatch(/<[^>]+>/);
    expect(secret()).not.toHaveProperty('data');
  });
});

describe('k8s/overlays/example', () => {
  const overlay = () => parseYaml(readFileSync(path.join(EXAMPLE_OVERLAY_DIR, 'kustomization.yaml'), 'utf8'))[0] as any;
  let rendered: K8sObject[];
  const findIn = (kind: string) => {
    const found = rendered.filter((object) => object.kind === kind);
    expect(found, `exactly one ${kind}`).toHaveLength(1);
    return found[0]!;
  };
  beforeAll(() => {
    rendered = kustomize(EXAMPLE_OVERLAY_DIR);
  });

  it('its commented-out monitoring component line, uncommented, renders the component on top', () => {
    const text = readFileSync(path.join(EXAMPLE_OVERLAY_DIR, 'kustomization.yaml'), 'utf8');
    const uncommented = text.replace(/^# (components:)\n# ( {2}- \.\.\/\.\.\/components\/monitoring)$/m, '$1\n$2');
    expect(uncommented, 'the overlay carries the commented-out component lines').not.toBe(text);
    // The same relative paths from a copy: a folder whose base and components are this repository's.
    const dir = mkdtempSync(path.join(os.tmpdir(), 'k8s-example-'));
    try {
      mkdirSync(path.join(dir, 'overlays/example'), { recursive: true });
      symlinkSync(path.join(K8S_DIR, 'base'), path.join(dir, 'base'));
      symlinkSync(path.join(K8S_DIR, 'components'), path.join(dir, 'components'));
      writeFileSync(path.join(dir, 'overlays/example/kustomization.yaml'), uncommented);
      const withMonitoring = kustomize(path.join(dir, 'overlays/example'));
      expect(withMonitoring.map((object) => object.kind)).toEqual(expect.arrayContaining(['ServiceMonitor', 'PrometheusRule']));
      expect(withMonitoring.find((object) => object.kind === 'Deployment')!.spec.template.spec.containers[0].image).toBe(
        findIn('Deployment').spec.template.spec.containers[0].image,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('renders the objects of the base, each passing the Kubernetes schema', async () => {
    expect(rendered.map((object) => object.kind).sort()).toEqual(objects.map((object) => object.kind).sort());
    for (const object of rendered) await expect(validateObject(object), `${object.kind}/${object.metadata.name}`).resolves.toBeUndefined();
  });

  it('runs the image its images entry names, registry and tag', () => {
    const [entry] = overlay().images as Array<{ name: string; newName: string; newTag: string }>;
    expect(entry!.name).toBe('consultancy-site');
    expect(findIn('Deployment').spec.template.spec.containers[0].image).toBe(`${entry!.newName}:${entry!.newTag}`);
    expect(findIn('Deployment').spec.template.spec.containers[0].image).not.toBe(find('Deployment').spec.template.spec.containers[0].image);
  });

  it('applies each of its patches (replica bounds, host name) and keeps the route and PUBLIC_SITE_URL on one host', () => {
    const patches = (overlay().patches as Array<{ patch: string }>).map((entry) => parseYaml(entry.patch)[0]!);
    expect(patches.map((patch) => patch.kind).sort()).toEqual(['HTTPRoute', 'HorizontalPodAutoscaler']);
    for (const patch of patches) {
      const object = findIn(patch.kind);
      expect(object.spec, patch.kind).toMatchObject(patch.spec);
      expect(object.spec, `${patch.kind} differs from the base`).not.toEqual(find(patch.kind).spec);
    }
    const hpa = findIn('HorizontalPodAutoscaler');
    expect(hpa.spec.minReplicas).toBeGreaterThanOrEqual(2);
    expect(findIn('Deployment').spec).not.toHaveProperty('replicas');
    const siteHost = new URL(findIn('ConfigMap').data.PUBLIC_SITE_URL as string).host;
    expect(findIn('HTTPRoute').spec.hostnames).toEqual([siteHost]);
    expect(siteHost).not.toBe(new URL(find('ConfigMap').data.PUBLIC_SITE_URL as string).host);
  });
});

describe('an overlay with the cache-tier and shared-rate-limit components', () => {
  let rendered: K8sObject[];
  const named = (kind: string, name: string) => {
    const found = rendered.filter((object) => object.kind === kind && object.metadata.name === name);
    expect(found, `exactly one ${kind} ${name}`).toHaveLength(1);
    return found[0]!;
  };
  const siteConfig = () =>
    rendered.find((object) => object.kind === 'ConfigMap' && object.metadata.name.startsWith('consultancy-site-config'))!;
  beforeAll(() => {
    rendered = renderOverlay(
      (base) => `resources:\n  - ${base}/base\ncomponents:\n  - ${base}/components/cache-tier\n  - ${base}/components/shared-rate-limit\n`,
    );
  });

  it('adds the tier (Deployment, Service, headless purge Service, PDB, NetworkPolicy, VCL ConfigMap) to the base, every object passing the schema', async () => {
    const added = rendered.map((object) => `${object.kind}/${object.metadata.name.replace(/-[a-z0-9]{10}$/, '')}`);
    expect(added).toEqual(
      expect.arrayContaining([
        'Deployment/consultancy-site-cache',
        'Service/consultancy-site-cache',
        'Service/consultancy-site-cache-purge',
        'PodDisruptionBudget/consultancy-site-cache',
        'NetworkPolicy/consultancy-site-cache',
        'ConfigMap/consultancy-site-cache-vcl',
      ]),
    );
    expect(rendered.length).toBe(objects.length + 6);
    for (const object of rendered) await expect(validateObject(object), `${object.kind}/${object.metadata.name}`).resolves.toBeUndefined();
  });

  it('every workload keeps the rules the base is held to (kube-score, kube-linter, Polaris)', () => {
    const deployments = rendered.filter((object) => object.kind === 'Deployment');
    expect(deployments).toHaveLength(2);
    for (const deployment of deployments) {
      const name = deployment.metadata.name;
      const pod = deployment.spec.template.spec;
      expect(pod.containers, name).toHaveLength(1);
      const [container] = pod.containers;
      expect(deployment.spec.template.metadata.labels, name).toMatchObject(deployment.spec.selector.matchLabels);
      const portNames = container.ports.map((port: { name: string }) => port.name);
      for (const probe of [container.startupProbe, container.livenessProbe, container.readinessProbe]) {
        expect(probe, `${name} probes`).toBeDefined();
        expect(portNames, `${name} kube-linter probe ports`).toContain((probe.httpGet ?? probe.tcpSocket).port);
      }
      expect(container.livenessProbe, `${name} kube-score pod-probes`).not.toEqual(container.readinessProbe);
      for (const resource of ['cpu', 'memory', 'ephemeral-storage']) {
        expect(container.resources.requests?.[resource], `${name} requests.${resource}`).toBeDefined();
        expect(container.resources.limits?.[resource], `${name} limits.${resource}`).toBeDefined();
      }
      const sc = container.securityContext;
      expect(sc).toMatchObject({ runAsNonRoot: true, readOnlyRootFilesystem: true, allowPrivilegeEscalation: false, privileged: false });
      expect(sc.runAsUser).toBe(IMAGE_UID);
      expect(sc.runAsGroup).toBeGreaterThan(10000);
      expect(sc.capabilities).toEqual({ drop: ['ALL'] });
      expect(sc.seccompProfile?.type).toBe('RuntimeDefault');
      expect(pod.securityContext.seccompProfile?.type).toBe('RuntimeDefault');
      expect(pod.automountServiceAccountToken).toBe(false);
      expect(container.image, `${name} image pinned`).toMatch(/:[\w][\w.-]*$/);
      expect(container.image).not.toMatch(/:latest$/);
      expect(container.imagePullPolicy).toBe('Always');
      expect(deployment.spec.strategy.rollingUpdate.maxUnavailable).toBe(0);
      const byHost = pod.topologySpreadConstraints.find((t: { topologyKey: string }) => t.topologyKey === 'kubernetes.io/hostname');
      expect(byHost.labelSelector.matchLabels, `${name} spread`).toEqual(deployment.spec.selector.matchLabels);
      // Each workload has its PDB and an isolating NetworkPolicy (kube-linter non-isolated-pod).
      const labels = deployment.spec.template.metadata.labels;
      const covering = (kind: string) =>
        rendered.filter(
          (object) =>
            object.kind === kind &&
            Object.entries((object.spec.selector ?? object.spec.podSelector).matchLabels).every(([key, value]) => labels[key] === value),
        );
      expect(covering('PodDisruptionBudget'), `${name} PDB`).toHaveLength(1);
      expect(covering('NetworkPolicy')[0]?.spec.policyTypes.sort(), `${name} NetworkPolicy`).toEqual(['Egress', 'Ingress']);
    }
    for (const object of rendered) {
      expect(object.apiVersion, object.kind).not.toMatch(/(alpha|beta)/);
      expect(object.metadata.labels?.['app.kubernetes.io/part-of'], object.kind).toBe('consultancy-site');
    }
  });

  it('runs two Varnish replicas on the VCL ConfigMap, and the route reaches the tier, which reaches the site Service', () => {
    const cache = named('Deployment', 'consultancy-site-cache');
    expect(cache.spec.replicas).toBe(2);
    const vcl = rendered.find((object) => object.kind === 'ConfigMap' && object.metadata.name.startsWith('consultancy-site-cache-vcl'))!;
    expect(cache.spec.template.spec.volumes).toContainEqual({ name: 'vcl', configMap: { name: vcl.metadata.name } });
    expect(Object.keys(vcl.data).sort()).toEqual(['backends.vcl', 'site.vcl']);
    expect(vcl.data['backends.vcl']).toContain(`.host = "${SERVICE}"`);
    const servicePort = named('Service', SERVICE).spec.ports[0].port;
    expect(vcl.data['backends.vcl']).toContain(`.port = "${servicePort}"`);
    expect(cache.spec.template.spec.containers[0].args).toEqual(expect.arrayContaining(['http=:8080', 'purge=:6091']));
    expect(named('HTTPRoute', 'consultancy-site').spec.rules[0].backendRefs[0]).toMatchObject({ name: 'consultancy-site-cache', port: 80 });
    expect(named('Service', 'consultancy-site-cache-purge').spec.clusterIP).toBe('None');
  });

  it('the pods trust one more hop, purge the tier by its headless Service, and read REDIS_URL from a Secret', () => {
    expect(siteConfig().data).toMatchObject({ TRUST_PROXY: '2', HTTP_CACHE_PEERS: 'consultancy-site-cache-purge' });
    const env = named('Deployment', 'consultancy-site').spec.template.spec.containers[0].env;
    expect(env).toContainEqual({ name: 'REDIS_URL', valueFrom: { secretKeyRef: { name: 'consultancy-site-redis', key: 'url' } } });
    expect(siteConfig().data).not.toHaveProperty('REDIS_URL');
  });

  it('only the site pods reach the purge listener; the site pods admit the tier and may reach it and Redis', () => {
    const tierPolicy = named('NetworkPolicy', 'consultancy-site-cache');
    const purgeRule = tierPolicy.spec.ingress.find((rule: { ports: Array<{ port: string }> }) => rule.ports[0]!.port === 'purge');
    expect(purgeRule.from).toEqual([
      { podSelector: { matchLabels: { 'app.kubernetes.io/name': 'consultancy-site', 'app.kubernetes.io/component': 'web' } } },
    ]);
    const sitePolicy = named('NetworkPolicy', 'consultancy-site');
    const egressPorts = sitePolicy.spec.egress.flatMap((rule: { ports?: Array<{ port: number }> }) => rule.ports?.map((p) => p.port) ?? []);
    expect(egressPorts).toEqual(expect.arrayContaining([6091, 6379]));
    expect(sitePolicy.spec.ingress).toContainEqual(
      expect.objectContaining({
        from: [{ podSelector: { matchLabels: { 'app.kubernetes.io/name': 'consultancy-site', 'app.kubernetes.io/component': 'cache' } } }],
      }),
    );
  });
});
