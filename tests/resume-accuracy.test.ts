// Accuracy of the local resume parser over the whole corpus (tests/fixtures/resumes), field by field.
//
// Scoring rules:
// - name, email, phone: exact match (email case-insensitive; phone in E.164).
// - skills: F1 over the sets of skills, compared case-insensitively.
// - experience: an extracted entry matches a truth entry when title, company and period are all equal
//   after case folding and whitespace collapsing; each truth entry matches at most one extracted entry.
//   The description is not part of the match (its wording is free) but its exact-match rate is printed.
// - education: an entry matches when degree, institution and year are all equal (same folding).
// Entry F1 is computed over the corpus totals (micro-averaged): 2·matched / (extracted + truth).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ParsedResume } from '@recruit/core';
import { parseResumeFile } from '@recruit/core/resume';
// @ts-expect-error plain ESM fixture builder without types
import { buildCorpus } from './fixtures/resumes/build-corpus.mjs';

type Built = { file: string; truth: ParsedResume; record: { id: string; layout: string; format: string } };

const fold = (s: string) => s.normalize('NFC').toLowerCase().replace(/\s+/g, ' ').trim();

function entryMatches<T>(extracted: T[], truth: T[], key: (t: T) => string): number {
  const remaining = extracted.map(key);
  let matched = 0;
  for (const t of truth) {
    const i = remaining.indexOf(key(t));
    if (i >= 0) {
      matched++;
      remaining.splice(i, 1);
    }
  }
  return matched;
}

const f1 = (matched: number, extracted: number, truth: number) =>
  extracted + truth === 0 ? 1 : (2 * matched) / (extracted + truth);

let dir: string;
let corpus: Built[];
const results = new Map<string, ParsedResume>();

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'resume-accuracy-'));
  corpus = (await buildCorpus(dir)) as Built[];
  for (const c of corpus) results.set(c.file, await parseResumeFile(c.file));
}, 120_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('local resume parser accuracy', () => {
  it('has a corpus of at least 40 resumes in PDF, DOCX and DOC', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(40);
    const formats = new Set(corpus.map((c) => c.record.format));
    expect([...formats].sort()).toEqual(['doc', 'docx', 'pdf']);
  });

  it('meets the per-field accuracy floors', () => {
    let name = 0;
    let email = 0;
    let phone = 0;
    const skills = { m: 0, e: 0, t: 0 };
    const exp = { m: 0, e: 0, t: 0 };
    const edu = { m: 0, e: 0, t: 0 };
    let descriptions = 0;
    let descriptionTotal = 0;
    const misses: string[] = [];
    for (const c of corpus) {
      const got = results.get(c.file)!;
      const want = c.truth;
      const id = c.record.id;
      if (got.name === want.name) name++;
      else misses.push(`${id} name: ${JSON.stringify(got.name)} ≠ ${JSON.stringify(want.name)}`);
      if (got.email.toLowerCase() === want.email.toLowerCase()) email++;
      else misses.push(`${id} email: ${got.email} ≠ ${want.email}`);
      if (got.phone === want.phone) phone++;
      else misses.push(`${id} phone: ${got.phone} ≠ ${want.phone}`);

      const gotSkills = [...new Set(got.skills.map(fold))];
      const wantSkills = [...new Set(want.skills.map(fold))];
      const sm = wantSkills.filter((s) => gotSkills.includes(s)).length;
      skills.m += sm;
      skills.e += gotSkills.length;
      skills.t += wantSkills.length;
      if (sm !== wantSkills.length || gotSkills.length !== wantSkills.length) {
        misses.push(
          `${id} skills: missing [${wantSkills.filter((s) => !gotSkills.includes(s)).join(', ')}] extra [${gotSkills.filter((s) => !wantSkills.includes(s)).join(', ')}]`,
        );
      }

      const expKey = (e: ParsedResume['experience'][number]) =>
        `${fold(e.title)}|${fold(e.company)}|${fold(e.period)}`;
      const em = entryMatches(got.experience, want.experience, expKey);
      exp.m += em;
      exp.e += got.experience.length;
      exp.t += want.experience.length;
      if (em !== want.experience.length || got.experience.length !== want.experience.length) {
        misses.push(
          `${id} experience: got ${JSON.stringify(got.experience.map(expKey))} want ${JSON.stringify(want.experience.map(expKey))}`,
        );
      }
      for (const w of want.experience) {
        descriptionTotal++;
        const g = got.experience.find((x) => expKey(x) === expKey(w));
        if (g && fold(g.description) === fold(w.description)) descriptions++;
      }

      const eduKey = (e: ParsedResume['education'][number]) =>
        `${fold(e.degree)}|${fold(e.institution)}|${fold(e.year)}`;
      const dm = entryMatches(got.education, want.education, eduKey);
      edu.m += dm;
      edu.e += got.education.length;
      edu.t += want.education.length;
      if (dm !== want.education.length || got.education.length !== want.education.length) {
        misses.push(
          `${id} education: got ${JSON.stringify(got.education.map(eduKey))} want ${JSON.stringify(want.education.map(eduKey))}`,
        );
      }
    }
    const n = corpus.length;
    const figures = {
      resumes: n,
      name: name / n,
      email: email / n,
      phone: phone / n,
      skillsF1: f1(skills.m, skills.e, skills.t),
      experienceF1: f1(exp.m, exp.e, exp.t),
      educationF1: f1(edu.m, edu.e, edu.t),
      descriptionExact: descriptionTotal ? descriptions / descriptionTotal : 1,
    };
    console.log('resume parser accuracy', JSON.stringify(figures, null, 2));
    if (misses.length) console.log(`misses:\n${misses.join('\n')}`);
    expect(figures.email).toBeGreaterThanOrEqual(0.98);
    expect(figures.phone).toBeGreaterThanOrEqual(0.98);
    expect(figures.name).toBeGreaterThanOrEqual(0.95);
    expect(figures.skillsF1).toBeGreaterThanOrEqual(0.85);
    expect(figures.experienceF1).toBeGreaterThanOrEqual(0.8);
    expect(figures.educationF1).toBeGreaterThanOrEqual(0.8);
  });
});
