import { gateOnFiles } from '../../helpers/gate.js';
import type { FilesCase } from '../../helpers/rule-tester.js';

export const obj = (apiVersion: string, name: string, ns?: string) =>
  `apiVersion: ${apiVersion}\nkind: Kafka\nmetadata:\n  name: ${name}\n${ns ? `  namespace: ${ns}\n` : ''}spec: {}\n`;

export const one = obj('kafka.strimzi.io/v1', 'c', 'kafka');

type Case = FilesCase;

/** The rule's docs table is exactly these rows (npm run docs). */
export const CASES: Record<string, Case[]> = {
  'input/duplicate-object': [
    { what: 'a single definition passes', verdict: 'pass', at: [], base: {}, head: { 'a.yaml': one } },
    {
      what: 'the same object, defined differently, in two files fails',
      verdict: 'fail',
      at: ['b.yaml:1'],
      base: { 'a.yaml': one },
      head: { 'a.yaml': one, 'b.yaml': one.replace('spec: {}', 'spec: { replicas: 3 }') },
    },
    {
      what: 'an identical copy in a second file (a chart copy of an install file) warns',
      verdict: 'warn',
      at: ['b.yaml:1'],
      base: { 'a.yaml': one },
      head: { 'a.yaml': one, 'b.yaml': one },
    },
    {
      what: 'different namespaces pass',
      verdict: 'pass',
      at: [],
      base: {},
      head: { 'a.yaml': one, 'b.yaml': obj('kafka.strimzi.io/v1', 'c', 'other') },
    },
    {
      what: 'two API versions of one object fail',
      verdict: 'fail',
      at: ['a.yaml:8'],
      base: {},
      head: { 'a.yaml': `${one}---\n${obj('kafka.strimzi.io/v1beta2', 'c', 'kafka')}` },
    },
    {
      what: 'a duplicate already on base: already present, not counted',
      verdict: 'pass',
      at: ['b.yaml:1 (present)'],
      base: { 'a.yaml': one, 'b.yaml': one },
      head: { 'a.yaml': one, 'b.yaml': one },
    },
  ],
};

export const runCase = (c: Case) => gateOnFiles(c.base, c.head);
