// The provider-key and integration screens in Chromium against a real `recruit serve`: API Settings
// (save, mask, banner count, reload, remove, blank key, format hints, test, the assistant's five steps),
// the Twilio screen (rules, masked SID, Update Credentials, demo test call), the scraping screen in
// demo mode and against PhantomBuster, and the dashboard's Quick Setup cards. Providers are the local
// fakes of tests/fakes (the server's RECRUIT_<PROVIDER>_BASE_URL): nothing here needs the internet.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import { DESKTOP, PHONE, hasChromium, screenshotDir, uniqueEmail, watchErrors } from './browser.js';
import { toastWith, seriousViolations, signedInContext, serverAndBrowser } from '../helpers/e2e.js';
import type { FakeServer } from '../fakes/fake-server.js';
import { startOpenAIFake, type OpenAIFake } from '../fakes/openai-fake.js';
import { startPhantomBusterFake, type PhantomBusterFake } from '../fakes/phantombuster-fake.js';
import { startFixtureSite, type FixtureSite } from '../fakes/fixture-site.js';
import { startTwilioFake } from '../fakes/twilio-fake.js';

const OPENAI_KEY = `sk-proj-${'Q7wz'.repeat(12)}Ab12`;
const SID = `AC${'0123456789abcdef'.repeat(2)}`;
const TWILIO_TOKEN = 'tw-auth-token-7777';
const PB_KEY = 'pb-live-0123456789abcdef';

async function signedIn(browser: Browser, url: string, viewport = DESKTOP): Promise<BrowserContext> {
  return signedInContext(browser, url, { email: uniqueEmail('keys'), name: 'Kay Keys' }, viewport);
}

describe.skipIf(!hasChromium)(
  'provider keys and integration screens in Chromium',
  { timeout: 120_000 },
  () => {
    let openaiFake: OpenAIFake;
    let phantomFake: PhantomBusterFake;
    let twilioFake: FakeServer;
    let site: FixtureSite;

    beforeAll(async () => {
      [openaiFake, phantomFake, twilioFake, site] = await Promise.all([
        startOpenAIFake({ apiKey: OPENAI_KEY }),
        startPhantomBusterFake({ apiKey: PB_KEY }),
        startTwilioFake({ accountSid: SID, authToken: TWILIO_TOKEN }),
        startFixtureSite(),
      ]);
    }, 120_000);
    afterAll(async () => {
      await Promise.all([openaiFake?.close(), phantomFake?.close(), twilioFake?.close(), site?.close()]);
    });
    const e2e = serverAndBrowser(() => ({
      RECRUIT_OPENAI_BASE_URL: openaiFake.baseUrl,
      RECRUIT_PHANTOMBUSTER_BASE_URL: phantomFake.baseUrl,
      RECRUIT_TWILIO_BASE_URL: twilioFake.url,
      RECRUIT_SCRAPE_ALLOW: site.allow,
    }));
    beforeAll(() => {
      console.log(`integration screenshots (1280 and 375 px): ${screenshotDir}`);
    });

    it('saves a key on API Settings: mask, banner count, reload, remove; blank key; hints; test', async () => {
      const context = await signedIn(e2e.browser, e2e.server.url);
      const page = await context.newPage();
      const errors = watchErrors(page);
      await page.goto('/api-settings');
      await page.getByText('0 of 11 APIs configured').waitFor();
      for (const tab of [
        'AI & ChatGPT',
        'Calling',
        'Automation',
        'Resume',
        'Payment',
        'Email',
        'LinkedIn',
        'Sales',
        'Domains',
      ]) {
        await page.getByRole('tab', { name: tab, exact: true }).waitFor();
      }

      const openai = page.getByRole('region', { name: 'OpenAI API Key' });
      await openai.getByText('API Key Required').waitFor();
      await openai.getByText('Enter your API key to enable AI functionality').waitFor();
      await expect(openai.getByLabel('API Key', { exact: true }).getAttribute('type')).resolves.toBe(
        'password',
      );
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `${screenshotDir}/api-settings-1280.png`, fullPage: true });

      // Blank (spaces only) is refused with the spec's toast; nothing is saved.
      await openai.getByLabel('API Key', { exact: true }).fill('   ');
      await openai.getByRole('button', { name: 'Save API Key' }).click();
      await toastWith(page, 'Please enter a valid API key').filter({ hasText: 'Error' }).waitFor();
      await page.getByText('0 of 11 APIs configured').waitFor();

      await openai.getByLabel('API Key', { exact: true }).fill(OPENAI_KEY);
      await openai.getByRole('button', { name: 'Save API Key' }).click();
      await toastWith(page, 'OpenAI API Key saved successfully!').waitFor();
      await openai.getByText('API Key Configured').waitFor();
      await openai.getByText('sk-p...Ab12', { exact: true }).waitFor();
      await page.getByText('1 of 11 APIs configured').waitFor();
      expect(await page.content()).not.toContain(OPENAI_KEY);
      await page.screenshot({ path: `${screenshotDir}/api-settings-saved-1280.png` });

      // 'Test' makes one cheap real call with the stored key: accepted, then refused.
      await openai.getByRole('button', { name: 'Test' }).click();
      await openai.getByText('OpenAI accepted the API key.').waitFor();
      await openai.getByText('Configured', { exact: true }).waitFor();
      expect(openaiFake.requests.at(-1)!.headers.authorization).toBe(`Bearer ${OPENAI_KEY}`);
      openaiFake.failWith(401, 1);
      await openai.getByRole('button', { name: 'Test' }).click();
      await openai.getByText('Invalid key', { exact: true }).waitFor();
      await openai.getByText('Invalid OpenAI API key').waitFor();

      await page.reload();
      await page
        .getByRole('region', { name: 'OpenAI API Key' })
        .getByText('sk-p...Ab12', { exact: true })
        .waitFor();
      await page.getByText('1 of 11 APIs configured').waitFor();

      await openai.getByRole('button', { name: 'Remove API Key' }).click();
      await toastWith(page, 'OpenAI API Key has been removed').waitFor();
      await openai.getByText('API Key Required').waitFor();
      await page.getByText('0 of 11 APIs configured').waitFor();

      // A format hint is a warning, never a refusal; 'Test' reports what the server found.
      await page.getByRole('tab', { name: 'LinkedIn', exact: true }).click();
      await expect(page.url()).toContain('tab=linkedin');
      const jobin = page.getByRole('region', { name: 'JobIn API Key' });
      await jobin.getByLabel('API Key', { exact: true }).fill('https://jobin.cloud/my-key');
      await jobin.getByText('JobIn needs the API key only, not a URL. You can still save it.').waitFor();
      await jobin.getByRole('button', { name: 'Save API Key' }).click();
      await toastWith(page, 'JobIn API Key saved successfully!').waitFor();
      await jobin.getByText('JobIn needs the API key only, not a URL.', { exact: true }).waitFor();
      await jobin.getByText('http...-key', { exact: true }).waitFor();
      await page.getByText('1 of 11 APIs configured').waitFor();
      await jobin.getByRole('button', { name: 'Test' }).click();
      await jobin.getByText('Not verified', { exact: true }).waitFor();
      await jobin.getByText('JobIn has no key check here: the key is saved but was not verified.').waitFor();

      expect(errors).toEqual([]);
      await context.close();
    });

    it("walks the API Integration Assistant's five steps and opens the Integration Guide", async () => {
      const context = await signedIn(e2e.browser, e2e.server.url);
      const page = await context.newPage();
      const errors = watchErrors(page);
      await page.goto('/integrations');
      await page.getByText('0 of 11 APIs configured').waitFor();

      await page.getByRole('button', { name: 'Integration Guide' }).click();
      const guide = page.getByRole('dialog', { name: 'Integration Guide' });
      await guide.getByText('Where each provider lives').waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await guide.getByRole('button', { name: 'Close' }).click();
      await guide.waitFor({ state: 'detached' });

      await page.getByRole('button', { name: 'API Integration Assistant' }).click();
      const steps: [string, string[]][] = [
        ['Welcome', []],
        ['High Priority', ['OpenAI', 'Twilio']],
        ['Medium Priority', ['PhantomBuster', 'Stripe', 'JobIn', 'Apollo']],
        ['Optional', ['HeyReach', 'Make.ai', 'Textkernel', 'Reply.io', 'Drop Cowboy']],
        ['Complete', []],
      ];
      for (const [i, [title, providers]] of steps.entries()) {
        const dialog = page.getByRole('dialog', { name: title });
        await dialog.getByText(`Step ${i + 1} of 5`).waitFor();
        await expect(dialog.getByRole('button', { name: 'Previous' }).isDisabled()).resolves.toBe(i === 0);
        for (const name of providers) {
          await dialog.getByRole('button', { name: `Configure ${name}` }).waitFor();
          await dialog
            .getByRole('link', { name: new RegExp(`^Sign up for ${name.replace('.', '\\.')}`) })
            .waitFor();
        }
        if (providers.length > 0) {
          await expect(dialog.getByText('Not configured', { exact: true }).count()).resolves.toBe(
            providers.length,
          );
        }
        if (i === 1) {
          expect(await seriousViolations(page)).toEqual([]);
          await page.screenshot({ path: `${screenshotDir}/assistant-high-1280.png` });
        }
        if (i < 4) await dialog.getByRole('button', { name: 'Next' }).click();
        else {
          await dialog.getByText('0 of 11 APIs configured.').waitFor();
          await dialog.getByRole('button', { name: 'Done' }).click();
          await dialog.waitFor({ state: 'detached' });
        }
      }
      // Previous goes back; Configure opens the provider's tab.
      await page.getByRole('button', { name: 'API Integration Assistant' }).click();
      await page.getByRole('dialog', { name: 'Welcome' }).getByRole('button', { name: 'Next' }).click();
      await page.getByRole('dialog', { name: 'High Priority' }).getByRole('button', { name: 'Next' }).click();
      await page
        .getByRole('dialog', { name: 'Medium Priority' })
        .getByRole('button', { name: 'Previous' })
        .click();
      await page
        .getByRole('dialog', { name: 'High Priority' })
        .getByRole('button', { name: 'Configure Twilio' })
        .click();
      await page.getByRole('tab', { name: 'Calling', exact: true, selected: true }).waitFor();
      expect(page.url()).toContain('tab=calling');
      await page.getByLabel('Account SID').waitFor();
      expect(errors).toEqual([]);
      await context.close();
    });

    it('keeps Twilio credentials on the server: rules, masked SID, Update Credentials, demo test call', async () => {
      const context = await signedIn(e2e.browser, e2e.server.url);
      const page = await context.newPage();
      const errors = watchErrors(page);
      await page.goto('/twilio-integration');
      await page.getByRole('heading', { name: 'Twilio Integration' }).waitFor();
      const save = page.getByRole('button', { name: 'Save Credentials' });

      await save.click();
      await toastWith(page, 'Please fill in all fields to save your Twilio credentials.')
        .filter({ hasText: 'Missing Information' })
        .waitFor();
      await page.getByLabel('Account SID').fill('AC123');
      await page.getByLabel('Auth Token').fill('tw-auth-token-7777');
      await page.getByLabel('From Phone Number').fill('+15005550006');
      await save.click();
      await toastWith(page, 'Invalid Account SID').waitFor();
      await page.getByLabel('Account SID').fill(SID);
      await page.getByLabel('From Phone Number').fill('15005550006');
      await save.click();
      await toastWith(page, 'Invalid Phone Number').waitFor();
      await page.getByLabel('From Phone Number').fill('+15005550006');
      await save.click();
      await toastWith(page, 'Credentials Saved').waitFor();
      await page.getByText('AC012345...', { exact: true }).waitFor();
      await page.getByText('From: +15005550006').waitFor();
      expect(await page.content()).not.toContain(SID);
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `${screenshotDir}/twilio-saved-1280.png`, fullPage: true });

      await page.reload();
      await page.getByText('AC012345...', { exact: true }).waitFor();
      const status = await page.evaluate(() => fetch('/api/keys/twilio').then((r) => r.json()));
      expect(status).toMatchObject({ configured: true, masked: 'AC012345...', phoneNumber: '+15005550006' });

      // With credentials the test call is real (here: the Twilio fake), never labelled demo.
      await page.getByLabel('Phone Number to Call').fill('+15557654321');
      await page.getByRole('button', { name: 'Make Test Call' }).click();
      await toastWith(page, 'Call Initiated Successfully!').waitFor();
      const real = page.getByRole('region', { name: 'Call result' });
      await real.getByText('queued', { exact: true }).waitFor();
      await real.getByText(/^CA0+1$/).waitFor();
      await expect(real.getByText('Demo', { exact: true }).count()).resolves.toBe(0);
      const placed = twilioFake.requests.find((r) => r.method === 'POST')!.body as Record<string, string>;
      expect(placed).toMatchObject({ To: '+15557654321', From: '+15005550006' });
      expect(placed.Twiml).toContain('Hello! This is a test call from your recruitment platform.');

      await page.getByRole('button', { name: 'Update Credentials' }).click();
      await toastWith(page, 'Credentials Cleared').waitFor();
      await page.getByLabel('Account SID').waitFor();
      await expect(page.getByLabel('Account SID').inputValue()).resolves.toBe('');
      expect(await page.evaluate(() => fetch('/api/keys/twilio').then((r) => r.json()))).toMatchObject({
        configured: false,
      });

      // Without credentials the test call is the spec's labelled demo; nobody is called.
      await expect(page.getByLabel('Message').inputValue()).resolves.toBe(
        'Hello! This is a test call from your recruitment platform.',
      );
      await page.getByLabel('Phone Number to Call').fill('');
      await page.getByRole('button', { name: 'Make Test Call' }).click();
      await toastWith(page, 'Please enter a phone number and message to test the call.').waitFor();
      await page.getByLabel('Phone Number to Call').fill('+15551234567');
      await page.getByRole('button', { name: 'Make Test Call' }).click();
      await toastWith(page, 'Call Initiated Successfully!').waitFor();
      const result = page.getByRole('region', { name: 'Call result' });
      await result.getByText('Call initiated successfully (Demo)').waitFor();
      await result.getByText('Demo', { exact: true }).waitFor();
      await result.getByText('+15551234567').waitFor();
      await result.getByText(/^demo-/).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `${screenshotDir}/twilio-demo-call-1280.png`, fullPage: true });
      expect(errors).toEqual([]);
      await context.close();
    });

    it('scrapes locally without a key, refuses private addresses, and asks for the key before a test scrape', async () => {
      const context = await signedIn(e2e.browser, e2e.server.url);
      const page = await context.newPage();
      const errors = watchErrors(page);
      await page.goto('/features/scraping');
      await page.getByRole('heading', { name: 'Web Scraping' }).waitFor();
      await page.getByText('Automate Tasks').waitFor();
      await page.getByText('Data Enrichment').waitFor();

      await page.getByRole('button', { name: 'Extract Data' }).click();
      await toastWith(page, 'Please enter a URL to test scraping.')
        .filter({ hasText: 'URL Required' })
        .waitFor();

      // Without a key the server scrapes the page itself: a real result, not a demo.
      await page.getByLabel('Website URL').fill(`${site.url}/jobs/senior-engineer`);
      await page.getByRole('button', { name: 'Extract Data' }).click();
      await toastWith(page, 'Scraping Successful').waitFor();
      const extracted = page.getByLabel('Extracted Data');
      await expect(extracted.getAttribute('readonly')).resolves.not.toBeNull();
      const text = await extracted.inputValue();
      expect(text).toContain('Title: Senior Engineer at Acme');
      expect(text).toContain('Emails: talent@acme.example');
      expect(text).toContain('Job posting: Senior Engineer');
      expect(await page.getByText('Demo Mode Active').count()).toBe(0);
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `${screenshotDir}/scraping-local-1280.png`, fullPage: true });

      // A page that redirects to a private address: refused, and the address is never asked.
      await page.getByLabel('Website URL').fill(`${site.url}/to-canary`);
      await page.getByRole('button', { name: 'Extract Data' }).click();
      await toastWith(page, 'Scraping Failed').waitFor();
      await page.getByText('API Error', { exact: true }).waitFor();
      await page
        .getByText(/a private, local or reserved network address/)
        .first()
        .waitFor();
      expect(site.canaryHits).toEqual([]);
      // The refusal is a 400, which the browser logs; nothing else may have been logged.
      expect(errors.splice(0).filter((e) => !e.includes('400'))).toEqual([]);

      await page.getByLabel('Test URL').fill('https://example.com');
      await page.getByRole('button', { name: 'Test Scrape' }).click();
      await toastWith(page, 'Please configure your PhantomBuster API key first.')
        .filter({ hasText: 'API Key Required' })
        .waitFor();

      await page.goto('/phantombuster-integration');
      await page.getByRole('heading', { name: 'PhantomBuster Integration' }).waitFor();
      const key = page.getByRole('region', { name: 'PhantomBuster API Key' });
      await key.getByRole('button', { name: 'Save API Key' }).click();
      await toastWith(page, 'Please enter a valid PhantomBuster API key').waitFor();

      // A key PhantomBuster refuses: 'Scraping Failed' and the API Error banner.
      await key.getByLabel('API Key', { exact: true }).fill('pb-wrong-key-00000000');
      await key.getByRole('button', { name: 'Save API Key' }).click();
      await key.getByText('API Key Configured').waitFor();
      await page.getByLabel('Website URL').fill('https://example.com/careers');
      await page.getByRole('button', { name: 'Extract Data' }).click();
      await toastWith(page, 'Scraping Failed').waitFor();
      await page.getByText('API Error', { exact: true }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `${screenshotDir}/scraping-api-error-1280.png`, fullPage: true });

      // The right key: the agent is launched with the spec's body, and the test scrape works.
      await key.getByRole('button', { name: 'Remove API Key' }).click();
      await key.getByLabel('API Key', { exact: true }).fill(PB_KEY);
      await key.getByRole('button', { name: 'Save API Key' }).click();
      await key.getByText('pb-l...cdef', { exact: true }).waitFor();
      // The run is followed while it runs: its container, agent, status and console output so far.
      phantomFake.planRuns({ runningPolls: 2 });
      await page.getByRole('button', { name: 'Extract Data' }).click();
      const run = page.getByRole('region', { name: 'PhantomBuster Run' });
      await run.getByText('7000000001', { exact: true }).waitFor();
      await run.getByText('Web Scraper (4242)').waitFor();
      await run.getByText(/^PhantomBuster agent Web Scraper is running \(\d+ s\)\.$/).waitFor();
      await run
        .getByLabel('Agent output')
        .getByText(/Opening https:\/\/example\.com\/careers/)
        .waitFor();
      await page.getByRole('button', { name: 'Scraping...' }).waitFor();
      await page.screenshot({
        path: `${screenshotDir}/scraping-phantombuster-running-1280.png`,
        fullPage: true,
      });
      await toastWith(page, 'Scraping Successful').waitFor();
      await run.getByText('Scraping completed on PhantomBuster.').waitFor();
      await run.getByText('finished', { exact: true }).waitFor();
      await expect(page.getByLabel('Extracted Data').inputValue()).resolves.toContain(
        'Container: 7000000001',
      );
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({
        path: `${screenshotDir}/scraping-phantombuster-done-1280.png`,
        fullPage: true,
      });
      await expect(page.getByText('API Error', { exact: true }).count()).resolves.toBe(0);
      // A run the agent did not finish cleanly ends in the API Error banner, the panel saying how.
      phantomFake.planRuns({ runningPolls: 1, exitCode: 1, endType: 'killed' });
      await page.getByRole('button', { name: 'Extract Data' }).click();
      await run.getByText('7000000002', { exact: true }).waitFor();
      await page.getByText('API Error', { exact: true }).waitFor();
      await toastWith(page, 'Scraping Failed').last().waitFor();
      await run.getByText('failed', { exact: true }).waitFor();
      await run.getByText('The PhantomBuster agent was stopped (killed).').waitFor();
      await page.screenshot({
        path: `${screenshotDir}/scraping-phantombuster-failed-1280.png`,
        fullPage: true,
      });
      phantomFake.planRuns({});
      await page.getByLabel('Test URL').fill('https://example.com/team');
      await page.getByRole('button', { name: 'Test Scrape' }).click();
      await page.getByText('Working', { exact: true }).waitFor();
      await expect(page.getByText('API Error', { exact: true }).count()).resolves.toBe(0);
      const launches = phantomFake.requests.filter((r) => r.path === '/api/v2/agents/launch');
      expect(launches.map((r) => (r.body as { arguments: { url: string } }).arguments.url)).toEqual([
        'https://example.com/careers',
        'https://example.com/careers',
        'https://example.com/team',
      ]);
      expect(errors).toEqual([]);
      await context.close();
    });

    it('connects and disconnects the HeyReach key from the dashboard Quick Setup cards', async () => {
      const context = await signedIn(e2e.browser, e2e.server.url);
      const page = await context.newPage();
      const errors = watchErrors(page);
      await page.goto('/dashboard');
      const heyreach = page.getByRole('region', { name: 'HeyReach API Key' });
      await page
        .getByRole('region', { name: 'Make.ai API Key' })
        .getByRole('button', { name: 'Connect' })
        .waitFor();
      await heyreach.getByRole('button', { name: 'Connect' }).click();
      await toastWith(page, 'Please enter a valid HeyReach API key').waitFor();
      await heyreach.getByLabel('API Key', { exact: true }).fill('hr-live-0123456789abcdef');
      await heyreach.getByRole('button', { name: 'Connect' }).click();
      await toastWith(page, 'HeyReach API key saved successfully!').filter({ hasText: 'Success' }).waitFor();
      await heyreach.getByText('hr-l...cdef', { exact: true }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `${screenshotDir}/dashboard-quick-setup-1280.png`, fullPage: true });
      await heyreach.getByRole('button', { name: 'Disconnect' }).click();
      await toastWith(page, 'Disconnected').waitFor();
      await heyreach.getByRole('button', { name: 'Connect' }).waitFor();
      expect(errors).toEqual([]);
      await context.close();
    });

    it('lays the screens out on a 375 px phone without serious axe violations', async () => {
      const context = await signedIn(e2e.browser, e2e.server.url, PHONE);
      const page = await context.newPage();
      const errors = watchErrors(page);
      const screens: [string, string][] = [
        ['/api-settings', 'APIs configured'],
        ['/twilio-integration', 'Test Call'],
        ['/features/scraping', 'Extract Data'],
        ['/dashboard', 'Quick Setup'],
      ];
      const problems: string[] = [];
      for (const [route, text] of screens) {
        await page.goto(route);
        await page.getByText(text).first().waitFor();
        await page.waitForLoadState('networkidle');
        problems.push(...(await seriousViolations(page)).map((v) => `${route}: ${v}`));
        // Nothing may push the page sideways on a phone.
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect({ route, overflow }).toEqual({ route, overflow: 0 });
        await page.screenshot({
          path: `${screenshotDir}/${route.slice(1).replace(/\//g, '_')}-375.png`,
          fullPage: true,
        });
      }
      expect(problems).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    });
  },
);
