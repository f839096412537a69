import { InvalidArgumentError, type Command } from '@commander-js/extra-typings';
import { BILLING_MESSAGES, CALL_REQUEST_STATUSES, type AdminCallRequest, type Tier } from '@recruit/core';
import type { CliContext } from '../context.js';
import { emit } from '../output.js';

const TIER_NAMES: Record<string, Tier> = { basic: 'Basic', pro: 'Pro', enterprise: 'Enterprise' };

function tierArg(value: string): Tier {
  const tier = TIER_NAMES[value.trim().toLowerCase()];
  if (!tier) throw new InvalidArgumentError('choose Basic, Pro or Enterprise');
  return tier;
}

/** One call request: when, the number, its status and id. */
const requestLine = (c: AdminCallRequest) =>
  `${c.createdAt.slice(0, 16)}  ${`${c.countryCode} ${c.phone}`.padEnd(18)} ${c.status.padEnd(10)} ${c.id}`;

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
        ...overview.callRequests.map((c) => `  ${requestLine(c)}`),
      ]);
    });

  const requests = admin
    .command('call-requests')
    .description("the landing page's call requests (Let's Chat) and their status");

  requests
    .command('list', { isDefault: true })
    .description('every call request with its id and status, the oldest first')
    .option('--json', 'machine-readable output')
    .action(async (opts) => {
      const s = await ctx.requireSignedIn();
      const { callRequests } = await (await ctx.core()).billing.overview(s.user);
      emit(ctx.io, opts.json, { callRequests }, () =>
        callRequests.length ? callRequests.map(requestLine) : ['No call requests yet.'],
      );
    });

  requests
    .command('set')
    .description(`set a call request's status: ${CALL_REQUEST_STATUSES.join(', ')}`)
    .argument('<id>', 'the request (from `recruit admin call-requests`)')
    .argument('<status>', CALL_REQUEST_STATUSES.join(', '))
    .option('--json', 'machine-readable output')
    .action(async (id, status, opts) => {
      const s = await ctx.requireSignedIn();
      const r = await (
        await ctx.core()
      ).billing.setCallRequestStatus(s.user, id, {
        status: status.trim().toLowerCase(),
      });
      emit(ctx.io, opts.json, r, () => [`${BILLING_MESSAGES.callRequestUpdated}: ${requestLine(r)}`]);
    });
}
