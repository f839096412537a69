import type { Command } from '@commander-js/extra-typings';
import type { CliContext } from '../context.js';
import { readStdinLine } from '../io.js';
import { emit } from '../output.js';
import { askFor, emailField, type FlaggedField } from '../prompts.js';

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A moment in this machine's time zone, e.g. "2026-11-28 20:48 (UTC+01:00)". Built from the Date
 * getters rather than toLocaleString(): the first Intl call loads ICU's locale data, which cost more
 * (20–80 ms) than the rest of `recruit whoami`.
 */
export function localTime(iso: string): string {
  const d = new Date(iso);
  const offset = -d.getTimezoneOffset();
  const zone =
    offset === 0
      ? 'UTC'
      : `UTC${offset > 0 ? '+' : '-'}${pad(Math.floor(Math.abs(offset) / 60))}:${pad(Math.abs(offset) % 60)}`;
  const day = `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
  return `${day} ${pad(d.getHours())}:${pad(d.getMinutes())} (${zone})`;
}

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
        `Welcome back, ${s.user.name}! Your session lasts until ${localTime(s.expiresAt)}.`,
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
        `Session expires ${localTime(s.expiresAt)}`,
      ]);
    });
}
