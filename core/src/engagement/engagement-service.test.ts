import { describe, expect, it } from 'vitest';
import type { Candidate } from '../candidates/candidate-repo.js';
import type { PlanService } from '../plans/plan-service.js';
import { AppError, ProviderError } from '../errors.js';
import { fakeChatProvider } from '../providers/fakes.js';
import type { ChatMessage } from '../providers/ports.js';
import { createEngagementService, fillVariables } from './engagement-service.js';

const GRACE = {
  id: 'c-1',
  name: 'Grace Thompson',
  email: 'grace@example.com',
  phone: '+1 555 0100',
  skills: ['Critical Care', 'BLS', 'Patient Assessment', 'Epic'],
  experience: [{ title: 'ICU Nurse', company: 'Mercy Hospital', period: '2019 - Present', description: '' }],
  education: [{ degree: 'BSN', institution: 'State University', year: '2018' }],
} as unknown as Candidate;

const plans: Pick<PlanService, 'use'> = {
  use: async (_u, _f, work) => work({ tier: 'Basic', monthlyLimit: undefined }),
};
const candidates = {
  get: async (_u: string, id: string) => {
    if (id !== GRACE.id) throw new AppError('not_found', 'candidate_not_found', 'Candidate not found.');
    return GRACE;
  },
};

describe('engagement service', () => {
  it('without a model fills the chosen template from the candidate, labelled, and calls no model', async () => {
    const service = createEngagementService({ plans, candidates, modelFor: async () => undefined });
    const r = await service.generate('u', {
      candidateId: 'c-1',
      template: 'Interview Invitation',
      jobTitle: 'Charge Nurse',
      recruiterName: 'Sam',
    });
    expect(r).toMatchObject({
      source: 'template',
      template: 'Interview Invitation',
      subject: 'Interview invitation for Charge Nurse position',
      model: null,
      candidate: { id: 'c-1', name: 'Grace Thompson', email: 'grace@example.com' },
    });
    expect(r.label).toBe('Template message (no AI model configured): variables filled from the candidate.');
    expect(r.message).toMatch(/^Hi Grace,/);
    expect(r.message).toContain('Charge Nurse position at our company');
    expect(r.message).toMatch(/Sam$/);
  });

  it("fills the user's own text; unknown variables stay visible", () => {
    expect(fillVariables('Hi {candidate_name} from {nowhere}', { candidate_name: 'Grace' })).toBe(
      'Hi Grace from {nowhere}',
    );
  });

  it("with a model sends the candidate, the user's text and the tone, and labels the model", async () => {
    const seen: ChatMessage[][] = [];
    const model = fakeChatProvider({
      model: 'llama3.2',
      complete: async (messages) => {
        seen.push(messages);
        return {
          content: '  Hi Grace, your ICU work stands out.  ',
          model: 'llama3.2',
          finishReason: 'stop',
        };
      },
    });
    const service = createEngagementService({ plans, candidates, modelFor: async () => model });
    const r = await service.generate('u', {
      candidateId: 'c-1',
      initialMessage: 'Night shifts',
      tone: 'concise',
    });
    expect(r).toMatchObject({
      source: 'model',
      message: 'Hi Grace, your ICU work stands out.',
      label: 'Written by llama3.2.',
    });
    expect(seen[0]![0]!.content).toContain('concise tone');
    expect(seen[0]![1]!.content).toContain('ICU Nurse at Mercy Hospital (2019 - Present)');
    expect(seen[0]![1]!.content).toContain('Skills: Critical Care, BLS, Patient Assessment, Epic');
    expect(seen[0]![1]!.content).toContain('Night shifts');
  });

  it("a model failure is 'Error generating message: …', never a silent template", async () => {
    const model = fakeChatProvider({
      complete: async () => {
        throw new ProviderError('openai', 'Invalid OpenAI API key', { status: 401, code: 'invalid_key' });
      },
    });
    const service = createEngagementService({ plans, candidates, modelFor: async () => model });
    await expect(service.generate('u', { candidateId: 'c-1' })).rejects.toMatchObject({
      message: 'Error generating message: Invalid OpenAI API key',
      code: 'invalid_key',
    });
    await expect(service.generate('u', { candidateId: 'nope' })).rejects.toMatchObject({ kind: 'not_found' });
  });
});
