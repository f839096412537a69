import type { Command } from '@commander-js/extra-typings';
import { AUTH_MESSAGES as M, normalizeEmail } from '@recruit/core';
import type { CliContext } from '../context.js';
import { canPrompt, readStdinLine } from '../io.js';
import { emit, notice } from '../output.js';
import { askFor, askSecurityAnswer, emailField, newPasswordFields } from '../prompts.js';

const codeField = {
  name: 'code',
  label: 'Verification code',
  kind: 'text' as const,
  flag: '--code',
  validate: (v: string) => (/^\d{6}$/.test(v.trim()) ? undefined : M.codeLength),
};

/**
 * Interactive: one run asks the email, the security answer, the code and the new password.
 * Scripted: `--email E [--security-answer A]` sends a code; then `--email E --code C --password-stdin`
 * sets the new password.
 */
export function registerForgotPassword(program: Command, ctx: CliContext) {
  program
    .command('forgot-password')
    .description('reset your password with a 6-digit code')
    .option('--email <email>', 'email address of the account')
    .option('--security-answer <answer>', 'answer to the account security question')
    .option('--code <code>', 'the 6-digit code you received (skips sending a new one)')
    .option('--password-stdin', 'read the new password from standard input')
    .option('--json', 'machine-readable output')
    .action(async (opts) => {
      const io = ctx.io;
      const email = opts.email ?? (await askFor(io, [emailField()])).email!;
      const core = await ctx.core();
      let code = opts.code;
      if (code === undefined) {
        const question = await core.accounts.getSecurityQuestion(email);
        let answer = opts.securityAnswer;
        if (question && answer === undefined) {
          notice(io, `Security question: ${question}`);
          answer = await askSecurityAnswer(io, M.answerRequired);
        }
        const { delivery } = await core.accounts.requestPasswordReset(email, answer);
        const where =
          delivery === 'email' ? `sent to ${email}` : 'printed above (no mail server is configured)';
        if (!canPrompt(io)) {
          emit(io, opts.json, { ok: true, step: 'code_sent', delivery }, () => [
            `A 6-digit code valid for 15 minutes was ${where}.`,
            `Next: recruit forgot-password --email ${email} --code <code> --password-stdin`,
          ]);
          return;
        }
        notice(io, `A 6-digit code valid for 15 minutes was ${where}.`);
        code = (await askFor(io, [codeField])).code!;
      }
      await core.accounts.verifyResetCode(email, code);
      let password = opts.passwordStdin ? await readStdinLine(io) : undefined;
      if (password === undefined) {
        notice(io, 'Code verified');
        password = (await askFor(io, newPasswordFields('New password'))).password!;
      }
      await core.accounts.resetPassword(email, code, password);
      if (ctx.session().get().email === normalizeEmail(email)) ctx.session().clear();
      emit(io, opts.json, { ok: true, step: 'password_reset' }, () => [
        'Password reset successful',
        'Every session was signed out. Run `recruit login` with your new password.',
      ]);
    });
}
