// The original resume file kept with a candidate (issue 11): checked like an upload (the same
// extensions, media types and 10 MB cap as POST /api/resumes/parse), stored in candidate_files in the
// transaction that saves the candidate, gone with the candidate (foreign key) and with the account.
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { AppError } from '../errors.js';
import { RESUME_ACCEPTED_MIME_TYPES, checkResumeFile, resumeFileTitle } from '../schemas/resume.js';

/** A resume file as a face read it: its bytes, the name it had and the media type it was sent with. */
export type ResumeFileInput = { bytes: Uint8Array; name: string; type?: string | undefined };

const KIND = 'resume';
const BY_EXTENSION: Record<string, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

/** The name kept: the last path segment, without control characters, at most 255 characters. */
export function resumeFileName(raw: string): string {
  const base = raw.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return (clean || 'resume').slice(-255);
}

/** The media type kept: the one sent when it is an accepted resume type, else the extension's. */
export function resumeMediaType(name: string, sent?: string): string {
  const type = (sent ?? '').toLowerCase().split(';')[0]!.trim();
  if ((RESUME_ACCEPTED_MIME_TYPES as readonly string[]).includes(type)) return type;
  return BY_EXTENSION[name.toLowerCase().split('.').pop() ?? ''] ?? 'application/octet-stream';
}

/** Refuses a file no upload would pass (blocked or foreign name, empty, over the 10 MB cap). */
export function checkResumeFileInput(file: ResumeFileInput): void {
  const problem = checkResumeFile({ name: file.name, size: file.bytes.byteLength, type: file.type });
  if (problem)
    throw new AppError('validation', problem.code, problem.message, {
      title: problem.title || resumeFileTitle(problem.code),
    });
}

/** Keeps `file` as the candidate's resume, replacing the one it had (call inside the save's transaction). */
export async function storeResumeFile(
  tx: Kysely<Database>,
  userId: string,
  candidateId: string,
  file: ResumeFileInput,
  at: string,
): Promise<void> {
  const name = resumeFileName(file.name);
  await tx
    .deleteFrom('candidate_files')
    .where('user_id', '=', userId)
    .where('candidate_id', '=', candidateId)
    .where('kind', '=', KIND)
    .execute();
  await tx
    .insertInto('candidate_files')
    .values({
      id: randomUUID(),
      user_id: userId,
      candidate_id: candidateId,
      kind: KIND,
      name,
      media_type: resumeMediaType(name, file.type),
      size: file.bytes.byteLength,
      content: Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength),
      created_at: at,
    })
    .execute();
}

export const RESUME_FILE_KIND = KIND;
