// The Candidate Screening screen (/features/candidate-screening) and Smart Sourcing (/features/smart-sourcing)
// in Chromium as a new user: the spec's texts, the local score with its chips and evidence, and the saved
// candidates ranked in a sortable table.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import { DESKTOP, PHONE, hasChromium, screenshotDir, uniqueEmail, watchErrors } from './browser.js';
import { toastWith, seriousViolations, signedInContext, serverAndBrowser } from '../helpers/e2e.js';
import { repoRoot } from './server.js';

const set = path.join(repoRoot, 'tests/fixtures/screening');
const JD = readFileSync(path.join(set, 'jds/j03-icu-registered-nurse.md'), 'utf8');
const resume = (id: string) => readFileSync(path.join(set, `resumes/${id}.txt`), 'utf8');
const EMPTY = 'No screening result yet. Please provide resume text and job description to get started.';

async function signedIn(browser: Browser, url: string, viewport = DESKTOP): Promise<BrowserContext> {
  return signedInContext(browser, url, { email: uniqueEmail('screening'), name: 'Sam Screener' }, viewport);
}

describe.skipIf(!hasChromium)(
  'Candidate Screening and Smart Sourcing in Chromium',
  { timeout: 120_000 },
  () => {
    const e2e = serverAndBrowser();

    it('screens a pasted resume: empty text, required-field toast, score, chips, evidence, Clear', async () => {
      const context = await signedIn(e2e.browser, e2e.server.url);
      const page = await context.newPage();
      const errors = watchErrors(page);
      await page.goto('/features/candidate-screening');
      await page.getByRole('heading', { name: 'Candidate Screening' }).waitFor();
      await page.getByText(EMPTY).waitFor();

      await page.getByRole('button', { name: 'Screen Candidate' }).click();
      await toastWith(page, 'Resume Required').waitFor();

      await page.getByLabel('Resume text').fill(resume('r11-icu-rn'));
      await page.getByLabel('Job description').fill(JD);
      await page.getByRole('button', { name: 'Screen Candidate' }).click();
      await toastWith(page, 'Screening Complete').waitFor();
      const percent = await page.getByLabel('Match percentage').textContent();
      expect(Number(percent?.replace('%', ''))).toBeGreaterThan(70);
      const matched = page.getByRole('list', { name: 'Matched skills' });
      await matched.getByText('Registered Nurse', { exact: true }).waitFor();
      await matched.getByText('Critical Care', { exact: true }).waitFor();
      await page.getByText(/^Experience: \d+(\.\d)? years \(the job asks for 2\+\)$/).waitFor();
      await page.getByText(/Scored locally, without AI/).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: path.join(screenshotDir, 'screening-result.png'), fullPage: true });

      // an LPN is told which required licence is missing
      await page.getByLabel('Resume text').fill(resume('r14-lpn-ltc'));
      await page.getByRole('button', { name: 'Screen Candidate' }).click();
      await page
        .getByRole('list', { name: 'Missing required skills' })
        .getByText('Registered Nurse', { exact: true })
        .waitFor();

      await page.getByRole('button', { name: 'Clear' }).click();
      await page.getByText(EMPTY).waitFor();
      expect(await page.getByLabel('Resume text').inputValue()).toBe('');
      expect(errors).toEqual([]);
      await context.close();
    });

    it('ranks the saved candidates for the JD in a sortable table, and sources them', async () => {
      const context = await signedIn(e2e.browser, e2e.server.url, PHONE);
      for (const id of ['r20-ap-clerk', 'r16-er-nurse', 'r11-icu-rn']) {
        const text = resume(id);
        const name = text.split('\n')[0]!.split(',')[0]!;
        const email = /\S+@example\.com/.exec(text)![0];
        const saved = await context.request.post('/api/candidates', {
          data: {
            resume: {
              name,
              email,
              skills: [],
              experience: [
                { title: 'Resume', company: 'Pasted', period: '2016 - Present', description: text },
              ],
              education: [],
            },
            fileName: `${id}.txt`,
          },
        });
        expect(saved.status()).toBe(201);
      }
      const page = await context.newPage();
      const errors = watchErrors(page);
      await page.goto('/features/candidate-screening');
      await page.getByRole('button', { name: 'Rank my candidates for this JD' }).click();
      await toastWith(page, 'Job Description Required').waitFor();
      await page.getByLabel('Job description').fill(JD);
      await page.getByRole('button', { name: 'Rank my candidates for this JD' }).click();
      await page.getByText('Successfully found 3 candidates!').waitFor();
      const table = page.getByRole('table', { name: 'Ranked candidates' });
      const names = () => table.locator('tbody tr td:nth-child(2)').allTextContents();
      expect(await names()).toEqual(['Grace Thompson', "Michael O'Brien RN", 'Denise Harper']);
      await table.getByRole('button', { name: 'Name' }).click();
      expect(await names()).toEqual(['Denise Harper', 'Grace Thompson', "Michael O'Brien RN"]);
      await table.getByRole('button', { name: 'Score' }).click();
      expect((await names())[0]).toBe('Grace Thompson');
      await page.screenshot({ path: path.join(screenshotDir, 'screening-rank-phone.png'), fullPage: true });

      await page.goto('/features/smart-sourcing');
      await page.getByLabel('Job description').fill(JD);
      await page.getByRole('button', { name: 'Find Candidates' }).click();
      await page.getByText('Successfully found 3 candidates!').waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    });
  },
);
