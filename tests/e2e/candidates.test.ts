// The candidates screen in Chromium against a real `recruit serve`: the stat cards from real counts,
// search, Filter, Add Candidate (validation, then a save), the empty states, bulk move from the cards,
// the pipeline board (a card dragged, a card moved with the arrow keys) and the detail timeline.
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { hasChromium, screenshotDir, uniqueEmail } from './browser.js';
import { serverAndBrowser } from '../helpers/e2e.js';

const stat = (page: Page, label: string) => page.getByTestId(`stat-${label}`);
const cardNames = async (page: Page) =>
  (await page.getByTestId('candidate-card').locator('a.font-semibold').allTextContents()).sort();

describe.skipIf(!hasChromium)('candidates screen in Chromium', { timeout: 120_000 }, () => {
  const e2e = serverAndBrowser();
  beforeAll(() => {
    console.log(`candidates screenshots: ${screenshotDir}`);
  });

  it('searches, filters, adds, bulk-moves, drags on the board and shows the timeline', async () => {
    const { context, page, errors } = await e2e.signedInPage({
      email: uniqueEmail('cands'),
      name: 'Casey Cands',
    });

    await page.goto('/candidates');
    await page.getByText('No candidates found').waitFor();
    await page.getByText('Start by adding your first candidate').waitFor();

    for (const c of [
      {
        name: 'Sarah Johnson',
        email: 'sarah@x.io',
        position: 'Senior Frontend Developer',
        skills: ['React', 'TypeScript'],
        rating: 5,
        location: 'San Francisco, CA',
        experienceYears: 6,
      },
      {
        name: 'Michael Chen',
        email: 'michael@x.io',
        position: 'Data Scientist',
        skills: ['Python', 'SQL'],
        rating: 4,
        stage: 'Interview',
      },
      {
        name: 'Emily Davis',
        email: 'emily@x.io',
        position: 'UX Designer',
        skills: ['Figma'],
        rating: 3,
        tags: ['design'],
      },
    ]) {
      expect((await context.request.post('/api/candidates', { data: c })).status()).toBe(201);
    }
    await page.reload();
    await expect.poll(() => cardNames(page)).toEqual(['Emily Davis', 'Michael Chen', 'Sarah Johnson']);
    await expect.poll(() => stat(page, 'Total Candidates').textContent()).toBe('3');
    expect(await stat(page, 'In Interview').textContent()).toBe('1');
    expect(await stat(page, 'Offers Made').textContent()).toBe('0');
    await page.screenshot({ path: path.join(screenshotDir, 'candidates-cards.png'), fullPage: true });

    // Search: case-insensitive over name, position and skills.
    const search = page.getByLabel('Search candidates');
    await search.fill('PYTHON');
    await expect.poll(() => cardNames(page)).toEqual(['Michael Chen']);
    await search.fill('zzz');
    await page.getByText('Try adjusting your search criteria').waitFor();
    await search.fill('');
    await expect.poll(() => cardNames(page)).toHaveLength(3);

    // Filter by stage, then by tag.
    await page.getByRole('button', { name: 'Filter', exact: true }).click();
    await page.getByLabel('Stage', { exact: true }).selectOption('Interview');
    await expect.poll(() => cardNames(page)).toEqual(['Michael Chen']);
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await page.getByLabel('Tag', { exact: true }).fill('design');
    await expect.poll(() => cardNames(page)).toEqual(['Emily Davis']);
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await page.getByRole('button', { name: 'Filter', exact: true }).click();
    await expect.poll(() => cardNames(page)).toHaveLength(3);

    // Add Candidate: the form's validation, then a save.
    await page.getByRole('button', { name: 'Add Candidate' }).click();
    const form = page.getByRole('form', { name: 'Add Candidate' });
    await form.getByLabel('Email').fill('not-an-email');
    await form.getByRole('button', { name: 'Save Candidate' }).click();
    await form.getByText('Please enter the candidate’s name').waitFor();
    await form.getByText('Please enter a valid email address').waitFor();
    await form.getByLabel('Name *').fill('Alan Turing');
    await form.getByLabel('Email').fill('alan@bletchley.uk');
    await form.getByLabel('Position').fill('Cryptanalyst');
    await form.getByLabel('Skills (comma-separated)').fill('Math, Cryptography');
    await page.screenshot({ path: path.join(screenshotDir, 'candidates-add.png'), fullPage: true });
    await form.getByRole('button', { name: 'Save Candidate' }).click();
    await page
      .locator('li[data-variant]')
      .filter({ hasText: 'Alan Turing was added to your candidates.' })
      .waitFor();
    await expect.poll(() => cardNames(page)).toContain('Alan Turing');
    await expect.poll(() => stat(page, 'Total Candidates').textContent()).toBe('4');

    // Bulk move from the cards.
    await page.getByLabel('Select Sarah Johnson').check();
    await page.getByLabel('Select Emily Davis').check();
    const bulk = page.getByRole('region', { name: 'Bulk actions' });
    await bulk.getByText('2 selected').waitFor();
    await bulk.getByLabel('Move to stage').selectOption('Offer');
    await bulk.getByRole('button', { name: 'Move', exact: true }).click();
    await expect.poll(() => stat(page, 'Offers Made').textContent()).toBe('2');

    // The board: drag Alan from Applied to Screening; move Michael with the keyboard.
    await page.getByRole('button', { name: 'Pipeline' }).click();
    const column = (stage: string) => page.getByRole('region', { name: `${stage} column` });
    const alan = column('Applied').locator('[data-candidate="Alan Turing"]');
    await alan.dragTo(column('Screening'));
    await column('Screening').locator('[data-candidate="Alan Turing"]').waitFor();
    const michael = column('Interview').locator('[data-candidate="Michael Chen"]');
    await michael.focus();
    await page.keyboard.press('ArrowRight');
    await column('Offer').locator('[data-candidate="Michael Chen"]').waitFor();
    await expect.poll(() => stat(page, 'Offers Made').textContent()).toBe('3');
    await page.screenshot({ path: path.join(screenshotDir, 'candidates-board.png'), fullPage: true });

    // The detail page: the timeline says who moved what.
    await column('Offer').getByRole('link', { name: 'Michael Chen' }).click();
    await page.getByRole('heading', { name: 'Michael Chen' }).waitFor();
    const timeline = page.getByRole('list', { name: 'Timeline' });
    await timeline.getByText('Moved from Interview to Offer').waitFor();
    await expect.poll(() => timeline.getByText('Casey Cands').count()).toBeGreaterThan(1);
    await page.getByLabel('Log').selectOption('call');
    await page.getByLabel('Details').fill('Discussed the offer');
    await page.getByRole('button', { name: 'Add to timeline' }).click();
    await timeline.getByText('Call: Discussed the offer').waitFor();
    await page.screenshot({ path: path.join(screenshotDir, 'candidate-detail.png'), fullPage: true });

    // The dashboard's pipeline section counts them and opens the board at a stage.
    await page.goto('/dashboard');
    await expect.poll(() => page.getByTestId('pipeline-Offer').textContent()).toBe('3');
    expect(await page.getByTestId('pipeline-Screening').textContent()).toBe('1');
    await page.getByTestId('pipeline-Offer').click();
    await page.waitForURL(/\/candidates\?stage=Offer&view=board/);
    await column('Offer').locator('[data-candidate="Michael Chen"]').waitFor();
    expect(await column('Screening').locator('[data-candidate]').count()).toBe(0);

    // Everything above is stored: the API agrees.
    const listed = await (await context.request.get('/api/candidates?stage=Offer')).json();
    expect(listed.candidates.map((c: { name: string }) => c.name).sort()).toEqual([
      'Emily Davis',
      'Michael Chen',
      'Sarah Johnson',
    ]);
    // Pages: 65 candidates are two pages of cards.
    const csv = ['Name,Email', ...Array.from({ length: 61 }, (_, i) => `Person ${i},person${i}@x.io`)].join(
      '\n',
    );
    const imported = await context.request.post('/api/candidates/import', { data: { text: csv } });
    expect((await imported.json()).created).toBe(61);
    await page.goto('/candidates');
    await page.getByText('Showing 1–60 of 65').waitFor();
    await page.getByRole('navigation', { name: 'Pages' }).getByRole('button', { name: 'Next' }).click();
    await page.getByText('Showing 61–65 of 65').waitFor();
    expect(await page.getByTestId('candidate-card').count()).toBe(5);

    // CSV import in the UI: an unknown header is mapped before the import.
    await page.getByRole('button', { name: 'Import' }).click();
    await page.getByLabel('CSV or JSON Resume file').setInputFiles({
      name: 'people.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('Who,E-mail,Job Title\nLinus Torvalds,linus@kernel.org,Maintainer\n'),
    });
    await page.getByLabel('Who').selectOption('name');
    await page.screenshot({ path: path.join(screenshotDir, 'candidates-import.png'), fullPage: true });
    await page.getByRole('button', { name: 'Import', exact: true }).last().click();
    await page.getByText('Imported 1 new, 0 updated, 0 failed.').first().waitFor();
    await search.fill('maintainer');
    await expect.poll(() => cardNames(page)).toEqual(['Linus Torvalds']);

    // A phone: the screen in one column.
    const phone = await context.newPage();
    await phone.setViewportSize({ width: 375, height: 740 });
    await phone.goto('/candidates');
    await phone.getByTestId('candidate-card').first().waitFor();
    await phone.screenshot({ path: path.join(screenshotDir, 'candidates-phone.png'), fullPage: false });
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    expect(errors).toEqual([]);
    await context.close();
  });
});
