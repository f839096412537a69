import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Command } from '@commander-js/extra-typings';
import { ACCOUNT_MESSAGES, AppError, normalizeEmail } from '@recruit/core';
import type { CliContext } from '../context.js';
import { canPrompt } from '../io.js';
import { emit, notice } from '../output.js';
import { askFor } from '../prompts.js';

/** `recruit account export|delete`: everything stored about the signed-in user, out or gone. */
export function registerAccount(program: Command, ctx: CliContext) {
  const account = program
    .command('account')
    .description('your account: export your data, delete the account');

  account
    .command('export')
    .description('everything stored about you and your candidates, as JSON (no password hashes or keys)')
    .option('--out <file>', 'write to this file instead of standard output')
    .action(async (opts) => {
      const s = await ctx.requireSignedIn();
      const data = await (await ctx.core()).settings.exportData(s.userId);
      const text = `${JSON.stringify(data, null, 2)}\n`;
      if (!opts.out) {
        ctx.io.stdout.write(text);
        return;
      }
      const file = path.resolve(opts.out);
      try {
        writeFileSync(file, text, { mode: 0o600 });
      } catch (e) {
        throw new AppError('validation', 'cannot_write', `Could not write ${file}: ${(e as Error).message}`);
      }
      const rows = Object.values(data.tables).reduce((n, t) => n + t.length, 0);
      notice(ctx.io, `Exported ${rows} records of ${Object.keys(data.tables).length} kinds to ${file}`);
    });

  account
    .command('delete')
    .description('delete your account and every record of it (asks you to type your email)')
    .option('--yes', 'do not ask (scripts): delete at once')
    .option('--json', 'machine-readable output')
    .action(async (opts) => {
      const s = await ctx.requireSignedIn();
      const email = s.user.email;
      let typed = email;
      if (!opts.yes) {
        if (!canPrompt(ctx.io))
          throw new AppError('validation', 'missing_input', 'Missing --yes (no terminal to ask on).', {
            hint: `Deleting ${email} removes every record of it for good: pass --yes to confirm from a script.`,
          });
        notice(
          ctx.io,
          `This deletes ${email} and every record of it (candidates, activity, keys …) for good.`,
        );
        const asked = await askFor(ctx.io, [
          {
            name: 'email',
            label: 'Type your email to confirm',
            kind: 'text',
            flag: '--yes',
            validate: (v) =>
              normalizeEmail(v) === email ? undefined : ACCOUNT_MESSAGES.confirmEmailMismatch,
          },
        ]);
        typed = asked.email ?? '';
      }
      const removed = await (await ctx.core()).settings.deleteAccount(s.userId, { confirmEmail: typed });
      ctx.session().clear();
      emit(ctx.io, opts.json, { ok: true, removed }, () => [
        ACCOUNT_MESSAGES.accountDeleted,
        ACCOUNT_MESSAGES.accountDeletedText,
      ]);
    });
}
