import { describe, expect, it } from 'vitest';
import { AUTH_LIMITS, AUTH_MESSAGES as M } from '@recruit/core';
import { hostileMegabyte } from '../../tests/helpers/event-loop.js';
import { countScannedChars } from '../../tests/helpers/work-count.js';
import { emailField, newPasswordFields } from './prompts.js';

describe('account prompts', () => {
  it('refuses a 1 MB hostile email without reading it (less work than a 254-character address)', () => {
    const email = `a@${hostileMegabyte('.')}@`;
    const validate = emailField().validate!;
    // Counted, not timed (issue 15 asked for under 50 ms; times: bench/auth-hostile.bench.js).
    const longest = `${'a'.repeat(AUTH_LIMITS.email - '@acme.io'.length)}@acme.io`;
    const budget = countScannedChars(() => expect(validate(longest, {})).toBeUndefined());
    expect(budget).toBeGreaterThan(AUTH_LIMITS.email);
    let answer: string | undefined;
    expect(countScannedChars(() => (answer = validate(email, {})))).toBeLessThanOrEqual(budget);
    expect(answer).toBe(M.invalidEmail);
    expect(validate('ada@acme.io', {})).toBeUndefined();
  });

  it('refuses a new password over 256 characters before judging its strength', () => {
    const [password] = newPasswordFields();
    expect(password!.validate!(`Aa1!${'x'.repeat(252)}`, {})).toBeUndefined();
    expect(password!.validate!(`Aa1!${'x'.repeat(253)}`, {})).toBe('Password must be at most 256 characters');
    expect(password!.validate!('x'.repeat(800_000), {})).toBe(M.passwordTooLong);
    expect(password!.validate!('weak', {})).toBe(M.passwordTooWeak);
  });
});
