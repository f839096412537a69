import { InvalidArgumentError, type Command } from '@commander-js/extra-typings';
import {
  FEATURE_CATALOGUE,
  checkFeatureAccess,
  type SubscriptionResponse,
  type UsageLine,
} from '@recruit/core';
import type { CliContext } from '../context.js';
import type { CliIO } from '../io.js';
import { emit, notice } from '../output.js';

/** Where Stripe returns after checkout when no RECRUIT_PUBLIC_URL is set: `recruit serve`'s default. */
export const DEFAULT_PUBLIC_URL = 'http://localhost:5180';

const PAID = { pro: 'Pro', enterprise: 'Enterprise' } as const;

function paidTier(value: string): 'Pro' | 'Enterprise' {
  const tier = PAID[value.trim().toLowerCase() as keyof typeof PAID];
  if (!tier) throw new InvalidArgumentError('choose pro or enterprise');
  return tier;
}

/** "3 of 5 resumes this month", or "3 resumes this month (no limit)". */
export const usageText = (u: UsageLine) =>
  u.limit === null
    ? `${u.title}: ${u.used} ${u.unit} this month (no limit)`
    : `${u.title}: ${u.used} of ${u.limit} ${u.unit} this month`;

function planHeadline(s: SubscriptionResponse): string {
  if (!s.subscribed || !s.subscription_end) return `Plan: ${s.tier}`;
  const day = s.subscription_end.slice(0, 10);
  if (s.status === 'operator') return `Plan: ${s.tier} (until ${day})`;
  return `Plan: ${s.tier} (${s.cancel_at_period_end ? 'ends' : 'renews'} ${day})`;
}

/**
 * Opens a URL in the desktop's browser when there is a person at a desktop; quietly does nothing
 * otherwise. node:child_process (with net and dgram) loads here, not with every `recruit plan`.
 */
async function openInBrowser(io: CliIO, url: string): Promise<void> {
  if (!io.stdout.isTTY || io.env.CI) return;
  const [cmd, args] =
    process.platform === 'darwin'
      ? ['open', [url]]
      : process.platform === 'win32'
        ? ['cmd', ['/c', 'start', '', url]]
        : io.env.DISPLAY || io.env.WAYLAND_DISPLAY
          ? ['xdg-open', [url]]
          : [undefined, []];
  if (!cmd) return;
  const { spawn } = await import('node:child_process');
  try {
    const child = spawn(cmd, args as string[], { stdio: 'ignore', detached: true });
    child.on('error', () => undefined);
    child.unref();
  } catch {
    // No browser to open: the printed URL is enough.
  }
}

/** recruit plan, plan upgrade <tier>, plan manage. */
export function registerPlan(program: Command, ctx: CliContext) {
  const returnBase = () => ctx.config().publicUrl ?? DEFAULT_PUBLIC_URL;

  const plan = program
    .command('plan')
    .description("show your plan, this month's use and the features it includes")
    .option('--json', 'machine-readable output')
    .action(async (opts) => {
      const s = await ctx.requireSignedIn();
      const sub = await (await ctx.core()).billing.subscription(s.userId);
      // The features a plan decides; the open tools (gated: false) are on every plan, so not listed.
      const features = FEATURE_CATALOGUE.filter((f) => f.gated !== false).map(({ key, title }) => {
        const d = checkFeatureAccess({ tier: sub.tier, trialActive: sub.trial.active }, key);
        return {
          key,
          name: title,
          allowed: d.allowed,
          ...(d.allowed && d.monthlyLimit ? { monthlyLimit: d.monthlyLimit } : {}),
        };
      });
      emit(ctx.io, opts.json, { ...sub, features }, () => [
        planHeadline(sub),
        ...(sub.status === 'past_due'
          ? ['Payment failed: update your card with `recruit plan manage`.']
          : []),
        sub.trial.active
          ? `Free trial: active until ${sub.trial.endsAt.slice(0, 10)} (every feature included)`
          : 'Free trial: ended',
        ...(sub.usage.length ? ['', "This month's use:", ...sub.usage.map((u) => `  ${usageText(u)}`)] : []),
        '',
        ...features.map(
          (f) =>
            `${f.allowed ? '✔' : '✘'} ${f.key.padEnd(22)} ${f.name}${f.monthlyLimit ? ` (${f.monthlyLimit} per month)` : ''}`,
        ),
      ]);
    });

  // `plan` has its own --json, so commander gives a subcommand's --json to it: read either.
  const wantsJson = (opts: { json?: boolean }) => !!(opts.json ?? plan.opts().json);

  plan
    .command('upgrade')
    .description('start a Stripe checkout for Pro or Enterprise and print its address')
    .argument('<tier>', 'pro or enterprise', paidTier)
    .option('--json', 'machine-readable output')
    .action(async (tier, opts) => {
      const s = await ctx.requireSignedIn();
      const { url } = await (await ctx.core()).billing.createCheckout(s.userId, { tier }, returnBase());
      emit(ctx.io, wantsJson(opts), { url }, () => [url]);
      if (!wantsJson(opts)) notice(ctx.io, `Open the address above to subscribe to ${tier}.`);
      await openInBrowser(ctx.io, url);
    });

  plan
    .command('manage')
    .description("open Stripe's customer portal (card, invoices, plan, cancellation)")
    .option('--json', 'machine-readable output')
    .action(async (opts) => {
      const s = await ctx.requireSignedIn();
      const { url } = await (await ctx.core()).billing.openPortal(s.userId, returnBase());
      emit(ctx.io, wantsJson(opts), { url }, () => [url]);
      await openInBrowser(ctx.io, url);
    });
}
