import type { Command } from '@commander-js/extra-typings';
import { FEATURES, checkFeatureAccess, type FeatureKey } from '@recruit/core';
import type { CliContext } from '../context.js';
import { readStdinLine } from '../io.js';
import { emit } from '../output.js';
import { askFor, emailField, type FlaggedField } from '../prompts.js';

/** login, logout, whoami and plan. */
export function registerSessionCommands(program: Command, ctx: CliContext) {
  program
    .command('login')
    .description('sign in (the session lasts 5 days)')
    .option('--email <email>', 'email address')
    .option('--password-stdin', 'read the password from standard input')
    .option('--json', 'machine-readable output')
    .action(async (opts) => {
      const password = opts.passwordStdin ? await readStdinLine(ctx.io) : undefined;
      const fields: FlaggedField[] = [];
      if (opts.email === undefined) fields.push(emailField());
      if (password === undefined)
        fields.push({ name: 'password', label: 'Password', kind: 'password', flag: '--password-stdin' });
      const asked = await askFor(ctx.io, fields);
      const core = await ctx.core();
      const s = await core.accounts.login(opts.email ?? asked.email ?? '', password ?? asked.password);
      ctx.session().save({ token: s.token, email: s.user.email, expiresAt: s.expiresAt });
      emit(ctx.io, opts.json, { user: s.user, expiresAt: s.expiresAt }, () => [
        'Sign in successful',
        `Welcome back, ${s.user.name}! Your session lasts until ${new Date(s.expiresAt).toLocaleString()}.`,
      ]);
    });

  program
    .command('logout')
    .description('sign out and forget the stored session')
    .option('--json', 'machine-readable output')
    .action(async (opts) => {
      const { token } = ctx.session().get();
      if (token) await (await ctx.core()).accounts.logout(token);
      ctx.session().clear();
      emit(ctx.io, opts.json, { ok: true }, () => [
        token ? 'Signed out successfully' : 'You were not signed in.',
      ]);
    });

  program
    .command('whoami')
    .description('show the signed-in user')
    .option('--json', 'machine-readable output')
    .action(async (opts) => {
      const s = await ctx.requireSignedIn();
      emit(ctx.io, opts.json, { user: s.user, expiresAt: s.expiresAt }, () => [
        `${s.user.name} <${s.user.email}>${s.user.isAdmin ? ' (admin)' : ''}`,
        `Session expires ${new Date(s.expiresAt).toLocaleString()}`,
      ]);
    });

  program
    .command('plan')
    .description('show your plan tier, trial and the features it includes')
    .option('--json', 'machine-readable output')
    .action(async (opts) => {
      const s = await ctx.requireSignedIn();
      const plan = await (await ctx.core()).plans.getPlan(s.userId);
      const features = (Object.keys(FEATURES) as FeatureKey[]).map((key) => {
        const d = checkFeatureAccess({ tier: plan.tier, trialActive: plan.trial.active }, key);
        return {
          key,
          name: FEATURES[key],
          allowed: d.allowed,
          ...(d.allowed && d.monthlyLimit ? { monthlyLimit: d.monthlyLimit } : {}),
        };
      });
      emit(ctx.io, opts.json, { ...plan, features }, () => [
        `Plan: ${plan.tier}${plan.subscribed && plan.subscription_end ? ` (renews ${plan.subscription_end.slice(0, 10)})` : ''}`,
        plan.trial.active
          ? `Free trial: active until ${plan.trial.endsAt.slice(0, 10)} (every feature included)`
          : 'Free trial: ended',
        '',
        ...features.map(
          (f) =>
            `${f.allowed ? '✔' : '✘'} ${f.key.padEnd(22)} ${f.name}${f.monthlyLimit ? ` (${f.monthlyLimit} per month)` : ''}`,
        ),
      ]);
    });
}
