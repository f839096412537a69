import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES as M } from '@recruit/core';
import { HOSTILE_INPUT_MS, hostileMegabyte, bestSyncMs } from '../../tests/helpers/event-loop.js';
import { emailField, newPasswordFields } from './prompts.js';

describe('account prompts', () => {
  it('refuses a 1 MB hostile email in under 50 ms', () => {
    const email = `a@${hostileMegabyte('.')}@`;
    const validate = emailField().validate!;
    expect(validate(email, {})).toBe(M.invalidEmail);
    expect(bestSyncMs(() => validate(email, {}))).toBeLessThan(HOSTILE_INPUT_MS);
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
