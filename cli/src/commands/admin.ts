import { InvalidArgumentError, type Command } from '@commander-js/extra-typings';
import type { Tier } from '@recruit/core';
import type { CliContext } from '../context.js';
import { emit } from '../output.js';

const TIER_NAMES: Record<string, Tier> = { basic: 'Basic', pro: 'Pro', enterprise: 'Enterprise' };

function tierArg(value: string): Tier {
  const tier = TIER_NAMES[value.trim().toLowerCase()];
  if (!tier) throw new InvalidArgumentError('choose Basic, Pro or Enterprise');
  return tier;
}

/**
 * recruit admin …: the operator's commands, on the server's data (run them where `recruit serve`
 * runs, with the same RECRUIT_HOME or RECRUIT_DATABASE_URL), signed in as RECRUIT_ADMIN_EMAIL.
 */
export function registerAdmin(program: Command, ctx: CliContext) {
  const admin = program.command('admin').description('operator commands (the admin account only)');
  const plan = admin.command('plan').description("set a user's plan without Stripe");

  plan
    .command('set')
    .description("set a user's plan by hand (recorded with who and when)")
    .argument('<email>', "the user's email")
    .argument('<tier>', 'Basic, Pro or Enterprise', tierArg)
    .option('--until <date>', 'last day of the plan (YYYY-MM-DD); open-ended without it')
    .option('--json', 'machine-readable output')
    .action(async (email, tier, opts) => {
      const s = await ctx.requireSignedIn();
      const core = await ctx.core();
      const changed = await core.billing.setPlan(s.user, { email, tier, until: opts.until ?? null });
      emit(ctx.io, opts.json, changed, () => [
        `${changed.email}: ${changed.from} → ${changed.to}${
          changed.until ? ` (until ${opts.until})` : changed.to === 'Basic' ? '' : ' (no end date)'
        }`,
      ]);
    });

  admin
    .command('users')
    .description("every user with plan, trial end and this month's use")
    .option('--json', 'machine-readable output')
    .action(async (opts) => {
      const s = await ctx.requireSignedIn();
      const overview = await (await ctx.core()).billing.overview(s.user);
      emit(ctx.io, opts.json, overview, () => [
        `Users (${overview.month}):`,
        ...overview.users.map(
          (u) =>
            `${u.email.padEnd(32)} ${u.tier.padEnd(10)} trial ${u.trialActive ? 'until' : 'ended'} ${u.trialEndsAt.slice(0, 10)}` +
            (u.usage.length ? `  ${u.usage.map((x) => `${x.title} ${x.used}`).join(', ')}` : ''),
        ),
        '',
        `Call requests: ${overview.callRequests.length}`,
        ...overview.callRequests.map((c) => `  ${c.createdAt.slice(0, 16)}  ${c.countryCode} ${c.phone}`),
      ]);
    });
}
