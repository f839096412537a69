// The model's analysis beside the local score (issue 10: "With a model configured, an LLM analysis is
// added beside the numbers, never replacing them"), through the one chat port.
import type { ChatMessage, ChatProvider } from '../providers/ports.js';
import type { ScreeningScore } from '../schemas/screening.js';

/** The spec's limits for the tools' model calls. */
const LIMITS = { maxTokens: 1000, temperature: 0.7 } as const;
const MAX_TEXT = 12_000;

export function screeningPrompt(input: {
  resumeText: string;
  jobDescription: string;
  score: ScreeningScore;
}): ChatMessage[] {
  const s = input.score;
  return [
    {
      role: 'system',
      content:
        'You are a recruiting assistant screening a candidate. A local scorer has already rated the resume; ' +
        'do not give another number. In at most 150 words: the main strengths for this job, the gaps that ' +
        'matter (say whether the missing skills look truly absent or only unnamed), and two questions to ask ' +
        'in a screening call.',
    },
    {
      role: 'user',
      content: [
        `Job description:\n${input.jobDescription.slice(0, MAX_TEXT)}`,
        `Resume:\n${input.resumeText.slice(0, MAX_TEXT)}`,
        `Local score: ${s.score}/100. Matched: ${s.matched.join(', ') || 'none'}. Missing required: ${
          s.missing.join(', ') || 'none'
        }. Years: ${s.years ?? 'unknown'}${s.requiredYears !== null ? ` (asked ${s.requiredYears}+)` : ''}.`,
      ].join('\n\n'),
    },
  ];
}

/** A screening analyst over the user's chat model. */
export const modelAnalyst = (model: ChatProvider) => ({
  analyse: async (input: { resumeText: string; jobDescription: string; score: ScreeningScore }) =>
    (await model.complete(screeningPrompt(input), LIMITS)).content.trim(),
});
