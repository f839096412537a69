import type { Command } from '@commander-js/extra-typings';
import type { CliContext } from '../context.js';
import { readStdinLine } from '../io.js';
import { emit } from '../output.js';
import { askFor, emailField, type FlaggedField } from '../prompts.js';

/** login, logout and whoami (`recruit plan` lives in plan.ts). */
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
}
