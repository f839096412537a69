// The AI Chat Assistant (/features/ai-chat) and Candidate Engagement (/features/engagement) in Chromium
// as a new user: no model first (the notice that points to API Settings), then a local OpenAI-compatible
// server saved without a key in API Settings, the reply streamed into the 20rem box, the saved conversation.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOpenAIFake, type OpenAIFake } from '../fakes/openai-fake.js';
import { hasChromium, screenshotDir, uniqueEmail, watchErrors } from './browser.js';
import { toastWith, seriousViolations, serverAndBrowser } from '../helpers/e2e.js';

describe.skipIf(!hasChromium)('AI chat and engagement in Chromium', { timeout: 120_000 }, () => {
  let fake: OpenAIFake;

  beforeAll(async () => {
    fake = await startOpenAIFake();
  }, 120_000);
  afterAll(async () => {
    await fake?.close();
  });
  const e2e = serverAndBrowser();

  it('chat: model notice, local model in API Settings, Message Required, streamed reply, saved conversation', async () => {
    const { context, page, errors } = await e2e.signedInPage({
      email: uniqueEmail('chat'),
      name: 'Chris Chat',
    });
    await page.goto('/features/ai-chat');
    await page.getByRole('heading', { name: 'AI Chat Assistant' }).waitFor();
    await page
      .getByText("Hello! I'm your AI recruiting assistant powered by OpenAI.", { exact: false })
      .waitFor();
    await page.getByText('AI Model Required').waitFor();
    const box = await page.getByTestId('chat-box').boundingBox();
    expect(box?.height).toBe(320);

    await page.getByRole('link', { name: 'Open API Settings' }).click();
    await page.getByLabel('Base URL').fill(fake.baseUrl);
    await page.getByLabel('Model', { exact: true }).fill('llama3.2');
    await page.getByRole('button', { name: 'Save Model Settings' }).click();
    await toastWith(page, 'Model Saved').waitFor();
    await page.screenshot({ path: path.join(screenshotDir, 'api-settings-local-model.png'), fullPage: true });

    await page.goto('/features/ai-chat');
    await page.getByText('Model: llama3.2').waitFor();
    expect(await page.getByText('AI Model Required').count()).toBe(0);
    const input = page.getByLabel('Message', { exact: true });
    await input.fill('   ');
    await input.press('Enter');
    await toastWith(page, 'Message Required').waitFor();

    fake.setReply('Ask about ICU shifts and BLS certification.');
    await input.fill('Interview questions for an ICU nurse?');
    await input.press('Enter');
    await page.getByText('Ask about ICU shifts and BLS certification.').waitFor();
    await toastWith(page, 'AI Response').waitFor();
    const sidebar = page.getByRole('button', { name: 'Interview questions for an ICU nurse?', exact: true });
    await sidebar.waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: path.join(screenshotDir, 'ai-chat.png'), fullPage: true });

    // A failure: the spec's assistant message and toast.
    fake.failWith(500, 1);
    await input.fill('Another question');
    await input.press('Enter');
    await page
      .getByText('Sorry, I encountered an error processing your request.', { exact: false })
      .waitFor();
    await toastWith(page, 'Failed to get AI response. Please check your API configuration.').waitFor();

    await page
      .getByRole('button', { name: 'Delete conversation Interview questions for an ICU nurse?' })
      .click();
    await page.getByText('No saved conversations yet.').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('engagement: a labelled template without a model for a saved candidate, editable', async () => {
    const context = await e2e.signedInContext({
      email: uniqueEmail('engage'),
      name: 'Erin Engage',
    });
    const saved = await context.request.post('/api/candidates', {
      data: {
        resume: {
          name: 'Grace Thompson',
          email: 'grace@example.com',
          phone: '+1 555 0100',
          skills: ['Critical Care', 'BLS'],
          experience: [{ title: 'ICU Nurse', company: 'Mercy Hospital', period: '2019 - Present' }],
          education: [],
        },
      },
    });
    expect(saved.ok()).toBe(true);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto('/features/engagement');
    await page.getByRole('heading', { name: 'Candidate Engagement' }).waitFor();
    await page.getByLabel('Candidate').selectOption({ label: 'Grace Thompson (grace@example.com)' });
    await page.getByLabel('Job title').fill('Charge Nurse');
    await page.getByRole('button', { name: 'Generate Message' }).click();
    await page.getByText('Template message (no AI model configured)', { exact: false }).waitFor();
    const message = page.getByLabel('Generated message');
    expect(await message.inputValue()).toContain('Hi Grace,');
    expect(await message.inputValue()).toContain('Charge Nurse position');
    await message.fill('Hi Grace, edited.');
    expect(await page.getByLabel('Recipient email').inputValue()).toBe('grace@example.com');
    await page.getByRole('tab', { name: 'Call' }).click();
    await page.getByRole('button', { name: 'Initiate Call' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: path.join(screenshotDir, 'engagement.png'), fullPage: true });
    expect(errors).toEqual([]);
    await context.close();
  });
});
