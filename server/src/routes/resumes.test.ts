import { readFileSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { RESUME_MESSAGES } from '@recruit/core';
import { testDialects } from '../../../tests/helpers/databases.js';
import { makeTestCore, type TestCore } from '../../../tests/helpers/core.js';
import { signUpOver } from '../../../tests/helpers/http.js';
// @ts-expect-error plain ESM fixture builder without types
import { buildCorpus } from '../../../tests/fixtures/resumes/build-corpus.mjs';
import { startTextkernelFake } from '../../../tests/fakes/textkernel-fake.js';
import { buildServer } from '../build-server.js';

type Built = {
  file: string;
  truth: { name: string; email: string; skills: string[] };
  record: { format: string };
};

const DAY = 86_400_000;
let corpusDir: string;
let pdf: Built;
let docx: Built;
let textkernel: Awaited<ReturnType<typeof startTextkernelFake>>;

beforeAll(async () => {
  corpusDir = mkdtempSync(path.join(os.tmpdir(), 'resume-routes-'));
  const corpus = (await buildCorpus(corpusDir)) as Built[];
  pdf = corpus.find((c) => c.record.format === 'pdf')!;
  docx = corpus.find((c) => c.record.format === 'docx')!;
  textkernel = await startTextkernelFake();
}, 120_000);
afterAll(async () => {
  rmSync(corpusDir, { recursive: true, force: true });
  await textkernel.close();
});

/** A multipart/form-data body with the given files (name, bytes, type), as a browser sends it. */
function multipart(
  files: { name: string; bytes: Buffer; type: string }[],
  fields: Record<string, string> = {},
) {
  const boundary = '----recruitTestBoundary7MA4YWxkTrZu0gW';
  const fieldParts = Object.entries(fields).map(([k, v]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`),
  );
  const parts = files.map((f) =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${f.name}"\r\nContent-Type: ${f.type}\r\n\r\n`,
      ),
      f.bytes,
      Buffer.from('\r\n'),
    ]),
  );
  return {
    payload: Buffer.concat([...fieldParts, ...parts, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe.each(testDialects())('resume and candidate routes on $name', (dialect) => {
  let core: TestCore;
  let app: FastifyInstance;
  let ada: string;
  beforeEach(async () => {
    core = await makeTestCore(dialect, { RECRUIT_TEXTKERNEL_BASE_URL: textkernel.baseUrl });
    app = await buildServer(core, { webRoot: '/nonexistent' });
    ada = await signUpOver(app, 'ada@acme.io', 'Ada');
  });
  afterEach(async () => {
    await app.close();
    await core.dispose();
  });

  const upload = (
    files: { name: string; bytes: Buffer; type: string }[],
    session: string | undefined = ada,
  ) =>
    app.inject({
      method: 'POST',
      url: '/api/resumes/parse',
      ...multipart(files),
      ...(session ? { cookies: { recruit_session: session } } : {}),
    });
  const PDF_TYPE = 'application/pdf';

  it('parses an uploaded PDF and DOCX into the parsed resume', async () => {
    const res = await upload([{ name: 'ada.pdf', bytes: readFileSync(pdf.file), type: PDF_TYPE }]);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.resume).toMatchObject({ name: pdf.truth.name, email: pdf.truth.email });
    expect(body.resume.skills.length).toBeGreaterThan(0);
    expect(body.remaining).toBeUndefined(); // the trial has no limit
    const d = await upload([
      {
        name: 'cv.docx',
        bytes: readFileSync(docx.file),
        type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      },
    ]);
    expect(d.json().resume).toMatchObject({ name: docx.truth.name, email: docx.truth.email });
  });

  it('requires sign-in', async () => {
    const res = await upload([{ name: 'ada.pdf', bytes: readFileSync(pdf.file), type: PDF_TYPE }], '');
    expect(res.statusCode).toBe(401);
    expect(res.json().error.message).toBe('Please sign in to continue');
    for (const [method, url] of [
      ['GET', '/api/candidates'],
      ['POST', '/api/candidates'],
      ['GET', '/api/resumes/access'],
    ] as const) {
      expect((await app.inject({ method, url })).statusCode).toBe(401);
    }
  });

  it('answers file problems with 400, the spec message and its title', async () => {
    const cases: [{ name: string; bytes: Buffer; type: string }, string, string][] = [
      [
        { name: 'setup.exe', bytes: Buffer.from('MZ'), type: 'application/octet-stream' },
        RESUME_MESSAGES.blocked,
        'Security Warning',
      ],
      [
        { name: 'cv.exe.pdf', bytes: readFileSync(pdf.file), type: PDF_TYPE },
        RESUME_MESSAGES.blocked,
        'Security Warning',
      ],
      [
        { name: 'notes.txt', bytes: Buffer.from('hello'), type: 'text/plain' },
        RESUME_MESSAGES.invalidType,
        'Invalid File',
      ],
      [{ name: 'cv.pdf', bytes: Buffer.alloc(0), type: PDF_TYPE }, RESUME_MESSAGES.empty, 'Invalid File'],
      [
        { name: 'renamed.pdf', bytes: Buffer.from('MZ\x90\x00'.repeat(200)), type: PDF_TYPE },
        RESUME_MESSAGES.invalidType,
        'Invalid File',
      ],
      [
        {
          name: 'huge.pdf',
          bytes: Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(10 * 1024 * 1024 + 10)]),
          type: PDF_TYPE,
        },
        RESUME_MESSAGES.tooLargeShort,
        'Invalid File',
      ],
    ];
    for (const [file, message, title] of cases) {
      const res = await upload([file]);
      expect([file.name, res.statusCode, res.json().error]).toEqual([
        file.name,
        400,
        expect.objectContaining({ message, title }),
      ]);
    }
    const broken = await upload([
      { name: 'broken.pdf', bytes: Buffer.from('%PDF-1.7\nnot really\n'), type: PDF_TYPE },
    ]);
    expect(broken.statusCode).toBe(400);
    expect(broken.json().error.message).toMatch(/corrupted/);
    const none = await app.inject({
      method: 'POST',
      url: '/api/resumes/parse',
      payload: {},
      cookies: { recruit_session: ada },
    });
    expect([none.statusCode, none.json().error.message]).toEqual([400, RESUME_MESSAGES.failedToRead]);
    // Nothing that failed was counted.
    expect(
      await core.plans.usedThisMonth((await core.accounts.requireSession(ada)).userId, 'resume-parsing'),
    ).toBe(0);
  });

  it('counts Basic parses on the server: 5 a month, then 403 with the message', async () => {
    // Past the 14-day trial (the account was made 15 days ago).
    await core.db
      .updateTable('users')
      .set({ created_at: new Date(Date.now() - 15 * DAY).toISOString() })
      .execute();
    const access = await app.inject({
      method: 'GET',
      url: '/api/resumes/access',
      cookies: { recruit_session: ada },
    });
    expect(access.json()).toEqual({ allowed: true, tier: 'Basic', monthlyLimit: 5, remaining: 5 });
    const bytes = readFileSync(pdf.file);
    for (let i = 4; i >= 0; i--) {
      const res = await upload([{ name: 'ada.pdf', bytes, type: PDF_TYPE }]);
      expect([res.statusCode, res.json().remaining]).toEqual([200, i]);
    }
    const blocked = await upload([{ name: 'ada.pdf', bytes, type: PDF_TYPE }]);
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().error.message).toBe(
      'You have used all 5 resume parses of your plan this month. Please upgrade to parse more.',
    );
    const after = await app.inject({
      method: 'GET',
      url: '/api/resumes/access',
      cookies: { recruit_session: ada },
    });
    expect(after.json()).toMatchObject({ allowed: false, tier: 'Basic', remaining: 0 });
    // A Pro subscription lifts the limit.
    const userId = (await core.accounts.requireSession(ada)).userId;
    await core.plans.setSubscription(userId, { subscribed: true, tier: 'Pro', end: null });
    expect((await upload([{ name: 'ada.pdf', bytes, type: PDF_TYPE }])).statusCode).toBe(200);
  });

  it('saves a parsed resume as a candidate, deduplicated by email, and lists them', async () => {
    const parsed = (
      await upload([{ name: 'ada.pdf', bytes: readFileSync(pdf.file), type: PDF_TYPE }])
    ).json();
    const save = (resume: unknown) =>
      app.inject({
        method: 'POST',
        url: '/api/candidates',
        payload: { resume, fileName: 'ada.pdf' },
        cookies: { recruit_session: ada },
      });
    const first = await save(parsed.resume);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      created: true,
      candidate: { name: pdf.truth.name, email: pdf.truth.email.toLowerCase(), source: 'web:ada.pdf' },
    });
    const again = await save({ ...parsed.resume, skills: ['Go'] });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({
      created: false,
      candidate: { id: first.json().candidate.id, skills: ['Go'] },
    });
    const bad = await save({ name: 42 });
    expect(bad.statusCode).toBe(400);
    const list = await app.inject({
      method: 'GET',
      url: '/api/candidates',
      cookies: { recruit_session: ada },
    });
    expect(list.json().candidates).toHaveLength(1);
    const one = await app.inject({
      method: 'GET',
      url: `/api/candidates/${first.json().candidate.id}`,
      cookies: { recruit_session: ada },
    });
    expect(one.json().candidate.skills).toEqual(['Go']);
  });

  it('keeps the original file with a candidate saved from a parsed resume: listed, downloaded, replaced, deleted', async () => {
    const pdfBytes = readFileSync(pdf.file);
    const parsed = (await upload([{ name: 'ada.pdf', bytes: pdfBytes, type: PDF_TYPE }])).json();
    const saveWithFile = (
      file: { name: string; bytes: Buffer; type: string },
      resume: unknown = parsed.resume,
    ) =>
      app.inject({
        method: 'POST',
        url: '/api/resumes/save',
        ...multipart([file], { resume: JSON.stringify(resume) }),
        cookies: { recruit_session: ada },
      });
    const get = (url: string, session = ada) =>
      app.inject({ method: 'GET', url, cookies: { recruit_session: session } });

    const name = 'Ada Lovelace – CV.pdf';
    const first = await saveWithFile({ name, bytes: pdfBytes, type: PDF_TYPE });
    expect(first.statusCode).toBe(201);
    const id = first.json().candidate.id as string;
    expect(first.json()).toMatchObject({
      created: true,
      candidate: { name: pdf.truth.name, source: `web:${name}` },
    });
    expect((await get(`/api/candidates/${id}`)).json().resumeFile).toMatchObject({
      name,
      mediaType: PDF_TYPE,
      size: pdfBytes.byteLength,
    });
    const download = await get(`/api/candidates/${id}/resume`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe(PDF_TYPE);
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="Ada Lovelace _ CV.pdf"; filename*=UTF-8''Ada%20Lovelace%20%E2%80%93%20CV.pdf`,
    );
    expect(download.rawPayload.equals(pdfBytes)).toBe(true);
    // Another user's candidate is not found.
    const bob = await signUpOver(app, 'bob@acme.io', 'Bob');
    expect((await get(`/api/candidates/${id}/resume`, bob)).statusCode).toBe(404);

    // Saved again (same email) with another file: the candidate keeps one file, the new one.
    const docxBytes = readFileSync(docx.file);
    const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
    const again = await saveWithFile({ name: 'ada.docx', bytes: docxBytes, type: DOCX });
    expect([again.statusCode, again.json().candidate.id]).toEqual([200, id]);
    const replaced = await get(`/api/candidates/${id}/resume`);
    expect(replaced.headers['content-type']).toBe(DOCX);
    expect(replaced.rawPayload.equals(docxBytes)).toBe(true);

    // A file no upload would pass is refused, and nothing changes.
    const blocked = await saveWithFile({ name: 'cv.pdf.exe', bytes: pdfBytes, type: PDF_TYPE });
    expect([blocked.statusCode, blocked.json().error.title]).toEqual([400, 'Security Warning']);
    const noResume = await saveWithFile({ name: 'ada.pdf', bytes: pdfBytes, type: PDF_TYPE }, { name: 42 });
    expect(noResume.statusCode).toBe(400);
    expect((await get(`/api/candidates/${id}/resume`)).rawPayload.equals(docxBytes)).toBe(true);

    // A candidate typed by hand has none.
    const typed = await app.inject({
      method: 'POST',
      url: '/api/candidates',
      payload: { name: 'Typed Person' },
      cookies: { recruit_session: ada },
    });
    const none = await get(`/api/candidates/${typed.json().candidate.id}/resume`);
    expect([none.statusCode, none.json().error.message]).toEqual([404, 'This candidate has no resume file.']);
    expect((await get(`/api/candidates/${typed.json().candidate.id}`)).json().resumeFile).toBeNull();

    // Deleted with the candidate.
    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/candidates/${id}`,
      cookies: { recruit_session: ada },
    });
    expect(removed.statusCode).toBe(204);
    expect((await get(`/api/candidates/${id}/resume`)).statusCode).toBe(404);
    expect(await core.db.selectFrom('candidate_files').select('id').execute()).toEqual([]);
  });

  it("sends the file to Textkernel with the user's key, and answers its failures with their message", async () => {
    const userId = (await core.accounts.requireSession(ada)).userId;
    await core.keys.save(userId, 'textkernel', 'acct-42:svc-key-0123456789abcdef');
    textkernel.answer({ kind: 'resumeData' });
    const before = textkernel.requests.length;
    const res = await upload([{ name: 'ada.pdf', bytes: readFileSync(pdf.file), type: PDF_TYPE }]);
    expect(res.statusCode).toBe(200);
    expect(res.json().resume).toMatchObject({ name: 'Amélie Dubois', email: 'amelie.dubois@exemple.fr' });
    expect(textkernel.requests.length).toBe(before + 1);
    expect(textkernel.requests.at(-1)?.headers['tx-servicekey']).toBe('svc-key-0123456789abcdef');

    textkernel.answer({ kind: 'status', status: 401, message: 'Bad key' });
    const denied = await upload([{ name: 'ada.pdf', bytes: readFileSync(pdf.file), type: PDF_TYPE }]);
    expect(denied.statusCode).toBe(502);
    expect(denied.json().error.message).toMatch(/credentials \(401 Unauthorized\)/);
    textkernel.answer({ kind: 'resumeData' });
  });
});
