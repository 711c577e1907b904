import { groupedCount } from '../../src/message.js';

describe('groupedCount', () => {
  it("writes a whole number as toLocaleString('en-US') does, without loading Intl", () => {
    const values = [0, 7, 12, 999, 1000, 2515, 99999, 100000, 1234567, -1, -1000, -987654321];
    for (let n = 1; n < Number.MAX_SAFE_INTEGER / 7; n = n * 7 + 3) values.push(n, -n);
    for (const n of values) expect(groupedCount(n)).toBe(n.toLocaleString('en-US'));
    expect(groupedCount(2515)).toBe('2,515');
  });

  it('leaves fractions and huge numbers to toLocaleString', () => {
    for (const n of [1.5, 1e21, Number.MAX_SAFE_INTEGER + 2])
      expect(groupedCount(n)).toBe(n.toLocaleString('en-US'));
  });
});
