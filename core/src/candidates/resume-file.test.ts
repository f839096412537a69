import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testDialects } from '../../../tests/helpers/databases.js';
import { makeTestCore, type TestCore } from '../../../tests/helpers/core.js';
import { RESUME_MAX_BYTES } from '../schemas/resume.js';
import { resumeFileName, resumeMediaType } from './resume-file.js';

const resume = (name: string, email = '') => ({
  name,
  email,
  phone: '',
  skills: [],
  experience: [],
  education: [],
});
const pdf = (text: string) => ({
  bytes: Buffer.from(`%PDF-1.4 ${text}`),
  name: `${text}.pdf`,
  type: 'application/pdf',
});

describe('resume file names and types', () => {
  it('keeps the last path segment without control characters, and an accepted media type', () => {
    expect(resumeFileName('C:\\Users\\ada\\cv\u0007.pdf')).toBe('cv.pdf');
    expect(resumeFileName('../../etc/passwd')).toBe('passwd');
    expect(resumeFileName('')).toBe('resume');
    expect(resumeMediaType('cv.pdf', 'text/html')).toBe('application/pdf');
    expect(resumeMediaType('cv.docx', '')).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(resumeMediaType('cv', 'application/msword')).toBe('application/msword');
  });
});

describe.each(testDialects())('resume files of candidates on $name', (dialect) => {
  let core: TestCore;
  let userId: string;
  beforeEach(async () => {
    core = await makeTestCore(dialect);
    userId = (await core.accounts.register({ email: 'ada@acme.io', password: 'Sunny-Day-42', name: 'Ada' }))
      .userId;
  });
  afterEach(async () => core.dispose());

  it('refuses a file over the upload cap, and keeps nothing of it', async () => {
    const big = { bytes: Buffer.alloc(RESUME_MAX_BYTES + 1, 32), name: 'big.pdf', type: 'application/pdf' };
    await expect(
      core.candidates.saveParsed(userId, resume('Big File'), { source: 'web:big.pdf', file: big }),
    ).rejects.toMatchObject({ kind: 'validation', code: 'file_too_large', title: 'Invalid File' });
    expect(await core.candidates.count(userId)).toBe(0);
  });

  it("moves the other's file over on merge when the kept candidate has none, and keeps its own otherwise", async () => {
    const save = (name: string, file?: ReturnType<typeof pdf>) =>
      core.candidates.saveParsed(userId, resume(name), { source: 'web:x', ...(file ? { file } : {}) });
    const a = (await save('Kept Without')).candidate;
    const b = (await save('Other With', pdf('other-b'))).candidate;
    await core.candidates.merge(userId, a.id, b.id);
    expect((await core.candidates.resumeFile(userId, a.id)).bytes.toString()).toBe('%PDF-1.4 other-b');

    const c = (await save('Other Too', pdf('other-c'))).candidate;
    await core.candidates.merge(userId, a.id, c.id);
    expect((await core.candidates.resumeFileInfo(userId, a.id))?.name).toBe('other-b.pdf');
    expect(await core.db.selectFrom('candidate_files').select('name').execute()).toEqual([
      { name: 'other-b.pdf' },
    ]);
  });
});
