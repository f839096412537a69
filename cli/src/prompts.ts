import { AUTH_MESSAGES, AppError, authLengthProblem, isValidEmail, passwordStrength } from '@recruit/core';
import { canPrompt, type CliIO } from './io.js';
import type { PromptField } from './ui/prompt-form.js';

export type { PromptField };

/**
 * Asks for the missing inputs with an Ink form on a terminal; without one, a missing input is an
 * error naming the flag to pass. Ink is imported only here, after the colour settings are applied.
 */
export async function askFor(io: CliIO, fields: FlaggedField[]): Promise<Record<string, string>> {
  if (fields.length === 0) return {};
  if (!canPrompt(io)) {
    const flags = [...new Set(fields.map((f) => f.flag))].join(', ');
    throw new AppError('validation', 'missing_input', `Missing ${flags} (no terminal to ask on).`, {
      hint: 'Pass every input as a flag when running from a script.',
    });
  }
  const [{ render }, { createElement }, { PromptForm }] = await Promise.all([
    import('ink'),
    import('react'),
    import('./ui/prompt-form.js'),
  ]);
  return new Promise((resolve, reject) => {
    let answers: Record<string, string> | undefined;
    const app = render(
      createElement(PromptForm, {
        fields,
        onDone: (a) => {
          answers = a;
          app.unmount();
        },
      }),
      { stdin: io.stdin as NodeJS.ReadStream, stdout: io.stderr as NodeJS.WriteStream, exitOnCtrlC: true },
    );
    app
      .waitUntilExit()
      .then(
        () => (answers ? resolve(answers) : reject(new AppError('validation', 'cancelled', 'Cancelled.'))),
        reject,
      );
  });
}

export type FlaggedField = PromptField & { flag: string };

/** The email field shared by the account commands. */
export const emailField = (): FlaggedField => ({
  name: 'email',
  label: 'Email',
  kind: 'text',
  flag: '--email',
  validate: (v) => (isValidEmail(v) ? undefined : AUTH_MESSAGES.invalidEmail),
});

/** A new password and its confirmation, checked as the spec says. */
export const newPasswordFields = (label = 'Password'): FlaggedField[] => [
  {
    name: 'password',
    label,
    kind: 'password',
    flag: '--password-stdin',
    validate: (v) =>
      authLengthProblem({ password: v }) ??
      (passwordStrength(v).acceptable ? undefined : AUTH_MESSAGES.passwordTooWeak),
  },
  {
    name: 'confirm',
    label: `Confirm ${label.toLowerCase()}`,
    kind: 'password',
    flag: '--password-stdin',
    validate: (v, a) => (v === a.password ? undefined : AUTH_MESSAGES.passwordsDoNotMatch),
  },
];

/** Asks the security question's answer (required). */
export const askSecurityAnswer = async (io: CliIO, emptyMessage: string): Promise<string> =>
  (
    await askFor(io, [
      {
        name: 'answer',
        label: 'Answer',
        kind: 'text',
        flag: '--security-answer',
        validate: (v) => (v.trim() ? authLengthProblem({ securityAnswer: v }) : emptyMessage),
      },
    ])
  ).answer ?? '';
