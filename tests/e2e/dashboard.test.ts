// The dashboard in Chromium against a real `recruit serve`: honest empty states, then every figure
// from the database (pipeline, new this week, parses, timeline, charts), and Refresh Data re-reads.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { hasChromium, screenshotDir, uniqueEmail } from './browser.js';
import { serverAndBrowser } from '../helpers/e2e.js';

describe.skipIf(!hasChromium)('dashboard in Chromium', { timeout: 120_000 }, () => {
  const e2e = serverAndBrowser();

  it('shows empty states, then real figures, a timeline and charts; Refresh Data re-reads', async () => {
    const { context, page, errors } = await e2e.signedInPage({
      email: uniqueEmail('dash'),
      name: 'Dana Dash',
    });
    await page.goto('/dashboard');
    await page.getByText('No activity yet.').waitFor();
    await page.getByText('No candidates to chart yet.').waitFor();
    expect(await page.getByTestId('figure-new-this-week').textContent()).toBe('0');

    for (const [name, stage] of [
      ['Sarah Johnson', 'Interview'],
      ['Michael Chen', 'Applied'],
      ['Emily Davis', 'Offer'],
    ] as const) {
      expect((await context.request.post('/api/candidates', { data: { name, stage } })).status()).toBe(201);
    }
    await page.getByRole('button', { name: 'Refresh Data' }).click();
    await page.getByText(/^Data refreshed at /).waitFor();
    expect(await page.getByTestId('figure-new-this-week').textContent()).toBe('3');
    expect(await page.getByTestId('pipeline-Interview').textContent()).toBe('1');
    expect(await page.getByTestId('figure-parses').textContent()).toBe('0');
    await expect.poll(() => page.getByTestId('timeline-event').count(), { timeout: 15_000 }).toBe(3);
    await page.getByRole('link', { name: 'Emily Davis' }).waitFor();
    await page
      .getByRole('img', { name: /Candidates per stage: Applied 1, Screening 0, Interview 1, Offer 1/ })
      .waitFor();
    await page.getByRole('img', { name: /Activity per day: .* 3$/ }).waitFor();
    await page.screenshot({ path: path.join(screenshotDir, 'dashboard-figures.png'), fullPage: true });
    expect(errors).toEqual([]);
    await context.close();
  });
});
