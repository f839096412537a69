// Smart Search (/features/smart-search) in Chromium as a new user with saved candidates: Enter searches,
// results best first with the spec's fallbacks, field filters, the spec's messages, a bad query's error.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, hasChromium, screenshotDir, uniqueEmail, watchErrors } from './browser.js';
import { seriousViolations, serverAndBrowser } from '../helpers/e2e.js';

const CANDIDATES = [
  {
    name: 'Maria Lopez',
    email: 'maria.lopez@example.com',
    position: 'Senior Data Engineer',
    location: 'Berlin, Germany',
    skills: ['Python', 'Apache Spark', 'Airflow', 'SQL'],
    stage: 'Interview',
  },
  {
    name: 'Lena Fischer',
    email: 'lena.fischer@example.com',
    position: 'Machine Learning Engineer',
    location: 'Munich, Germany',
    skills: ['Python', 'PyTorch', 'Kubernetes'],
  },
  {
    name: 'Tom Baker',
    email: 'tom.baker@example.com',
    position: 'Frontend Developer',
    location: 'London, UK',
    skills: ['React', 'TypeScript', 'CSS'],
  },
  {
    name: 'Sam Carter',
    position: 'Data Analyst',
    location: 'Berlin, Germany',
    skills: ['SQL', 'Tableau', 'Excel'],
    notes: 'Learning Python on weekends',
  },
  {
    name: 'Grace Thompson',
    email: 'grace.t@example.com',
    position: 'Registered Nurse',
    location: 'Boston, MA',
    skills: ['ICU', 'Patient Care', 'ACLS'],
  },
];

describe.skipIf(!hasChromium)('Smart Search in Chromium', { timeout: 120_000 }, () => {
  const e2e = serverAndBrowser();

  it('searches the saved candidates: best first, fallbacks, fields, the spec’s messages', async () => {
    for (const viewport of [DESKTOP, PHONE]) {
      const context = await e2e.signedInContext(
        { email: uniqueEmail('search'), name: 'Sam Searcher' },
        viewport,
      );
      for (const c of CANDIDATES) {
        expect((await context.request.post('/api/candidates', { data: c })).status()).toBe(201);
      }
      // A parsed resume without a name or email: its companies are searchable, its name the fallback.
      const parsed = await context.request.post('/api/candidates', {
        data: {
          resume: {
            name: 'Unknown',
            email: '',
            skills: ['Go', 'Kubernetes', 'Terraform'],
            experience: [
              { title: 'Site Reliability Engineer', company: 'Globex Corporation', period: '2020 - Present' },
            ],
            education: [],
          },
          fileName: 'sre.pdf',
        },
      });
      expect(parsed.status()).toBe(201);

      const page = await context.newPage();
      const errors = watchErrors(page);
      await page.goto('/features/smart-search');
      await page.getByRole('heading', { name: 'Smart Search' }).waitFor();
      const box = page.getByLabel('Search query');

      await box.press('Enter');
      await page.getByText('Please enter a search query.').waitFor();

      await box.fill('python');
      await box.press('Enter');
      const results = page.getByRole('list', { name: 'Search results' });
      await results.waitFor();
      const names = () => results.locator(':scope > li a').allTextContents();
      expect((await names()).slice(0, 2).sort()).toEqual(['Lena Fischer', 'Maria Lopez']);
      expect(await names()).toHaveLength(3);
      expect((await names())[2]).toBe('Sam Carter');
      // Sam has no email: the spec's fallback.
      await results.locator(':scope > li').nth(2).getByText('Email not available').waitFor();
      await results.locator(':scope > li').first().getByText('Python (matched)').waitFor();
      if (viewport === DESKTOP) {
        expect(await seriousViolations(page)).toEqual([]);
        await page.screenshot({ path: path.join(screenshotDir, 'smart-search.png'), fullPage: true });
      }

      await box.fill('skill:sql location:berlin -"data engineer"');
      await box.press('Enter');
      await expect.poll(names, { timeout: 15_000 }).toEqual(['Sam Carter']);

      await box.fill('company:globex');
      await box.press('Enter');
      await expect.poll(names, { timeout: 15_000 }).toEqual(['Unknown Name']);
      await results.getByText('Email not available').waitFor();
      await results.getByText('Site Reliability Engineer at Globex Corporation').waitFor();

      expect(new URL(page.url()).searchParams.get('q')).toBe('company:globex');
      // A link with ?q= opens on its results.
      await page.goto(`/features/smart-search?q=${encodeURIComponent('title:"registered nurse"')}`);
      await expect.poll(names, { timeout: 15_000 }).toEqual(['Grace Thompson']);
      expect(await box.inputValue()).toBe('title:"registered nurse"');

      await box.fill('haskell');
      await page.getByRole('button', { name: 'Search' }).click();
      await page.getByText('No results found. Please try a different search query.').waitFor();

      await box.fill('python OR');
      await box.press('Enter');
      await page.getByText('OR at character 8 needs a word or phrase after it.').waitFor();
      if (viewport === PHONE)
        await page.screenshot({ path: path.join(screenshotDir, 'smart-search-phone.png'), fullPage: true });
      expect(errors.filter((e) => !/400 \(Bad Request\)/.test(e))).toEqual([]);
      await context.close();
    }
  });
});
