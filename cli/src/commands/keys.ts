import type { Command } from '@commander-js/extra-typings';
import {
  AppError,
  checkProviderKey,
  parseProviderId,
  providerInfo,
  titledMessage,
  validateTwilioCredentials,
  type KeyStatus,
  type ProviderId,
  type ProviderTestResult,
} from '@recruit/core';
import type { CliContext } from '../context.js';
import { readStdinLine } from '../io.js';
import { emit, notice } from '../output.js';
import { askFor, type PromptField } from '../prompts.js';

const STATUS_LABEL = (k: KeyStatus) =>
  k.problem ? 'unreadable' : k.configured ? 'configured' : 'not configured';

const TEST_LABEL: Record<ProviderTestResult['state'], string> = {
  configured: '✔ key accepted',
  invalid_key: '✘ invalid key',
  unreachable: '✘ unreachable',
  unverified: '• saved, not verified',
  not_configured: '✘ not configured',
};

const when = (iso: string | null) => (iso ? `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC` : '-');

/** The key table: provider, status, masked key, last update. */
export function formatKeyTable(keys: KeyStatus[]): string[] {
  const rows = [
    ['PROVIDER', 'STATUS', 'KEY', 'UPDATED'],
    ...keys.map((k) => [k.provider, STATUS_LABEL(k), k.masked ?? '-', when(k.updatedAt)]),
  ];
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  const lines = rows.map((r) =>
    r
      .map((cell, i) => (i === r.length - 1 ? cell : cell.padEnd(widths[i]!)))
      .join('  ')
      .trimEnd(),
  );
  const configured = keys.filter((k) => k.configured).length;
  lines.push('', `${configured} of ${keys.length} providers configured.`);
  for (const k of keys) if (k.problem) lines.push(`${k.provider}: ${k.problem}`);
  return lines;
}

/** recruit keys list|set|remove|test: the signed-in user's provider keys, masked on output. */
export function registerKeys(program: Command, ctx: CliContext) {
  const keys = program
    .command('keys')
    .description('your provider API keys (stored encrypted; shown masked)')
    .addHelpText(
      'after',
      '\nProviders: openai, twilio, phantombuster, heyreach, makeai, textkernel, stripe, replyio, jobin, apollo, dropcowboy\n',
    );

  keys
    .command('list')
    .description('show every provider with its key status (masked)')
    .option('--json', 'machine-readable output')
    .action(async (opts) => {
      const s = await ctx.requireSignedIn();
      const list = await (await ctx.core()).keys.list(s.userId);
      emit(ctx.io, opts.json, { keys: list }, () => formatKeyTable(list));
    });

  keys
    .command('set')
    .description('save a key (asked on a terminal; --value-stdin for scripts)')
    .argument('<provider>', 'provider id, e.g. openai')
    .option('--value-stdin', 'read the key from standard input')
    .option('--account-sid <sid>', 'Twilio: account SID (AC…, 34 characters)')
    .option('--auth-token-stdin', 'Twilio: read the auth token from standard input')
    .option('--phone <number>', "Twilio: from phone number, starting with '+'")
    .option(
      '--base-url <url>',
      'OpenAI: an OpenAI-compatible server, e.g. http://localhost:11434/v1 (no key needed)',
    )
    .option('--model <name>', 'OpenAI: the chat model, e.g. llama3.2 (default gpt-4o-mini)')
    .option('--json', 'machine-readable output')
    .action(async (providerArg, opts) => {
      const s = await ctx.requireSignedIn();
      const provider = parseProviderId(providerArg);
      const twilioFlags = opts.accountSid !== undefined || opts.authTokenStdin || opts.phone !== undefined;
      if (provider === 'twilio' && opts.valueStdin) {
        throw new AppError(
          'validation',
          'bad_flags',
          'Twilio takes --account-sid, --auth-token-stdin and --phone.',
        );
      }
      if (provider !== 'twilio' && twilioFlags) {
        throw new AppError(
          'validation',
          'bad_flags',
          '--account-sid, --auth-token-stdin and --phone are for Twilio only.',
          { hint: `Use: recruit keys set ${provider} --value-stdin` },
        );
      }
      const modelFlags = opts.baseUrl !== undefined || opts.model !== undefined;
      if (provider !== 'openai' && modelFlags) {
        throw new AppError('validation', 'bad_flags', '--base-url and --model are for OpenAI only.');
      }
      const value =
        provider === 'twilio'
          ? await twilioInput(ctx, opts)
          : provider === 'openai' && modelFlags
            ? {
                // A local server needs no key: with --base-url the key is read only from --value-stdin.
                value:
                  opts.valueStdin || opts.baseUrl === undefined ? await keyInput(ctx, provider, opts) : '',
                baseUrl: opts.baseUrl ?? null,
                model: opts.model ?? null,
              }
            : await keyInput(ctx, provider, opts);
      const core = await ctx.core();
      // A refused Twilio rule is an AppError with the spec's title: run.ts prints 'Title: message'.
      const saved = await core.keys.save(s.userId, provider, value);
      for (const w of saved.warnings) notice(ctx.io, `Warning: ${w}`);
      const title = providerInfo(provider).keyTitle;
      emit(ctx.io, opts.json, saved, () =>
        provider === 'twilio'
          ? ['Credentials Saved', `Account SID: ${saved.masked}  From: ${saved.phoneNumber ?? ''}`]
          : [
              `${title} saved successfully!`,
              `Key: ${saved.masked}`,
              ...(saved.baseUrl ? [`Base URL: ${saved.baseUrl}`] : []),
              ...(saved.model ? [`Model: ${saved.model}`] : []),
            ],
      );
    });

  keys
    .command('remove')
    .description('delete a saved key')
    .argument('<provider>', 'provider id, e.g. openai')
    .option('--json', 'machine-readable output')
    .action(async (providerArg, opts) => {
      const s = await ctx.requireSignedIn();
      const provider = parseProviderId(providerArg);
      const result = await (await ctx.core()).keys.remove(s.userId, provider);
      const info = providerInfo(provider);
      emit(ctx.io, opts.json, result, () => [
        result.removed
          ? provider === 'twilio'
            ? 'Credentials Cleared'
            : `${info.keyTitle} has been removed`
          : `No ${provider === 'twilio' ? 'Twilio credentials were' : `${info.name} key was`} saved.`,
      ]);
    });

  keys
    .command('test')
    .description('check the saved key with one cheap call to the provider (exit 1 when it fails)')
    .argument('<provider>', 'provider id, e.g. openai')
    .option('--json', 'machine-readable output')
    .action(async (providerArg, opts) => {
      const s = await ctx.requireSignedIn();
      const provider = parseProviderId(providerArg);
      const result = await (await ctx.core()).keys.test(s.userId, provider);
      const ok = result.state === 'configured' || result.state === 'unverified';
      if (opts.json) emit(ctx.io, true, { provider, ...result }, () => []);
      else if (ok)
        emit(ctx.io, false, result, () => [`${provider}: ${TEST_LABEL[result.state]}`, result.message]);
      if (!ok) {
        throw new AppError(
          result.state === 'unreachable' ? 'unavailable' : 'provider',
          result.state,
          result.message,
          {
            ...(result.state === 'not_configured' ? { hint: `Run: recruit keys set ${provider}` } : {}),
          },
        );
      }
    });
}

/** The key from stdin or a password prompt; never from a flag, so it stays out of shell history. */
async function keyInput(ctx: CliContext, provider: ProviderId, opts: { valueStdin?: true }) {
  if (opts.valueStdin) return readStdinLine(ctx.io);
  const field: PromptField & { flag: string } = {
    name: 'key',
    label: providerInfo(provider).keyTitle,
    kind: 'password',
    flag: '--value-stdin',
    validate: (v) => {
      const check = checkProviderKey(provider, v);
      return check.ok ? undefined : check.error;
    },
  };
  return (await askFor(ctx.io, [field])).key ?? '';
}

async function twilioInput(
  ctx: CliContext,
  opts: { accountSid?: string; authTokenStdin?: true; phone?: string },
): Promise<{ accountSid: string; authToken: string; phoneNumber: string }> {
  const authToken = opts.authTokenStdin ? await readStdinLine(ctx.io) : undefined;
  const fields: (PromptField & { flag: string })[] = [];
  if (opts.accountSid === undefined)
    fields.push({
      name: 'accountSid',
      label: 'Account SID',
      kind: 'text',
      flag: '--account-sid',
      validate: (v) => fieldProblem({ accountSid: v }),
    });
  if (authToken === undefined)
    fields.push({
      name: 'authToken',
      label: 'Auth token',
      kind: 'password',
      flag: '--auth-token-stdin',
      validate: (v) => (v.trim() ? undefined : 'Please fill in all fields to save your Twilio credentials.'),
    });
  if (opts.phone === undefined)
    fields.push({
      name: 'phoneNumber',
      label: 'From phone number',
      kind: 'text',
      flag: '--phone',
      validate: (v) => fieldProblem({ phoneNumber: v }),
    });
  const asked = await askFor(ctx.io, fields);
  return {
    accountSid: opts.accountSid ?? asked.accountSid ?? '',
    authToken: authToken ?? asked.authToken ?? '',
    phoneNumber: opts.phone ?? asked.phoneNumber ?? '',
  };
}

/** One field checked with the spec's rules (the others filled with valid placeholders). */
function fieldProblem(field: { accountSid?: string; phoneNumber?: string }): string | undefined {
  const check = validateTwilioCredentials({
    accountSid: `AC${'0'.repeat(32)}`,
    authToken: 'x',
    phoneNumber: '+1',
    ...field,
  });
  return check.ok ? undefined : titledMessage(check);
}
