import { readFileSync } from 'node:fs';
import { load } from 'js-yaml';
import { readInputs } from '../../src/github/inputs.js';

const action = load(readFileSync('action.yml', 'utf8')) as {
  inputs: Record<string, { description: string; default?: string }>;
  outputs: Record<string, unknown>;
  runs: { using: string; main: string };
};

describe('action.yml', () => {
  it('declares exactly the inputs the action reads', () => {
    const read = new Set<string>();
    const env = new Proxy({} as NodeJS.ProcessEnv, {
      get: (_, k) => {
        if (typeof k === 'string' && k.startsWith('INPUT_')) read.add(k.slice(6).toLowerCase());
        return undefined;
      },
    });
    readInputs(env);
    expect([...read].sort()).toEqual(Object.keys(action.inputs).sort());
  });

  it('defaults the token to the workflow token and runs the bundle on node24', () => {
    expect(action.inputs['github-token']!.default).toBe('${{ github.token }}');
    expect(action.runs).toEqual({ using: 'node24', main: 'dist/index.js' });
    expect(Object.keys(action.outputs).sort()).toEqual(
      [
        'fail-count',
        'failed-rules',
        'not-judged-count',
        'report-json',
        'result',
        'sarif-file',
        'status',
        'warn-count',
      ].sort(),
    );
  });

  it('reads the defaults a workflow gets when it sets nothing', () => {
    expect(readInputs({})).toMatchObject({
      checkRun: true,
      checkName: 'upgrade-gate',
      prComment: 'off',
      failOn: 'fail',
      configFrom: 'base',
    });
  });
});
