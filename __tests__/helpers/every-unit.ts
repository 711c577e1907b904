/**
 * Runs `f` with every kustomize unit rendered, also those the same on both sides that a run would
 * read without kustomize (src/index/unread-units.ts): for the cases that test rendering itself on a
 * unit the change does not touch. `UPGRADE_GATE_UNREAD_MIN` is the run's own knob (evaluation.ts).
 */
export async function renderingEveryUnit<T>(f: () => Promise<T>): Promise<T> {
  const saved = process.env.UPGRADE_GATE_UNREAD_MIN;
  process.env.UPGRADE_GATE_UNREAD_MIN = '1000';
  try {
    return await f();
  } finally {
    if (saved === undefined) delete process.env.UPGRADE_GATE_UNREAD_MIN;
    else process.env.UPGRADE_GATE_UNREAD_MIN = saved;
  }
}
