// The resume parsing screen in Chromium against a real `recruit serve`: upload, real progress, result,
// save, file errors and the plan gate.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESUME_MESSAGES } from '@recruit/core';
// @ts-expect-error plain ESM fixture builder without types
import { buildCorpus } from '../fixtures/resumes/build-corpus.mjs';
import { hasChromium, newContext, screenshotDir, uniqueEmail, watchErrors } from './browser.js';
import { toastWith, serverAndBrowser } from '../helpers/e2e.js';

type Built = {
  file: string;
  truth: { name: string; email: string; skills: string[] };
  record: { format: string };
};

const PASSWORD = 'Recruit!2024';

describe.skipIf(!hasChromium)('resume parsing screen in Chromium', { timeout: 90_000 }, () => {
  let corpusDir: string;
  let pdf: Built;

  beforeAll(async () => {
    corpusDir = mkdtempSync(path.join(os.tmpdir(), 'e2e-resumes-'));
    const corpus = (await buildCorpus(corpusDir)) as Built[];
    pdf = corpus.find((c) => c.record.format === 'pdf' && c.truth.skills.length > 0)!;
  }, 120_000);
  afterAll(async () => {
    rmSync(corpusDir, { recursive: true, force: true });
  });
  const e2e = serverAndBrowser();

  it('parses an uploaded PDF with real progress, saves it, refuses bad files, and gates the plan', async () => {
    const context = await newContext(e2e.browser, e2e.server.url);
    const page = await context.newPage();
    const errors = watchErrors(page);
    const email = uniqueEmail('ada');
    await page.goto('/signup');
    await page.getByLabel('Full name').fill('Ada Lovelace');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm password').fill(PASSWORD);
    await page.getByRole('checkbox', { name: /agree to the terms/ }).check();
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.waitForURL('**/dashboard');

    await page.goto('/features/resume-parsing');
    await page.getByRole('heading', { name: 'Resume Parsing' }).waitFor();
    // Record every value the progress bar takes, to see that it really moves.
    await page.evaluate(() => {
      const seen: number[] = [];
      (window as unknown as { progressSeen: number[] }).progressSeen = seen;
      new MutationObserver(() => {
        const bar = document.querySelector('[role="progressbar"]');
        const v = Number(bar?.getAttribute('aria-valuenow'));
        if (bar && seen.at(-1) !== v) seen.push(v);
      }).observe(document.body, { subtree: true, childList: true, attributes: true });
    });

    await page.getByTestId('resume-file-input').setInputFiles(pdf.file);
    await toastWith(page, 'Resume Parsed').waitFor();
    for (const heading of ['Basic Information', 'Skills', 'Experience', 'Education']) {
      await page.getByRole('heading', { name: heading }).waitFor();
    }
    await page.getByText(pdf.truth.name, { exact: true }).first().waitFor();
    await page.getByText(pdf.truth.email, { exact: true }).waitFor();
    await page.getByText(pdf.truth.skills[0]!, { exact: true }).first().waitFor();
    const seen = await page.evaluate(() => (window as unknown as { progressSeen: number[] }).progressSeen);
    expect(seen.length).toBeGreaterThan(1);
    expect(Math.min(...seen)).toBeGreaterThan(20);
    expect(seen.some((v) => v > 60)).toBe(true);
    await page.screenshot({ path: `${screenshotDir}/resume-parsed.png`, fullPage: true });

    await page.getByRole('button', { name: 'Save Candidate Data' }).click();
    await toastWith(page, 'Candidate Saved').waitFor();
    await expect(page.getByRole('button', { name: 'Candidate Saved' }).isDisabled()).resolves.toBe(true);
    const stored = await page.evaluate(() => fetch('/api/candidates').then((r) => r.json()));
    expect(stored.candidates.map((c: { email: string }) => c.email)).toEqual([pdf.truth.email.toLowerCase()]);

    // The original file is kept with the candidate: its page names it and downloads the same bytes.
    const detail = await context.newPage();
    const detailErrors = watchErrors(detail);
    await detail.goto(`/candidates/${stored.candidates[0].id}`);
    await detail.getByRole('heading', { name: pdf.truth.name }).waitFor();
    const fileName = path.basename(pdf.file);
    await detail
      .getByText(new RegExp(`^${fileName.replace(/\./g, '\\.')} \\(\\d+\\.\\d KB, saved `))
      .waitFor();
    await detail.screenshot({ path: `${screenshotDir}/candidate-resume-file.png`, fullPage: true });
    const [download] = await Promise.all([
      detail.waitForEvent('download'),
      detail.getByRole('link', { name: 'Download resume' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(fileName);
    expect(readFileSync((await download.path())!).equals(readFileSync(pdf.file))).toBe(true);
    expect(detailErrors).toEqual([]);
    await detail.close();

    // On a slow uplink the steps follow the upload; a second file meanwhile is refused with the spec's notice.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 20,
      downloadThroughput: -1,
      uploadThroughput: 1500,
    });
    await page.getByTestId('resume-file-input').setInputFiles(pdf.file);
    const bar = page.getByRole('progressbar', { name: 'Resume processing' });
    await bar.waitFor();
    await page.locator('li[data-active="true"]').filter({ hasText: 'Uploading file' }).waitFor();
    await page.getByTestId('resume-file-input').setInputFiles(pdf.file);
    await toastWith(page, RESUME_MESSAGES.busy).filter({ hasText: 'Processing in Progress' }).waitFor();
    await page.screenshot({ path: `${screenshotDir}/resume-progress.png` });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await toastWith(page, 'Resume Parsed').waitFor();

    // A blocked name is refused in the browser, a renamed binary by the server.
    await page
      .getByTestId('resume-file-input')
      .setInputFiles({ name: 'setup.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') });
    await toastWith(page, RESUME_MESSAGES.blocked).filter({ hasText: 'Security Warning' }).waitFor();
    await page.getByTestId('resume-file-input').setInputFiles({
      name: 'resume.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('MZ\x90\x00'.repeat(300)),
    });
    await toastWith(page, RESUME_MESSAGES.invalidType).filter({ hasText: 'Invalid File' }).waitFor();
    const panel = page.getByRole('alert').filter({ hasText: 'File Processing Error' });
    await panel.getByText('The uploaded file appears to be corrupted or in an unsupported format.').waitFor();
    await page.screenshot({ path: `${screenshotDir}/resume-error-panel.png`, fullPage: true });

    // Past the trial with the month's 5 parses used, the server closes the gate.
    const db = new SqliteDatabase(path.join(e2e.server.home, 'recruit.db'));
    const user = db.prepare('SELECT id FROM users WHERE email = ?').get(email) as { id: string };
    db.prepare('UPDATE users SET created_at = ? WHERE id = ?').run(
      new Date(Date.now() - 30 * 86_400_000).toISOString(),
      user.id,
    );
    db.prepare('UPDATE usage SET count = 5 WHERE user_id = ?').run(user.id);
    db.close();
    await page.reload();
    await page.getByRole('heading', { name: 'Feature Restricted' }).waitFor();
    await page
      .getByText('You have used all 5 resume parses of your plan this month. Please upgrade to parse more.')
      .waitFor();
    await page.getByText('Current Plan:').waitFor();
    await expect(page.getByRole('link', { name: 'Upgrade Your Plan' }).getAttribute('href')).resolves.toBe(
      '/pricing',
    );
    await expect(page.getByRole('link', { name: 'Return to Dashboard' }).getAttribute('href')).resolves.toBe(
      '/dashboard',
    );
    await page.screenshot({ path: `${screenshotDir}/resume-restricted.png`, fullPage: true });
    expect(errors.filter((e) => !/status of 4\d\d/.test(e))).toEqual([]);
    await context.close();
  });
});
