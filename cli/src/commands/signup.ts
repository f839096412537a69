import type { Command } from '@commander-js/extra-typings';
import { AUTH_MESSAGES as M, AppError, SECURITY_QUESTIONS } from '@recruit/core';
import type { CliContext } from '../context.js';
import { canPrompt, readStdinLine } from '../io.js';
import { emit } from '../output.js';
import { askFor, askSecurityAnswer, emailField, newPasswordFields, type FlaggedField } from '../prompts.js';

const NO_QUESTION = 'No security question';

/** A question by its text or its number in the list (1–8). */
export function resolveQuestion(input: string | undefined): string | undefined {
  if (input === undefined) return undefined;
  const n = Number(input);
  if (Number.isInteger(n) && n >= 1 && n <= SECURITY_QUESTIONS.length) return SECURITY_QUESTIONS[n - 1];
  const match = SECURITY_QUESTIONS.find((q) => q.toLowerCase() === input.trim().toLowerCase());
  if (!match) {
    throw new AppError(
      'validation',
      'invalid_security_question',
      'Please choose one of the offered security questions',
      {
        hint: `Pass --security-question 1–${SECURITY_QUESTIONS.length}: ${SECURITY_QUESTIONS.map((q, i) => `${i + 1}. ${q}`).join(' ')}`,
      },
    );
  }
  return match;
}

export function registerSignup(program: Command, ctx: CliContext) {
  program
    .command('signup')
    .description('create an account and sign in')
    .option('--email <email>', 'email address')
    .option('--name <name>', 'full name')
    .option('--password-stdin', 'read the password from standard input')
    .option('--security-question <question>', 'security question (its number 1-8 or its text)')
    .option('--security-answer <answer>', 'answer to the security question')
    .option('--accept-terms', 'agree to the terms and conditions')
    .option('--json', 'machine-readable output')
    .action(async (opts) => {
      const io = ctx.io;
      const password = opts.passwordStdin ? await readStdinLine(io) : undefined;
      const fields: FlaggedField[] = [];
      if (opts.email === undefined) fields.push(emailField());
      if (opts.name === undefined)
        fields.push({
          name: 'name',
          label: 'Full name',
          kind: 'text',
          flag: '--name',
          validate: (v) => (v.trim() ? undefined : M.allFieldsRequired),
        });
      if (password === undefined) fields.push(...newPasswordFields());
      // Optional questions are asked only on a terminal; a script passes them as flags.
      const interactive = fields.length > 0 && canPrompt(io);
      if (interactive && opts.securityQuestion === undefined) {
        fields.push({
          name: 'securityQuestion',
          label: 'Security question',
          kind: 'select',
          options: [...SECURITY_QUESTIONS, NO_QUESTION],
          flag: '--security-question',
        });
      }
      if (interactive && !opts.acceptTerms) {
        fields.push({
          name: 'terms',
          label: 'Do you agree to the terms and conditions? (y/n)',
          kind: 'confirm',
          flag: '--accept-terms',
        });
      }
      const asked = await askFor(io, fields);
      const question = resolveQuestion(
        asked.securityQuestion === NO_QUESTION
          ? undefined
          : (asked.securityQuestion ?? opts.securityQuestion),
      );
      let answer = opts.securityAnswer;
      if (question && answer === undefined) {
        answer = await askSecurityAnswer(io, M.allFieldsRequired);
      }
      if (!(opts.acceptTerms || asked.terms === 'yes'))
        throw new AppError('validation', 'terms_required', M.termsRequired);

      const core = await ctx.core();
      const s = await core.accounts.register({
        email: opts.email ?? asked.email ?? '',
        name: opts.name ?? asked.name ?? '',
        password: password ?? asked.password ?? '',
        securityQuestion: question,
        securityAnswer: answer,
      });
      ctx.session().save({ token: s.token, email: s.user.email, expiresAt: s.expiresAt });
      emit(io, opts.json, { user: s.user, expiresAt: s.expiresAt }, () => [
        'Account created successfully',
        `You are now signed in to your new account as ${s.user.name} <${s.user.email}>.`,
      ]);
    });
}
