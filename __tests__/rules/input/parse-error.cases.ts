import { gateOnFiles } from '../../helpers/gate.js';
import type { FilesCase } from '../../helpers/rule-tester.js';

export const cm = (name: string) =>
  `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: ${name}\ndata:\n  a: "1"\n`;
export const broken = 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: x\ndata: [1, 2\n';
/** A "billion laughs" document: 9 levels of 10 aliases each. */
const billionLaughs = (): string => {
  let doc =
    'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: x}\na0: &a0 ["lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol"]\n';
  for (let i = 1; i < 10; i++)
    doc += `a${i}: &a${i} [${Array(10)
      .fill(`*a${i - 1}`)
      .join(', ')}]\n`;
  return doc;
};

type Case = FilesCase;

/** The rule's docs table is exactly these rows (npm run docs). */
export const CASES: Record<string, Case[]> = {
  'input/parse-error': [
    {
      what: 'valid files pass',
      verdict: 'pass',
      at: [],
      base: { 'a.yaml': cm('a') },
      head: { 'a.yaml': cm('a') },
    },
    {
      what: 'a new syntax error fails at its line',
      verdict: 'fail',
      at: ['a.yaml:6'],
      base: { 'a.yaml': cm('a') },
      head: { 'a.yaml': broken },
    },
    {
      what: 'an error already on base: already present, not counted',
      verdict: 'pass',
      at: ['a.yaml:6 (present)'],
      base: { 'a.yaml': broken },
      head: { 'a.yaml': broken },
    },
    {
      what: 'a file removed with its error passes',
      verdict: 'pass',
      at: [],
      base: { 'a.yaml': broken },
      head: {},
    },
    {
      what: 'key `name` twice in one mapping',
      verdict: 'fail',
      at: ['a.yaml:5'],
      base: { 'a.yaml': cm('a') },
      head: { 'a.yaml': cm('a').replace('  name: a\n', '  name: a\n  name: b\n') },
    },
    {
      what: '9 levels × 10 aliases (billion laughs): nothing expanded',
      verdict: 'fail',
      at: ['a.yaml:9'],
      base: {},
      head: { 'a.yaml': billionLaughs() },
    },
  ],
};

export const runCase = (c: Case) => gateOnFiles(c.base, c.head);
