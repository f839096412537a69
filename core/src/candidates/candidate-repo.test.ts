import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testDialects } from '../../../tests/helpers/databases.js';
import { makeTestCore, type TestCore } from '../../../tests/helpers/core.js';
import type { ParsedResume } from '../schemas/resume.js';

const resume = (over: Partial<ParsedResume> = {}): ParsedResume => ({
  name: 'Ada Lovelace',
  email: 'Ada@Acme.io',
  phone: '+14155550101',
  skills: ['TypeScript', 'PostgreSQL'],
  experience: [{ title: 'Engineer', company: 'Acme', period: 'Jan 2020 - Present', description: 'Built it' }],
  education: [{ degree: 'BSc Mathematics', institution: 'University of London', year: '2015' }],
  ...over,
});

describe.each(testDialects())('candidates repository on $name', (dialect) => {
  let core: TestCore;
  let ada: string;
  let bob: string;
  beforeEach(async () => {
    core = await makeTestCore(dialect);
    ada = (await core.accounts.register({ email: 'ada@acme.io', password: 'Sunny-Day-42', name: 'Ada' }))
      .userId;
    bob = (await core.accounts.register({ email: 'bob@acme.io', password: 'Sunny-Day-42', name: 'Bob' }))
      .userId;
  });
  afterEach(async () => core.dispose());

  it('stores a parsed resume with its lists and reads it back', async () => {
    const { candidate, created } = await core.candidates.saveParsed(ada, resume(), { source: 'cli:ada.pdf' });
    expect(created).toBe(true);
    expect(candidate).toMatchObject({
      name: 'Ada Lovelace',
      email: 'ada@acme.io',
      phone: '+14155550101',
      skills: ['TypeScript', 'PostgreSQL'],
      source: 'cli:ada.pdf',
    });
    expect(await core.candidates.get(ada, candidate.id)).toEqual(candidate);
    expect(await core.candidates.list(ada)).toEqual([candidate]);
  });

  it('updates the candidate with the same email (case-insensitive) instead of adding one', async () => {
    const first = await core.candidates.saveParsed(ada, resume(), { source: 'cli:a.pdf' });
    core.clock.advance(60_000);
    const again = await core.candidates.saveParsed(
      ada,
      resume({ email: 'ADA@acme.io', skills: ['Rust'], name: 'Ada King' }),
      { source: 'web:b.pdf' },
    );
    expect(again.created).toBe(false);
    expect(again.candidate.id).toBe(first.candidate.id);
    expect(again.candidate).toMatchObject({ name: 'Ada King', skills: ['Rust'], source: 'web:b.pdf' });
    expect(again.candidate.createdAt).toBe(first.candidate.createdAt);
    expect(again.candidate.updatedAt > first.candidate.updatedAt).toBe(true);
    expect(await core.candidates.count(ada)).toBe(1);
  });

  it('never merges candidates without an email, and keeps users apart', async () => {
    await core.candidates.saveParsed(ada, resume({ email: '' }), { source: 'x' });
    await core.candidates.saveParsed(ada, resume({ email: '' }), { source: 'y' });
    await core.candidates.saveParsed(bob, resume(), { source: 'z' });
    const own = await core.candidates.saveParsed(ada, resume(), { source: 'w' });
    expect(own.created).toBe(true);
    expect(await core.candidates.count(ada)).toBe(3);
    expect((await core.candidates.list(bob)).map((c) => c.email)).toEqual(['ada@acme.io']);
    await expect(core.candidates.get(bob, own.candidate.id)).rejects.toMatchObject({
      kind: 'not_found',
      message: 'Candidate not found',
    });
  });

  it('handles two imports of the same email at once as one candidate', async () => {
    const results = await Promise.all(
      [1, 2, 3].map((i) =>
        core.candidates.saveParsed(ada, resume({ skills: [`S${i}`] }), { source: `${i}` }),
      ),
    );
    expect(results.filter((r) => r.created)).toHaveLength(1);
    expect(await core.candidates.count(ada)).toBe(1);
  });

  it('refuses data that is not a candidate, with a message naming the field', async () => {
    await expect(
      core.candidates.saveParsed(ada, { name: 3 } as unknown as ParsedResume, { source: 'x' }),
    ).rejects.toMatchObject({ kind: 'validation', message: 'Name must be text' });
  });

  it('validates every stored field: a malformed or 40 k email, over-long fields, junk phones', async () => {
    const cases: [Partial<ParsedResume>, string][] = [
      [{ email: `${'a'.repeat(40_000)}@@x` }, 'Please enter a valid email address'],
      [{ email: 'not-an-email' }, 'Please enter a valid email address'],
      [{ name: 'N'.repeat(201) }, 'Name must be at most 200 characters'],
      [{ phone: '<script>alert(1)</script>' }, 'Please enter a valid phone number'],
      [{ skills: Array.from({ length: 301 }, (_, i) => `S${i}`) }, 'At most 300 skills can be saved'],
      [
        { experience: [{ title: 'T'.repeat(201), company: 'Acme', period: '2020', description: '' }] },
        'Job title must be at most 200 characters',
      ],
    ];
    for (const [over, message] of cases) {
      await expect(core.candidates.saveParsed(ada, resume(over), { source: 'x' })).rejects.toMatchObject({
        kind: 'validation',
        code: 'invalid_candidate',
        message,
      });
    }
    expect(await core.candidates.count(ada)).toBe(0);
  });
});
