// Calls: the test call of the telephony screen (Twilio with the user's credentials, or the labelled
// demo) and the landing page's call request. Built like the scraping service (the model tool).
import { randomUUID } from 'node:crypto';
import { AppError } from '../errors.js';
import type { PlanService } from '../plans/plan-service.js';
import type { CallProvider } from '../providers/ports.js';
import { TWILIO_MESSAGES } from '../schemas/key-messages.js';
import { AUTH_MESSAGES } from '../schemas/messages.js';
import { REQUEST_LIMITS, REQUEST_MESSAGES } from '../schemas/requests.js';
import type { CallResult } from '../schemas/tool-results.js';
import type { CallRequestRepo } from './call-request-repo.js';

/** Bounds no caller would reach (the request schema's, core/schemas/requests.ts): E.164 numbers are short. */
export const TEST_CALL_LIMITS = {
  phoneNumber: REQUEST_LIMITS.phoneNumber,
  message: REQUEST_LIMITS.callMessage,
} as const;

export const CALL_MESSAGES = {
  phoneTooLong: REQUEST_MESSAGES.phoneTooLong,
  messageTooLong: REQUEST_MESSAGES.messageTooLong,
  invalidPhone: 'Please enter a valid phone number',
  callFailed: 'Call Failed',
  requested: (countryCode: string, digits: string) =>
    `We will call you at ${countryCode} ${digits} within one business day.`,
} as const;

const invalid = (code: string, title: string, message: string) =>
  new AppError('validation', code, message, { title });

/** The spec's demo answer when no credentials are saved: flagged is_demo; nobody is called. */
function demoCall(to: string, at: Date): CallResult {
  return {
    status: 'success',
    sid: `demo-${randomUUID()}`,
    to,
    from: '',
    message: TWILIO_MESSAGES.demoCall,
    duration: 0,
    timestamp: at.toISOString(),
    is_demo: true,
  };
}

export type CallServiceDeps = {
  plans: Pick<PlanService, 'use'>;
  /** The user's telephony provider, or undefined when no credentials are saved (the call is then a demo). */
  telephonyFor: (userId: string) => Promise<CallProvider | undefined>;
  callRequests: Pick<CallRequestRepo, 'add'>;
  now?: () => Date;
};

/** Test calls (plan gate 'calling-basic') and the landing page's call requests. */
export const createCallService = ({
  plans,
  telephonyFor,
  callRequests,
  now = () => new Date(),
}: CallServiceDeps) => {
  /**
   * Places the telephony screen's test call: a real call that speaks `message`, or the labelled demo
   * without credentials. A real call that fails throws (a ProviderError), never a demo success.
   */
  async function testCall(
    userId: string,
    input: { phoneNumber: string; message: string },
  ): Promise<CallResult> {
    return plans.use(
      userId,
      'calling-basic',
      async () => {
        const to = input.phoneNumber.trim();
        const message = input.message.trim();
        if (!to || !message)
          throw invalid(
            'missing_information',
            TWILIO_MESSAGES.missingInformation,
            TWILIO_MESSAGES.testCallRequired,
          );
        if (to.length > TEST_CALL_LIMITS.phoneNumber)
          throw invalid('phone_too_long', 'Invalid Phone Number', CALL_MESSAGES.phoneTooLong);
        if (message.length > TEST_CALL_LIMITS.message)
          throw invalid('message_too_long', 'Message Too Long', CALL_MESSAGES.messageTooLong);
        const telephony = await telephonyFor(userId);
        return telephony ? telephony.call({ to, message }) : demoCall(to, now());
      },
      { counts: (r) => !r.is_demo },
    );
  }

  /** The landing page's 'Let's Chat' request: a phone number (without country code) and a country code. */
  async function requestCall(input: { phone?: string; countryCode?: string }) {
    const digits = (input.phone ?? '').replace(/[\s().-]/g, '');
    if (!digits) throw invalid('phone_required', AUTH_MESSAGES.phoneRequired, AUTH_MESSAGES.phoneRequired);
    const countryCode = (input.countryCode ?? '+1').trim();
    if (!/^\d{4,15}$/.test(digits) || !/^\+\d{1,4}$/.test(countryCode))
      throw invalid('invalid_phone', CALL_MESSAGES.callFailed, CALL_MESSAGES.invalidPhone);
    await callRequests.add({ phone: digits, countryCode, createdAt: now().toISOString() });
    return { status: 'success' as const, message: CALL_MESSAGES.requested(countryCode, digits) };
  }

  return { testCall, requestCall };
};

export type CallService = ReturnType<typeof createCallService>;
