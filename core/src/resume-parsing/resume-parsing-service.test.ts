import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testDialects } from '../../../tests/helpers/databases.js';
import { makeTestCore, type TestCore } from '../../../tests/helpers/core.js';
import { RESUME_MESSAGES, parsedResumeSchema, type ParsedResume } from '../schemas/resume.js';
import {
  createResumeParsingService,
  type ResumeFileParser,
  type ResumeParseOutcome,
  type ResumeUpload,
} from './resume-parsing-service.js';

const DAY = 86_400_000;
const ADA: ParsedResume = parsedResumeSchema.parse({
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  skills: ['Mathematics'],
});
const PDF: ResumeUpload = {
  bytes: new TextEncoder().encode('%PDF-1.7 ada'),
  name: 'ada.pdf',
  type: 'application/pdf',
};

/** A parser that answers `outcome` (or what `answer` gives), recording what it was asked. */
function fakeParser(answer: (upload: ResumeUpload) => Promise<ResumeParseOutcome> | ResumeParseOutcome) {
  const asked: { name: string; textkernelKey: string | undefined }[] = [];
  const parser: ResumeFileParser = {
    parse: async (upload, opts) => {
      asked.push({ name: upload.name, textkernelKey: opts.textkernelKey });
      return answer(upload);
    },
  };
  return { parser, asked };
}

describe.each(testDialects())('resume-parsing service on $name', (dialect) => {
  let core: TestCore;
  let userId: string;
  beforeEach(async () => {
    core = await makeTestCore(dialect);
    userId = (await core.accounts.register({ email: 'ada@acme.io', password: 'Sunny-Day-42', name: 'Ada' }))
      .userId;
  });
  afterEach(async () => core.dispose());

  const serviceWith = (parser: ResumeFileParser, textkernelKey?: string, inFlightPerUser?: number) =>
    createResumeParsingService({
      plans: core.plans,
      parser: async () => parser,
      textkernelKeyFor: async () => textkernelKey,
      candidates: core.candidates,
      ...(inFlightPerUser ? { inFlightPerUser } : {}),
    });
  const uses = () => core.plans.usedThisMonth(userId, 'resume-parsing');
  const basic = () => core.clock.advance(15 * DAY);

  it('parses an upload during the trial: the resume and its file name, no limit, one use recorded', async () => {
    const { parser, asked } = fakeParser(() => ({ ok: true, result: ADA }));
    const service = serviceWith(parser, 'acct:key');
    expect(await service.access(userId)).toEqual({ allowed: true, tier: 'Basic' });
    expect(await service.parseUpload(userId, async () => PDF)).toEqual({ resume: ADA, fileName: 'ada.pdf' });
    expect(asked).toEqual([{ name: 'ada.pdf', textkernelKey: 'acct:key' }]);
    expect(await uses()).toBe(1);
  });

  it('refuses a bad file with its title before parsing, and counts nothing', async () => {
    const { parser, asked } = fakeParser(() => ({ ok: true, result: ADA }));
    const service = serviceWith(parser);
    await expect(
      service.parseUpload(userId, async () => ({ ...PDF, name: 'setup.exe.pdf' })),
    ).rejects.toMatchObject({
      kind: 'validation',
      message: RESUME_MESSAGES.blocked,
      title: 'Security Warning',
    });
    await expect(
      service.parseUpload(userId, async () => ({ ...PDF, bytes: new Uint8Array(0) })),
    ).rejects.toMatchObject({ kind: 'validation', message: RESUME_MESSAGES.empty, title: 'Invalid File' });
    expect(asked).toEqual([]);
    expect(await uses()).toBe(0);
  });

  it("keeps the parser's failures: file problems 400 with a title, Textkernel's keep their provider kind", async () => {
    const failures: [ResumeParseOutcome, object][] = [
      [
        {
          ok: false,
          error: { kind: 'validation', code: 'corrupted_file', message: 'The file appears to be corrupted.' },
        },
        { kind: 'validation', code: 'corrupted_file', title: 'File Processing Error' },
      ],
      [
        {
          ok: false,
          error: { kind: 'validation', code: 'invalid_file_type', message: RESUME_MESSAGES.invalidType },
        },
        { kind: 'validation', title: 'Invalid File' },
      ],
      [
        {
          ok: false,
          error: {
            kind: 'rate_limited',
            code: 'textkernel_rate_limited',
            message: 'Textkernel: too many requests',
          },
        },
        { kind: 'rate_limited', code: 'textkernel_rate_limited' },
      ],
      [
        {
          ok: false,
          error: {
            kind: 'unavailable',
            code: 'textkernel_unreachable',
            message: 'Textkernel could not be reached',
          },
        },
        { kind: 'unavailable' },
      ],
      [
        {
          ok: false,
          error: {
            kind: 'provider',
            code: 'textkernel_unauthorized',
            message: 'Textkernel refused the credentials',
          },
        },
        { kind: 'provider' },
      ],
    ];
    for (const [outcome, expected] of failures) {
      const service = serviceWith(fakeParser(() => outcome).parser);
      await expect(service.parseUpload(userId, async () => PDF)).rejects.toMatchObject(expected);
    }
    expect(await uses()).toBe(0);
  });

  it('is refused on Basic after 5 parses a month, before the file is read; parallel uploads cannot pass it', async () => {
    basic();
    const { parser } = fakeParser(() => ({ ok: true, result: ADA }));
    const service = serviceWith(parser, undefined, 20);
    expect(await service.access(userId)).toEqual({
      allowed: true,
      tier: 'Basic',
      monthlyLimit: 5,
      remaining: 5,
    });
    // Ten uploads at once: exactly five pass.
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, () => service.parseUpload(userId, async () => PDF)),
    );
    const passed = results.filter((r) => r.status === 'fulfilled');
    expect(passed).toHaveLength(5);
    for (const r of results) {
      if (r.status === 'rejected') {
        expect(r.reason).toMatchObject({
          kind: 'forbidden',
          title: 'Feature Restricted',
          message: 'You have used all 5 resume parses of your plan this month. Please upgrade to parse more.',
        });
      }
    }
    expect(await uses()).toBe(5);
    let read = false;
    await expect(service.parseUpload(userId, async () => ((read = true), PDF))).rejects.toMatchObject({
      kind: 'forbidden',
    });
    expect(read).toBe(false);
    expect(await service.access(userId)).toMatchObject({ allowed: false, remaining: 0 });
  });

  it('tells how many parses are left under the Basic limit', async () => {
    basic();
    const service = serviceWith(fakeParser(() => ({ ok: true, result: ADA })).parser);
    expect((await service.parseUpload(userId, async () => PDF)).remaining).toBe(4);
    const failing = serviceWith(
      fakeParser(() => ({
        ok: false,
        error: { kind: 'validation', code: 'corrupted_file', message: 'corrupted' },
      })).parser,
    );
    await expect(failing.parseUpload(userId, async () => PDF)).rejects.toMatchObject({
      code: 'corrupted_file',
    });
    // The failed parse gave its use back.
    expect((await service.parseUpload(userId, async () => PDF)).remaining).toBe(3);
  });

  it("refuses a user's third parse at once with 'Processing in Progress'", async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const service = serviceWith(fakeParser(async () => (await gate, { ok: true, result: ADA })).parser);
    const held = [service.parseUpload(userId, async () => PDF), service.parseUpload(userId, async () => PDF)];
    await expect(service.parseUpload(userId, async () => PDF)).rejects.toMatchObject({
      kind: 'rate_limited',
      code: 'parse_in_progress',
      title: 'Processing in Progress',
      message: RESUME_MESSAGES.busy,
    });
    release();
    await Promise.all(held);
    await expect(service.parseUpload(userId, async () => PDF)).resolves.toMatchObject({
      fileName: 'ada.pdf',
    });
  });

  it('saves a resume parsed elsewhere as a counted use, refused past the Basic limit', async () => {
    basic();
    const service = serviceWith(fakeParser(() => ({ ok: true, result: ADA })).parser);
    for (let i = 0; i < 5; i++) {
      const saved = await service.saveParsed(
        userId,
        { ...ADA, email: `ada${i}@example.com` },
        { source: 'cli:ada.pdf' },
      );
      expect(saved).toMatchObject({ created: true, candidate: { source: 'cli:ada.pdf' } });
    }
    await expect(service.saveParsed(userId, ADA, { source: 'cli:ada.pdf' })).rejects.toMatchObject({
      kind: 'forbidden',
    });
    expect(await core.candidates.list(userId)).toHaveLength(5);
    // A save the candidate rules refuse is no use.
    await core.plans.setSubscription(userId, { subscribed: true, tier: 'Pro', end: null });
    await expect(
      service.saveParsed(userId, { ...ADA, name: 'N'.repeat(5000) }, { source: 'cli:x.pdf' }),
    ).rejects.toMatchObject({ kind: 'validation', message: 'Name must be at most 200 characters' });
  });
});
