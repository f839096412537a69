// Candidate engagement (issue 10, "Engagement"): a personalised outreach message from a saved candidate
// and the user's initial text, written by the user's chat model when one is configured, otherwise the
// user's text (or one of the spec's templates) with its variables filled, clearly labelled as such.
import type { Candidate, CandidateRepo } from '../candidates/candidate-repo.js';
import { AppError } from '../errors.js';
import type { PlanService } from '../plans/plan-service.js';
import type { ChatProvider } from '../providers/ports.js';
import { chatFailure } from '../chat/chat-service.js';
import {
  ENGAGEMENT_MESSAGES,
  type EngagementInput,
  type EngagementTone,
  type GeneratedMessage,
} from '../schemas/chat.js';

/** The spec's seeded email templates, with bodies written for them; variables in braces. */
export const ENGAGEMENT_TEMPLATES = [
  {
    id: 'initial-outreach',
    name: 'Initial Outreach',
    subject: 'Exciting opportunity at {company_name}',
    body: `Hi {candidate_name},

I came across your background{current_role} and was impressed by your experience{skills_phrase}. We are hiring for a {job_title} position at {company_name}, and I think you could be a great fit.

Would you be open to a short call this week to talk about it?

Best regards,
{recruiter_name}`,
  },
  {
    id: 'follow-up',
    name: 'Follow-up',
    subject: 'Following up on our conversation',
    body: `Hi {candidate_name},

I wanted to follow up on my earlier message about the {job_title} position at {company_name}. I'd still love to hear your thoughts — is there a good time to connect?

Best regards,
{recruiter_name}`,
  },
  {
    id: 'interview-invitation',
    name: 'Interview Invitation',
    subject: 'Interview invitation for {job_title} position',
    body: `Hi {candidate_name},

Thank you for your interest in the {job_title} position at {company_name}. We would like to invite you to an interview. Please let me know which times work for you this week or next.

Best regards,
{recruiter_name}`,
  },
] as const;

export type EngagementTemplate = (typeof ENGAGEMENT_TEMPLATES)[number];

/** What a variable reads when neither the candidate nor the user gave it. */
const FALLBACKS = {
  candidate_name: 'there',
  company_name: 'our company',
  job_title: 'new',
  recruiter_name: 'The Recruiting Team',
} as const;

export type EngagementServiceDeps = {
  plans: Pick<PlanService, 'use'>;
  candidates: Pick<CandidateRepo, 'get'>;
  /** The user's chat model, or undefined when neither a key nor a local model is configured. */
  modelFor: (userId: string) => Promise<ChatProvider | undefined>;
};

const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? '';

/** The variables of a message: the spec's four, and a few more from the candidate. */
export function variablesOf(
  candidate: Candidate | undefined,
  input: EngagementInput,
): Record<string, string> {
  const current = candidate?.experience[0];
  const known = (v: string | undefined) => (v && !/^Unknown\b/.test(v) ? v : undefined);
  const skills = candidate?.skills.slice(0, 3) ?? [];
  const name = known(candidate?.name);
  return {
    candidate_name: name ? firstName(name) : FALLBACKS.candidate_name,
    full_name: name ?? FALLBACKS.candidate_name,
    company_name: input.companyName?.trim() || FALLBACKS.company_name,
    job_title: input.jobTitle?.trim() || FALLBACKS.job_title,
    recruiter_name: input.recruiterName?.trim() || FALLBACKS.recruiter_name,
    current_title: known(current?.title) ?? '',
    current_company: known(current?.company) ?? '',
    skills: skills.join(', '),
    current_role:
      known(current?.title) && known(current?.company)
        ? ` as ${current!.title} at ${current!.company}`
        : known(current?.title)
          ? ` as ${current!.title}`
          : '',
    skills_phrase: skills.length ? ` in ${skills.join(', ')}` : '',
  };
}

/** '{candidate_name}' → its value; unknown variables stay as written, so the user sees them. */
export const fillVariables = (text: string, vars: Record<string, string>): string =>
  text.replace(/\{([a-z_]+)\}/g, (whole, key: string) => vars[key] ?? whole);

/** The candidate as the model reads it: only what is known. */
function candidateProfile(c: Candidate | undefined): string {
  if (!c) return 'No candidate selected.';
  const lines = [`Name: ${c.name}`];
  if (c.experience.length) {
    lines.push('Experience:');
    for (const e of c.experience.slice(0, 4)) lines.push(`- ${e.title} at ${e.company} (${e.period})`);
  }
  if (c.skills.length) lines.push(`Skills: ${c.skills.slice(0, 15).join(', ')}`);
  if (c.education.length)
    lines.push(`Education: ${c.education.map((e) => `${e.degree}, ${e.institution}`).join('; ')}`);
  return lines.join('\n');
}

export function engagementPrompt(
  candidate: Candidate | undefined,
  input: EngagementInput,
  tone: EngagementTone,
): { role: 'system' | 'user'; content: string }[] {
  const facts = [
    input.jobTitle ? `Role: ${input.jobTitle}` : '',
    input.companyName ? `Company: ${input.companyName}` : '',
    input.recruiterName ? `Recruiter (sign as): ${input.recruiterName}` : '',
  ].filter(Boolean);
  return [
    {
      role: 'system',
      content: `You write personalised recruiting outreach messages. Write in a ${tone} tone, under 180 words, addressed to the candidate by first name, mentioning one or two specifics from their background. Use only the facts given; never invent employers, numbers or skills. Answer with the message text only (no subject line, no placeholders in brackets).`,
    },
    {
      role: 'user',
      content: [
        'Candidate:',
        candidateProfile(candidate),
        ...(facts.length ? ['', ...facts] : []),
        '',
        "Recruiter's initial message or notes:",
        input.initialMessage?.trim() || '(none: write a first outreach message)',
      ].join('\n'),
    },
  ];
}

export const createEngagementService = ({ plans, candidates, modelFor }: EngagementServiceDeps) => {
  /**
   * A personalised message for a candidate: the model's when one is configured, else the user's
   * text (or the chosen template) with its variables filled. A model's failure throws 'Error
   * generating message: …' (no silent template in its place).
   */
  async function generate(userId: string, input: EngagementInput): Promise<GeneratedMessage> {
    return plans.use(userId, 'engagement', async () => {
      const candidate = input.candidateId ? await candidates.get(userId, input.candidateId) : undefined;
      const tone: EngagementTone = input.tone ?? 'professional';
      const vars = variablesOf(candidate, input);
      const template =
        ENGAGEMENT_TEMPLATES.find((t) => t.id === input.template || t.name === input.template) ??
        ENGAGEMENT_TEMPLATES[0];
      const subject = fillVariables(template.subject, vars);
      const who = candidate
        ? { id: candidate.id, name: candidate.name, email: candidate.email, phone: candidate.phone }
        : null;
      const model = await modelFor(userId);
      if (!model) {
        const own = input.initialMessage?.trim();
        return {
          source: 'template',
          label: ENGAGEMENT_MESSAGES.templateLabel,
          subject,
          message: fillVariables(own || template.body, vars),
          model: null,
          template: own ? null : template.name,
          candidate: who,
        };
      }
      let content: string;
      try {
        content = (await model.complete(engagementPrompt(candidate, input, tone))).content.trim();
      } catch (e) {
        const failure = chatFailure(e);
        throw new AppError(failure.kind, failure.code, ENGAGEMENT_MESSAGES.generateFailed(failure.message), {
          ...(failure.hint ? { hint: failure.hint } : {}),
          cause: e,
        });
      }
      if (!content) {
        throw new AppError(
          'provider',
          'empty_reply',
          ENGAGEMENT_MESSAGES.generateFailed('the model wrote nothing'),
        );
      }
      return {
        source: 'model',
        label: ENGAGEMENT_MESSAGES.modelLabel(model.model),
        subject,
        message: content,
        model: model.model,
        template: null,
        candidate: who,
      };
    });
  }

  return { generate, templates: ENGAGEMENT_TEMPLATES };
};

export type EngagementService = ReturnType<typeof createEngagementService>;
