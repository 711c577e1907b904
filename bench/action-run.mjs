// The action started as the runner starts it: `node DIST/index.js` with its inputs, event and
// files in the environment, no token (so no API call). For bench/run.mjs and bench/action.mjs.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * A run in `workspace` with `inputs` (`{ 'INPUT_BASE-DIR': 'a', … }`); its event, output and
 * summary files in `tmp`. `countArgs` is the same run for callgrind: valgrind drops variables whose
 * names are not shell names (INPUT_BASE-DIR), so there the inputs are set by an --import that runs
 * before the action.
 */
export function actionRun(dist, workspace, inputs, tmp) {
  mkdirSync(tmp, { recursive: true });
  writeFileSync(join(tmp, 'event.json'), '{}');
  const env = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    GITHUB_EVENT_NAME: 'workflow_dispatch',
    GITHUB_EVENT_PATH: join(tmp, 'event.json'),
    GITHUB_OUTPUT: join(tmp, 'output'),
    GITHUB_STEP_SUMMARY: join(tmp, 'summary'),
    GITHUB_WORKSPACE: workspace,
    'INPUT_FAIL-ON': 'never',
    ...inputs,
  };
  const dashed = Object.fromEntries(Object.entries(env).filter(([k]) => k.includes('-')));
  const setInputs = `data:text/javascript,Object.assign(process.env,${encodeURIComponent(JSON.stringify(dashed))})`;
  const entry = join(dist, 'index.js');
  return { args: [entry], countArgs: ['--import', setInputs, entry], cwd: workspace, env };
}

/** Empties the run's output and summary files (the action appends to them), before each run. */
export function freshFiles(run) {
  for (const f of [run.env?.GITHUB_OUTPUT, run.env?.GITHUB_STEP_SUMMARY]) if (f) writeFileSync(f, '');
}
