import { describe, expect, it } from 'vitest';
import { parseConcurrency } from './parse.js';

describe('parseConcurrency', () => {
  it('takes a whole number from 1 to 64', () => {
    expect(parseConcurrency(undefined)).toBeUndefined();
    expect(parseConcurrency('4')).toBe(4);
    for (const bad of ['0', '-1', '1.5', 'x', '65'])
      expect(() => parseConcurrency(bad)).toThrow(/from 1 to 64/);
  });
});
