// Deterministic generator of a monorepo-like corpus: CRDs with large schemas, custom resources,
// Deployments, Helm charts with templates and non-Kubernetes YAML. `head` differs from `base` in
// about 1% of the files, the way a pull request does.
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** mulberry32: a small seeded PRNG, so every run writes the same bytes. */
function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pad = (n) => String(n).padStart(5, '0');

function schemaProps(r, depth, width, indent) {
  const sp = ' '.repeat(indent);
  let out = '';
  for (let i = 0; i < width; i++) {
    const name = `field${i}`;
    if (depth > 0 && r() < 0.35) {
      out += `${sp}${name}:\n${sp}  type: object\n${sp}  description: Nested settings group ${i} of depth ${depth}.\n${sp}  properties:\n`;
      out += schemaProps(r, depth - 1, width, indent + 4);
    } else if (r() < 0.2) {
      out += `${sp}${name}:\n${sp}  type: array\n${sp}  items:\n${sp}    type: string\n${sp}  maxItems: ${10 + Math.floor(r() * 90)}\n`;
    } else if (r() < 0.5) {
      out += `${sp}${name}:\n${sp}  type: integer\n${sp}  minimum: 0\n${sp}  maximum: ${100 + Math.floor(r() * 10000)}\n${sp}  description: A number for ${name}.\n`;
    } else {
      out += `${sp}${name}:\n${sp}  type: string\n${sp}  enum: [a, b, c, d]\n${sp}  description: A choice for ${name}; see the operator docs for what each value means.\n`;
    }
  }
  return out;
}

function crd(r, i, variant, depth = 4, width = 8) {
  const group = `group${i % 50}.example.com`;
  const kind = `Widget${i}`;
  const plural = `widget${i}s`;
  const props = schemaProps(rng(1000 + i), depth, width, 14);
  return `apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
metadata:
  name: ${plural}.${group}
spec:
  group: ${group}
  scope: Namespaced
  names: { kind: ${kind}, plural: ${plural}, singular: widget${i}, listKind: ${kind}List }
  versions:
    - name: v1
      served: true
      storage: true
      subresources: { status: {} }
      schema:
        openAPIV3Schema:
          type: object
          properties:
            spec:
              type: object
              properties:
${props}${variant ? '                extra:\n                  type: string\n' : ''}            status:
              type: object
              x-kubernetes-preserve-unknown-fields: true
`;
}

function customResource(r, i, variant) {
  const n = i % 200;
  return `apiVersion: group${n % 50}.example.com/v1
kind: Widget${n}
metadata:
  name: widget-${i}
  namespace: team-${i % 37}
  labels: { app: widget, tier: "${i % 3}" }
spec:
  field0: ${variant ? 7 : 5}
  field1: b
  field2: [x, y, z]
`;
}

function deployment(r, i, variant) {
  return `apiVersion: apps/v1
kind: Deployment
metadata:
  name: svc-${i}
  namespace: team-${i % 37}
spec:
  replicas: ${1 + (i % 5)}
  selector: { matchLabels: { app: svc-${i} } }
  template:
    metadata: { labels: { app: svc-${i} } }
    spec:
      containers:
        - name: app
          image: registry.example.com/svc-${i}:1.${i % 20}.${variant ? 1 : 0}
          ports: [{ containerPort: 8080 }]
          env:
${Array.from({ length: 20 }, (_, k) => `            - { name: VAR_${k}, value: "value-${k}-${Math.floor(r() * 1e6)}" }`).join('\n')}
---
apiVersion: v1
kind: Service
metadata: { name: svc-${i}, namespace: team-${i % 37} }
spec: { selector: { app: svc-${i} }, ports: [{ port: 80, targetPort: 8080 }] }
`;
}

function helmTemplate(i) {
  return `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: {{ include "chart.fullname" . }}-${i}\ndata:\n{{- range $k, $v := .Values.config }}\n  {{ $k }}: {{ $v | quote }}\n{{- end }}\n`;
}

function ciConfig(r, i) {
  return `name: pipeline-${i}\non: [push]\njobs:\n${Array.from({ length: 10 }, (_, k) => `  job${k}:\n    runs-on: ubuntu-latest\n    steps:\n      - run: make target-${k}\n`).join('')}`;
}

/** Writes `text` to `dir/path`, making its folders. */
function writeUnder(dir, path, text) {
  const p = join(dir, path);
  mkdirSync(dirname(p), { recursive: true });
  writeFileSync(p, text);
}

/**
 * Writes `<root>/base` and `<root>/head` with `files` files each. Returns the number of files changed.
 * CRDs are 4% of files but most of the bytes, as in real repos.
 */
export function generateMonorepo(root, files, seed = 42) {
  const r = rng(seed);
  let changed = 0;
  const write = (side, path, text) => writeUnder(join(root, side), path, text);
  for (let i = 0; i < files; i++) {
    const change = i % 100 === 7; // 1% of the files change in the PR
    const kind = i % 25;
    let path, make;
    if (kind === 0) [path, make] = [`crds/${pad(i)}-crd.yaml`, (v) => crd(r, i, v)];
    else if (kind < 10)
      [path, make] = [`apps/team-${i % 37}/${pad(i)}-widget.yaml`, (v) => customResource(r, i, v)];
    else if (kind < 18)
      [path, make] = [`apps/team-${i % 37}/${pad(i)}-deploy.yaml`, (v) => deployment(rng(i), i, v)];
    else if (kind < 21)
      [path, make] = [`charts/chart-${i % 40}/templates/${pad(i)}.yaml`, () => helmTemplate(i)];
    else [path, make] = [`ci/${pad(i)}-pipeline.yml`, () => ciConfig(r, i)];
    write('base', path, make(false));
    write('head', path, make(change));
    if (change) changed++;
  }
  for (let c = 0; c < 40; c++) {
    for (const side of ['base', 'head'])
      write(side, `charts/chart-${c}/Chart.yaml`, `apiVersion: v2\nname: chart-${c}\nversion: 1.0.${c}\n`);
  }
  return changed;
}

/**
 * The shape of a platform team's monorepo (issue 20): many small files — custom resources of CRDs
 * that do not change, Deployments with Services, non-Kubernetes YAML (app settings, CI) — and large
 * CRDs (a few hundred schema fields each) that hold most of the bytes. `files` files a side (the
 * issue's corpus: 3,000 — 120 CRDs, 1,980 custom resources, 600 Deployments, 300 other files); `changed` of them differ on the head side, spread over the kinds (the first one a CRD, so a
 * one-file change is the costly kind: its custom resources are checked again). Returns the number of files changed.
 */
export function generatePlatformRepo(root, files, changed, seed = 20) {
  const r = rng(seed);
  const crds = Math.max(1, Math.round(files * 0.04));
  const crs = Math.round(files * 0.7);
  const step = changed > 0 ? files / changed : Infinity;
  let changes = 0;
  const write = (side, path, text) => writeUnder(join(root, side), path, text);
  for (let i = 0; i < files; i++) {
    // The c-th change at c·step + (c mod 25): the offset walks through the kinds (a CRD sits at
    // every 25th file), so CRDs, custom resources, Deployments and other files all change.
    const change = changes < changed && i === Math.floor(changes * step) + (changes % 25);
    let path, make;
    if (i % 25 === 0 && i / 25 < crds)
      [path, make] = [`platform/crds/group${i % 50}/${pad(i)}-crd.yaml`, (v) => crd(r, i, v, 3, 8)];
    else if (i % 10 < 7 && Math.floor((i * 7) / 10) < crs)
      [path, make] = [
        `apps/team-${i % 37}/widgets/${pad(i)}.yaml`,
        (v) => platformResource(i, 25 * (i % crds), v),
      ];
    else if (i % 10 < 9)
      [path, make] = [`apps/team-${i % 37}/${pad(i)}-deploy.yaml`, (v) => deployment(rng(i), i, v)];
    else
      [path, make] = [
        i % 20 === 9 ? `ci/${pad(i)}-pipeline.yml` : `apps/team-${i % 37}/${pad(i)}-settings.yaml`,
        (v) => (i % 20 === 9 ? ciConfig(r, i) + (v ? '# changed\n' : '') : appSettings(i, v)),
      ];
    write('base', path, make(false));
    write('head', path, make(change));
    if (change) changes++;
  }
  return changes;
}

/** A custom resource `widget-<i>` of the CRD made by `crd(…, c, …)`. */
function platformResource(i, c, variant) {
  return `apiVersion: group${c % 50}.example.com/v1
kind: Widget${c}
metadata:
  name: widget-${i}
  namespace: team-${i % 37}
  labels: { app: widget-${i}, tier: "${i % 3}" }
spec:
  field0: ${variant ? 'b' : 'a'}
  field1: c
`;
}

/** Non-Kubernetes YAML: an application's own settings file. */
function appSettings(i, variant) {
  const keys = Array.from({ length: 15 }, (_, k) => `  key${k}: value-${(i * 31 + k) % 997}`).join('\n');
  return `service: svc-${i}\nlogging:\n  level: ${variant ? 'debug' : 'info'}\nsettings:\n${keys}\n`;
}

/**
 * A tree whose head moves every file of `apps/team-1` to `moved/team-1` and changes nothing else:
 * the same content at another path.
 */
export function generateMovedFiles(root, files) {
  generatePlatformRepo(root, files, 0);
  const from = join(root, 'head', 'apps', 'team-1');
  mkdirSync(join(root, 'head', 'moved'), { recursive: true });
  renameSync(from, join(root, 'head', 'moved', 'team-1'));
}

// A `kubectl get crd,kafka,kafkanodepool,kafkarebalance,deploy,pods -A -o yaml` export of a busy
// cluster, in kubectl's layout: mostly application pods (with their spec and status), their
// Deployments, large CRDs, and a few Strimzi clusters whose Kafka pods carry strimzi.io/kafka-version.
const stamp = (r) =>
  `2025-${String(1 + Math.floor(r() * 12)).padStart(2, '0')}-${String(1 + Math.floor(r() * 28)).padStart(2, '0')}T${String(Math.floor(r() * 24)).padStart(2, '0')}:14:07Z`;

function appPod(r, i) {
  const app = `svc-${i % 400}`;
  const ns = `team-${i % 37}`;
  const hash = Math.floor(r() * 1e9).toString(36);
  const env = Array.from(
    { length: 12 },
    (_, k) => `      - name: SETTING_${k}\n        value: "value-${k}-${hash}"\n`,
  ).join('');
  const mounts = Array.from(
    { length: 4 },
    (_, k) => `      - mountPath: /etc/${app}/conf-${k}\n        name: conf-${k}\n        readOnly: true\n`,
  ).join('');
  const volumes = Array.from(
    { length: 4 },
    (_, k) =>
      `    - configMap:\n        defaultMode: 420\n        name: ${app}-conf-${k}\n      name: conf-${k}\n`,
  ).join('');
  const t = stamp(r);
  return `- apiVersion: v1
  kind: Pod
  metadata:
    annotations:
      kubectl.kubernetes.io/restartedAt: "${t}"
      prometheus.io/port: "9090"
      prometheus.io/scrape: "true"
    creationTimestamp: "${t}"
    generateName: ${app}-${hash}-
    labels:
      app.kubernetes.io/name: ${app}
      app.kubernetes.io/part-of: shop
      pod-template-hash: ${hash}
    name: ${app}-${hash}-${i}
    namespace: ${ns}
    ownerReferences:
    - apiVersion: apps/v1
      blockOwnerDeletion: true
      controller: true
      kind: ReplicaSet
      name: ${app}-${hash}
      uid: 0c1d2e3f-${pad(i)}-4a5b-8c9d-${hash.padStart(12, '0').slice(0, 12)}
    resourceVersion: "${100000 + i}"
    uid: 9f8e7d6c-${pad(i)}-4b3a-9c8d-${hash.padStart(12, '0').slice(0, 12)}
  spec:
    containers:
    - env:
${env}      image: registry.example.com/${app}:1.${i % 20}.${i % 7}
      imagePullPolicy: IfNotPresent
      livenessProbe:
        failureThreshold: 3
        httpGet:
          path: /healthz
          port: 8080
          scheme: HTTP
        periodSeconds: 10
        successThreshold: 1
        timeoutSeconds: 1
      name: ${app}
      ports:
      - containerPort: 8080
        name: http
        protocol: TCP
      resources:
        limits:
          cpu: 500m
          memory: 512Mi
        requests:
          cpu: 100m
          memory: 256Mi
      terminationMessagePath: /dev/termination-log
      terminationMessagePolicy: File
      volumeMounts:
${mounts}    dnsPolicy: ClusterFirst
    enableServiceLinks: true
    nodeName: node-${i % 60}
    preemptionPolicy: PreemptLowerPriority
    priority: 0
    restartPolicy: Always
    schedulerName: default-scheduler
    securityContext: {}
    serviceAccountName: ${app}
    terminationGracePeriodSeconds: 30
    tolerations:
    - effect: NoExecute
      key: node.kubernetes.io/not-ready
      operator: Exists
      tolerationSeconds: 300
    volumes:
${volumes}  status:
    conditions:
    - lastProbeTime: null
      lastTransitionTime: "${t}"
      status: "True"
      type: Initialized
    - lastProbeTime: null
      lastTransitionTime: "${t}"
      status: "True"
      type: Ready
    containerStatuses:
    - containerID: containerd://${hash}${hash}${hash}
      image: registry.example.com/${app}:1.${i % 20}.${i % 7}
      lastState: {}
      name: ${app}
      ready: true
      restartCount: ${i % 3}
      started: true
      state:
        running:
          startedAt: "${t}"
    hostIP: 10.0.${i % 60}.1
    phase: Running
    podIP: 10.244.${i % 250}.${i % 200}
    qosClass: Burstable
    startTime: "${t}"
`;
}

function kafkaPods(c, ns) {
  let out = '';
  for (let id = 0; id < 6; id++) {
    const pool = id < 3 ? 'controller' : 'broker';
    out += `- apiVersion: v1
  kind: Pod
  metadata:
    annotations:
      strimzi.io/kafka-version: 4.1.0
      strimzi.io/revision: 3f2e1d0c
    creationTimestamp: "2025-12-20T08:0${id}:00Z"
    labels:
      strimzi.io/broker-role: "${pool === 'broker'}"
      strimzi.io/cluster: kafka-${c}
      strimzi.io/component-type: kafka
      strimzi.io/controller-role: "${pool === 'controller'}"
      strimzi.io/kind: Kafka
      strimzi.io/name: kafka-${c}-kafka
      strimzi.io/pool-name: ${pool}
    name: kafka-${c}-${pool}-${id}
    namespace: ${ns}
    resourceVersion: "${9000 + id}"
    uid: 1a2b3c4d-${pad(c)}-4e5f-8a9b-00000000000${id}
  spec:
    containers:
    - image: quay.io/strimzi/kafka:0.49.0-kafka-4.1.0
      name: kafka
  status:
    phase: Running
`;
  }
  return out;
}

function kafka(c, ns) {
  return `- apiVersion: kafka.strimzi.io/v1beta2
  kind: Kafka
  metadata:
    annotations:
      strimzi.io/kraft: enabled
      strimzi.io/node-pools: enabled
    creationTimestamp: "2025-06-02T09:20:43Z"
    name: kafka-${c}
    namespace: ${ns}
    resourceVersion: "77${c}"
    uid: 0c9a51b4-${pad(c)}-4f8c-a5c1-1f9d6a0d1e22
  spec:
    kafka:
      listeners:
      - name: plain
        port: 9092
        tls: false
        type: internal
      metadataVersion: 4.1-IV1
      version: 4.1.0
  status:
    conditions:
    - lastTransitionTime: "2025-12-29T10:21:02.417Z"
      status: "True"
      type: Ready
    kafkaMetadataVersion: 4.1-IV1
    kafkaVersion: 4.1.0
    operatorLastSuccessfulVersion: 0.49.0
`;
}

function stateCrd(i) {
  const props = schemaProps(rng(5000 + i), 4, 8, 12);
  return `- apiVersion: apiextensions.k8s.io/v1
  kind: CustomResourceDefinition
  metadata:
    creationTimestamp: "2025-06-02T09:14:11Z"
    name: widget${i}s.group${i % 50}.example.com
    resourceVersion: "${5000 + i}"
    uid: 5d0b6a0e-${pad(i)}-4b8e-9d52-7a0f3f1c2b11
  spec:
    group: group${i % 50}.example.com
    names:
      kind: Widget${i}
      plural: widget${i}s
    scope: Namespaced
    versions:
    - name: v1
      schema:
        openAPIV3Schema:
          properties:
${props}          type: object
      served: true
      storage: true
  status:
    storedVersions:
    - v1
`;
}

/** Writes a state export of about `bytes` bytes to `path`; returns its size and item count. */
export function generateClusterState(path, bytes, seed = 7) {
  const r = rng(seed);
  const parts = ['apiVersion: v1\nitems:\n'];
  let size = parts[0].length;
  let items = 0;
  const push = (s) => {
    parts.push(s);
    size += s.length;
    items++;
  };
  for (let i = 0; i < 40; i++) push(stateCrd(i));
  push(`- apiVersion: apps/v1
  kind: Deployment
  metadata:
    name: strimzi-cluster-operator
    namespace: kafka
  spec:
    template:
      spec:
        containers:
        - image: quay.io/strimzi/operator:0.49.0
          name: strimzi-cluster-operator
`);
  for (let c = 0; c < 5; c++) {
    push(kafka(c, 'kafka'));
    parts.push(kafkaPods(c, 'kafka'));
  }
  for (let i = 0; size < bytes; i++) push(appPod(r, i));
  parts.push('kind: List\nmetadata:\n  resourceVersion: ""\n');
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, parts.join(''));
  return { bytes: size, items };
}

/**
 * A GitOps repository (issue 20): `overlays` kustomize overlays (one per team) over 10 shared
 * bases, each applied by a Flux Kustomization in `clusters/prod` (its own target namespace), one
 * overlay changed on the head side (its patch raises the replicas, its image tag moves). Nothing
 * in it is of a kind a check reads wherever it is: only the changed overlay needs rendering.
 */
export function generateGitopsRepo(root, overlays = 150, changedOverlay = 7) {
  const write = (side, path, text) => writeUnder(join(root, side), path, text);
  for (const side of ['base', 'head']) {
    for (let b = 0; b < 10; b++) {
      const base = `bases/app-${b}`;
      write(side, `${base}/kustomization.yaml`, gitopsBaseKustomization());
      // The platform corpus's Deployment and Service, without a namespace (the overlay sets it).
      const [app, svc] = deployment(rng(b), b, false)
        .replace(/\n {2}namespace: team-\d+|, namespace: team-\d+/g, '')
        .split('\n---\n');
      write(side, `${base}/deployment.yaml`, `${app}\n`);
      write(side, `${base}/service.yaml`, svc);
      write(side, `${base}/configmap.yaml`, appConfigMap(b));
    }
    for (let i = 0; i < overlays; i++) {
      const changed = side === 'head' && i === changedOverlay;
      const dir = `overlays/team-${pad(i)}`;
      write(side, `${dir}/kustomization.yaml`, gitopsOverlay(i, changed));
      write(side, `${dir}/replicas.yaml`, gitopsPatch(i, changed));
      write(side, `clusters/prod/team-${pad(i)}.yaml`, fluxKustomization(i));
    }
  }
}

function gitopsBaseKustomization() {
  return `apiVersion: kustomize.config.k8s.io/v1beta1
kind: Kustomization
resources:
  - deployment.yaml
  - service.yaml
  - configmap.yaml
`;
}

function appConfigMap(b) {
  const data = Array.from({ length: 12 }, (_, k) => `  setting-${k}: "value-${b}-${k}"`).join('\n');
  return `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: app-${b}-settings\ndata:\n${data}\n`;
}

function gitopsOverlay(i, changed) {
  return `apiVersion: kustomize.config.k8s.io/v1beta1
kind: Kustomization
namespace: team-${i}
namePrefix: t${i}-
labels:
  - pairs: { team: team-${i} }
resources:
  - ../../bases/app-${i % 10}
patches:
  - path: replicas.yaml
images:
  - name: registry.example.com/svc-${i % 10}
    newTag: 2.${i % 7}.${changed ? 1 : 0}
`;
}

function gitopsPatch(i, changed) {
  return `apiVersion: apps/v1
kind: Deployment
metadata:
  name: svc-${i % 10}
spec:
  replicas: ${2 + (i % 3) + (changed ? 2 : 0)}
`;
}

function fluxKustomization(i) {
  return `apiVersion: kustomize.toolkit.fluxcd.io/v1
kind: Kustomization
metadata:
  name: team-${i}
  namespace: flux-system
spec:
  interval: 10m
  path: ./overlays/team-${pad(i)}
  prune: true
  targetNamespace: team-${i}
  sourceRef:
    kind: GitRepository
    name: flux-system
`;
}
