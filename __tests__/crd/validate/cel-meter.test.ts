import { goReplace, replacedLength } from '../../../src/crd/validate/cel-lib/strings.js';
import { charge, CostLimitError, metered } from '../../../src/crd/validate/cel-meter.js';

describe('replace as Go strings.Replace (cel-go ext strings), linear', () => {
  it.each([
    ['hello', 'l', 'L', -1, 'heLLo'],
    ['hello', 'l', 'L', 1, 'heLlo'],
    ['hello', 'l', 'L', 0, 'hello'],
    ['aaaa', 'aa', 'b', -1, 'bb'],
    ['ab', '', '-', -1, '-a-b-'],
    ['ab', '', '-', 2, '-a-b'],
    ['', '', 'x', -1, 'x'],
    ['héé', 'é', 'e', -1, 'hee'],
    ['a😀b', '', '.', -1, '.a.😀.b.'],
  ])('%j.replace(%j, %j, %d) is %j, its length known before', (s, old, repl, n, want) => {
    expect(goReplace(s, old, repl, n)).toBe(want);
    expect(replacedLength(s, old, repl, n)).toBe(want.length);
  });

  it('a 20,000-character string replaced by itself is sized, never built', () => {
    const s = 'a'.repeat(20_000);
    expect(replacedLength(s, 'a', s, -1)).toBe(400_000_000);
  });
});

describe('the run-time meter', () => {
  it('charges nothing outside an evaluation', () => {
    expect(() => charge(1e12, 1e12)).not.toThrow();
  });

  it("says which charge went over: the API server's own, or the size of what is built", () => {
    const api = metered(10, () => {
      expect(() => charge(11)).toThrow(CostLimitError);
      return 1;
    });
    expect(api.meter.over).toBe('api');
    const built = metered(10, () => {
      charge(5);
      expect(() => charge(1, 5)).toThrow(CostLimitError);
      // Once over, every later call stops at once.
      expect(() => charge(0)).toThrow(CostLimitError);
    });
    expect(built.meter).toMatchObject({ api: 6, built: 5, over: 'built' });
  });
});
