import { describe, expect, it } from 'vitest';
import {
  REQUEST_LIMITS as L,
  REQUEST_MESSAGES as M,
  callRequestBody,
  keyValueBody,
  saveCandidateBody,
  scrapeBody,
  testCallBody,
  twilioCredentialsBody,
} from './requests.js';
import type * as z from 'zod';

const long = (n: number) => 'x'.repeat(n);
const issuesOf = (schema: z.ZodType, value: unknown) => {
  const r = schema.safeParse(value);
  return r.success ? [] : r.error.issues.map((i) => i.message);
};

describe('request bodies: every text field is bounded, with its message', () => {
  const cases: [string, z.ZodType, (v: string) => object, number, string][] = [
    ['an API key', keyValueBody('openai'), (v) => ({ value: v }), L.apiKey, M.apiKeyTooLong],
    [
      'an Account SID',
      twilioCredentialsBody,
      (v) => ({ accountSid: v }),
      L.twilioAccountSid,
      M.accountSidTooLong,
    ],
    [
      'an Auth Token',
      twilioCredentialsBody,
      (v) => ({ authToken: v }),
      L.twilioAuthToken,
      M.authTokenTooLong,
    ],
    ['a Twilio number', twilioCredentialsBody, (v) => ({ phoneNumber: v }), L.phoneNumber, M.phoneTooLong],
    ['a test call number', testCallBody, (v) => ({ phoneNumber: v }), L.phoneNumber, M.phoneTooLong],
    ['a test call message', testCallBody, (v) => ({ message: v }), L.callMessage, M.messageTooLong],
    ['a call request phone', callRequestBody, (v) => ({ phone: v }), L.phoneNumber, M.phoneTooLong],
    ['a country code', callRequestBody, (v) => ({ countryCode: v }), L.countryCode, M.countryCodeTooLong],
    ['a scrape URL', scrapeBody, (v) => ({ url: v }), L.url, M.urlTooLong],
    ['a file name', saveCandidateBody, (v) => ({ resume: {}, fileName: v }), L.fileName, M.fileNameTooLong],
  ];
  it.each(cases)('%s: at the bound it passes, one more is refused', (_what, schema, body, max, message) => {
    expect(issuesOf(schema, body(long(max)))).toEqual([]);
    expect(issuesOf(schema, body(long(max + 1)))).toEqual([message]);
    expect(issuesOf(schema, body(long(1_000_000)))).toEqual([message]);
  });

  it('messages say the bound in the spec style', () => {
    expect(M.phoneTooLong).toBe('Please enter a phone number of at most 32 characters.');
    expect(M.urlTooLong).toBe('Please enter a URL of at most 2048 characters.');
    expect(M.apiKeyTooLong).toBe('Please enter an API key of at most 1000 characters.');
  });

  it('trims a test call and a URL before the bound (spaces around a value do not count)', () => {
    const padded = `  ${long(L.url)}  `;
    expect(scrapeBody.parse({ url: padded }).url).toHaveLength(L.url);
    expect(testCallBody.parse({ phoneNumber: ' +15551234567 ', message: ' Hi ' })).toEqual({
      phoneNumber: '+15551234567',
      message: 'Hi',
    });
  });
});
