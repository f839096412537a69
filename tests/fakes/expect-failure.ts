import { expect } from 'vitest';
import { AppError, ProviderError } from '../../core/src/errors.js';

/** Awaits a promise that must reject with an AppError and returns it for further checks. */
export async function expectFailure(p: Promise<unknown>): Promise<ProviderError> {
  const e = await p.then(
    () => undefined,
    (err: unknown) => err,
  );
  expect(e).toBeInstanceOf(AppError);
  return e as ProviderError;
}
