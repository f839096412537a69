import type { Command } from '@commander-js/extra-typings';
import {
  AppError,
  OUTREACH_MESSAGES,
  isAppError,
  type OutreachCampaignInfo,
  type OutreachLeadInfo,
} from '@recruit/core';
import type { CliContext } from '../context.js';
import { emit } from '../output.js';

const SAVE_KEY = 'Save your HeyReach key with `recruit keys set heyreach` (or in API Settings).';

/**
 * core.outreach's errors for a terminal: the key error says how to save a key here, and the screen's
 * toast title 'Error' is left out (stderr already reads "Error: …").
 */
function forTerminal(e: unknown): never {
  if (!isAppError(e)) throw e;
  const keyMissing = e.code === 'api_key_not_configured';
  if (!keyMissing && e.title !== 'Error') throw e;
  throw new AppError(e.kind, e.code, e.message, {
    ...(e.title && e.title !== 'Error' ? { title: e.title } : {}),
    ...(keyMissing ? { hint: SAVE_KEY } : e.hint ? { hint: e.hint } : {}),
    ...(e.details ? { details: e.details } : {}),
  });
}

/** One campaign as the Campaigns tab shows it: name, status, and leads · accepted · replied. */
const campaignLine = (c: OutreachCampaignInfo) =>
  `${c.id.padEnd(8)} ${c.name}  [${c.status}]  ${c.leads_count} leads · ${c.accepted_count} accepted · ${c.replied_count} replied`;

/** One lead as the Leads tab shows it: name, position at company, status, profile. */
const leadLine = (l: OutreachLeadInfo) => {
  const name = `${l.first_name} ${l.last_name}`.trim() || '(no name)';
  const role = [l.position, l.company].filter(Boolean).join(' at ');
  return [name, role, l.status, l.profile_url].filter(Boolean).join('  ');
};

/**
 * recruit outreach campaigns|leads|create: the LinkedIn outreach (HeyReach) screen from the terminal,
 * through core.outreach with the user's HeyReach key (GET/POST /api/outreach/…). Without a key it says
 * so, as the screen's notice does: nothing is invented.
 */
export function registerOutreach(program: Command, ctx: CliContext) {
  const outreach = program
    .command('outreach')
    .description('LinkedIn outreach campaigns and their leads through your HeyReach key');

  outreach
    .command('campaigns')
    .description('your HeyReach campaigns with their leads, accepted and replied counts')
    .option('--json', 'machine-readable output')
    .action(async (opts) => {
      const s = await ctx.requireSignedIn();
      const answer = await (await ctx.core()).outreach.campaigns(s.userId);
      emit(ctx.io, opts.json, answer, () =>
        !answer.configured
          ? [OUTREACH_MESSAGES.keyNotice, SAVE_KEY]
          : answer.campaigns.length
            ? answer.campaigns.map(campaignLine)
            : ['No campaigns yet.'],
      );
    });

  outreach
    .command('leads')
    .description("a campaign's leads with their status (connected, pending, replied)")
    .argument('<campaign-id>', 'the campaign (from `recruit outreach campaigns`)')
    .option('--json', 'machine-readable output')
    .action(async (id, opts) => {
      const s = await ctx.requireSignedIn();
      const answer = await (await ctx.core()).outreach.leads(s.userId, id).catch(forTerminal);
      emit(ctx.io, opts.json, answer, () =>
        answer.leads.length ? answer.leads.map(leadLine) : ['No leads in this campaign yet.'],
      );
    });

  outreach
    .command('create')
    .description('create a campaign (name and target audience are required)')
    .option('--name <text>', 'campaign name')
    .option('--audience <text>', 'target audience, e.g. "Senior backend engineers in Berlin"')
    .option('--message <text>', 'the message (kept here only: HeyReach sets messages in its sequence editor)')
    .option('--json', 'machine-readable output')
    .action(async (opts) => {
      const s = await ctx.requireSignedIn();
      const answer = await (
        await ctx.core()
      ).outreach
        .create(s.userId, {
          name: opts.name ?? '',
          targetAudience: opts.audience ?? '',
          ...(opts.message !== undefined ? { message: opts.message } : {}),
        })
        .catch(forTerminal);
      emit(ctx.io, opts.json, answer, () => [answer.message, campaignLine(answer.campaign)]);
    });
}
