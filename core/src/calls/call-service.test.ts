import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testDialects } from '../../../tests/helpers/databases.js';
import { makeTestCore, type TestCore } from '../../../tests/helpers/core.js';
import { ProviderError } from '../errors.js';
import { fakeCallProvider } from '../providers/fakes.js';
import type { CallProvider } from '../providers/ports.js';
import type { CallResult } from '../schemas/tool-results.js';
import { createCallRequestRepo } from './call-request-repo.js';
import { createCallService } from './call-service.js';

const DAY = 86_400_000;
const T0 = Date.parse('2025-03-01T10:00:00.000Z');
const MESSAGE = 'Hello! This is a test call from your recruitment platform.';

describe.each(testDialects())('call service on $name', (dialect) => {
  let core: TestCore;
  let userId: string;
  let telephonyAsked: number;
  let clock: number;

  beforeEach(async () => {
    core = await makeTestCore(dialect);
    userId = (await core.accounts.register({ email: 'ada@acme.io', password: 'Sunny-Day-42', name: 'Ada' }))
      .userId;
    telephonyAsked = 0;
    clock = T0;
  });
  afterEach(async () => core.dispose());

  const serviceWith = (telephony: CallProvider | undefined) =>
    createCallService({
      plans: core.plans,
      telephonyFor: async () => (telephonyAsked++, telephony),
      callRequests: createCallRequestRepo({ db: core.db }),
      now: () => new Date(clock),
    });
  const uses = () => core.plans.usedThisMonth(userId, 'calling-basic');

  it('answers with the labelled demo without credentials, calls nobody, and that is not a use', async () => {
    const res = await serviceWith(undefined).testCall(userId, {
      phoneNumber: ' +15551234567 ',
      message: MESSAGE,
    });
    expect(res).toMatchObject({
      status: 'success',
      to: '+15551234567',
      message: 'Call initiated successfully (Demo)',
      duration: 0,
      timestamp: new Date(T0).toISOString(),
      is_demo: true,
    });
    expect(res.sid).toMatch(/^demo-/);
    expect(await uses()).toBe(0);
  });

  it("places a real call with the trimmed number and message, and records the plan's use", async () => {
    const placed: { to: string; message: string }[] = [];
    const answer: CallResult = {
      status: 'queued',
      sid: 'CA123',
      to: '+15551234567',
      from: '+15005550006',
      message: MESSAGE,
      duration: 0,
      timestamp: new Date(T0).toISOString(),
      is_demo: false,
    };
    const twilio = fakeCallProvider({ call: async (input) => (placed.push(input), answer) });
    const res = await serviceWith(twilio).testCall(userId, {
      phoneNumber: '+15551234567',
      message: ` ${MESSAGE} `,
    });
    expect(res).toEqual(answer);
    expect(placed).toEqual([{ to: '+15551234567', message: MESSAGE }]);
    expect(await uses()).toBe(1);
  });

  it('lets a failed real call fail, never as a demo success', async () => {
    const twilio = fakeCallProvider({
      call: async () => {
        throw new ProviderError('twilio', 'Invalid Twilio API key', { status: 401, code: 'invalid_key' });
      },
    });
    await expect(
      serviceWith(twilio).testCall(userId, { phoneNumber: '+15551234567', message: MESSAGE }),
    ).rejects.toMatchObject({ kind: 'provider', message: 'Invalid Twilio API key' });
    expect(await uses()).toBe(0);
  });

  it("needs a number and a message (the spec's 'Missing Information'), of sane length", async () => {
    const service = serviceWith(fakeCallProvider());
    for (const input of [
      { phoneNumber: '', message: MESSAGE },
      { phoneNumber: '+15551234567', message: '   ' },
    ]) {
      await expect(service.testCall(userId, input)).rejects.toMatchObject({
        kind: 'validation',
        title: 'Missing Information',
        message: 'Please enter a phone number and message to test the call.',
      });
    }
    await expect(
      service.testCall(userId, { phoneNumber: '+1'.padEnd(33, '5'), message: MESSAGE }),
    ).rejects.toMatchObject({ message: 'Please enter a phone number of at most 32 characters.' });
    await expect(
      service.testCall(userId, { phoneNumber: '+15551234567', message: 'a'.repeat(1001) }),
    ).rejects.toMatchObject({ message: 'Please enter a message of at most 1000 characters.' });
    expect(telephonyAsked).toBe(0);
  });

  it('is refused on the Basic plan after the trial, before anything else', async () => {
    core.clock.advance(15 * DAY);
    await expect(
      serviceWith(undefined).testCall(userId, { phoneNumber: '', message: '' }),
    ).rejects.toMatchObject({
      kind: 'forbidden',
      title: 'Feature Restricted',
      message: 'AI Calling is not available in your current plan. Please upgrade to access this feature.',
    });
    expect(telephonyAsked).toBe(0);
  });

  it("stores the landing page's call request for the sales team", async () => {
    const service = serviceWith(undefined);
    expect(await service.requestCall({ phone: '(415) 555-0134', countryCode: ' +44 ' })).toEqual({
      status: 'success',
      message: 'We will call you at +44 4155550134 within one business day.',
    });
    clock += 60_000;
    expect(await service.requestCall({ phone: '612 345 678' })).toMatchObject({ status: 'success' });
    expect(await createCallRequestRepo({ db: core.db }).list()).toMatchObject([
      { phone: '4155550134', countryCode: '+44', createdAt: new Date(T0).toISOString(), status: 'requested' },
      { phone: '612345678', countryCode: '+1', createdAt: new Date(T0 + 60_000).toISOString() },
    ]);
  });

  it("refuses a call request without a phone ('Phone Number Required') or with a malformed one", async () => {
    const service = serviceWith(undefined);
    await expect(service.requestCall({ phone: '  ' })).rejects.toMatchObject({
      code: 'phone_required',
      title: 'Phone Number Required',
      message: 'Phone Number Required',
    });
    for (const input of [{ phone: '12' }, { phone: '4155550134', countryCode: '44' }, { phone: 'call me' }]) {
      await expect(service.requestCall(input)).rejects.toMatchObject({
        code: 'invalid_phone',
        title: 'Call Failed',
        message: 'Please enter a valid phone number',
      });
    }
    expect(await createCallRequestRepo({ db: core.db }).list()).toEqual([]);
  });
});
