import { describe, expect, it } from 'vitest';
import { CANDIDATE_LIMITS, parsedResumeSchema } from './resume.js';

describe('parsed resume schema', () => {
  it('clamps what a parser found in a hostile file instead of storing megabytes', () => {
    const huge = 'x'.repeat(50_000);
    const parsed = parsedResumeSchema.parse({
      name: huge,
      email: `${huge}@@example.com`,
      phone: huge,
      skills: Array.from({ length: 1000 }, () => huge),
      experience: [{ title: huge, company: huge, period: huge, description: huge }],
      education: [{ degree: huge, institution: huge, year: huge }],
    });
    expect(parsed.name).toHaveLength(CANDIDATE_LIMITS.name);
    expect(parsed.email).toBe('');
    expect(parsed.phone).toHaveLength(CANDIDATE_LIMITS.phone);
    expect(parsed.skills).toHaveLength(CANDIDATE_LIMITS.skills);
    expect(parsed.skills[0]).toHaveLength(CANDIDATE_LIMITS.skill);
    expect(parsed.experience[0]!.description).toHaveLength(CANDIDATE_LIMITS.description);
    expect(parsed.education[0]!.institution).toHaveLength(CANDIDATE_LIMITS.institution);
  });

  it('keeps a real resume as it is', () => {
    const resume = {
      name: 'Ada Lovelace',
      email: 'ada@acme.io',
      phone: '+14155550101',
      skills: ['TypeScript'],
      experience: [
        { title: 'Engineer', company: 'Acme', period: 'Jan 2020 - Present', description: 'Built it' },
      ],
      education: [{ degree: 'BSc', institution: 'University of London', year: '2015' }],
    };
    expect(parsedResumeSchema.parse(resume)).toEqual(resume);
  });
});
