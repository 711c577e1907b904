// Deterministic generator of a monorepo-like corpus: CRDs with large schemas, custom resources,
// Deployments, Helm charts with templates and non-Kubernetes YAML. `head` differs from `base` in
// about 1% of the files, the way a pull request does.
import { mkdirSync, writeFileSync } from 'node:fs';
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

function crd(r, i, variant) {
  const group = `group${i % 50}.example.com`;
  const kind = `Widget${i}`;
  const plural = `widget${i}s`;
  const props = schemaProps(rng(1000 + i), 4, 8, 14);
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

/**
 * Writes `<root>/base` and `<root>/head` with `files` files each. Returns the number of files changed.
 * CRDs are 4% of files but most of the bytes, as in real repos.
 */
export function generateMonorepo(root, files, seed = 42) {
  const r = rng(seed);
  let changed = 0;
  const write = (side, path, text) => {
    const p = join(root, side, path);
    mkdirSync(dirname(p), { recursive: true });
    writeFileSync(p, text);
  };
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
