// The screening screen's texts and bounds (tools-and-integrations.md: screening screen, §8 'Screening
// Failed' / 'Screening Complete'; sourcing's inline messages). No zod here: the web page imports it.
/** The spec's screening texts. */
export const SCREENING_MESSAGES = {
  empty: 'No screening result yet. Please provide resume text and job description to get started.',
  complete: 'Screening Complete',
  failed: 'Screening Failed',
  failedText: 'Failed to screen candidate.',
  resumeRequired: 'Resume Required',
  resumeRequiredText: 'Please paste the resume text to screen.',
  jobRequired: 'Job Description Required',
  jobRequiredText: 'Please paste the job description to screen against.',
  tooLong: (what: string, max: number) => `${what} must be at most ${max.toLocaleString('en-US')} characters`,
  /** Sourcing (the spec's inline messages). */
  found: (n: number) => `Successfully found ${n} candidates!`,
  unexpected: 'An unexpected error occurred.',
  analysisFailed: (why: string) =>
    `The AI analysis could not be made (${why}); the score above is the local scorer's.`,
  noCandidates: 'No saved candidates yet. Parse resumes and save them, then rank them here.',
} as const;

export const SCREENING_LIMITS = { resumeText: 50_000, jobDescription: 20_000 } as const;
