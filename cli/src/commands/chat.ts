import type { Command } from '@commander-js/extra-typings';
import { AppError, CHAT_MESSAGES, modelRequired, type ConversationSummary } from '@recruit/core';
import type { CliContext } from '../context.js';
import { canPrompt, writeLine } from '../io.js';
import { emit } from '../output.js';
import type { ChatLine } from '../ui/chat-app.js';

const when = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;

function conversationLines(list: ConversationSummary[]): string[] {
  if (list.length === 0) return ['No saved conversations.'];
  return list.map(
    (c) => `${c.id}  ${when(c.updatedAt)}  ${String(c.messageCount).padStart(3)} messages  ${c.title}`,
  );
}

/**
 * recruit chat: the AI recruiting assistant. On a terminal, an Ink chat (history, the reply streaming
 * in, Enter sends, Ctrl+C leaves); `--message` for scripts: the reply streams to stdout as it is written
 * (or one JSON object with --json). `--list` and `--delete ID` manage the saved conversations.
 */
export function registerChat(program: Command, ctx: CliContext) {
  program
    .command('chat')
    .description('chat with the AI recruiting assistant (your OpenAI key or a local OpenAI-compatible model)')
    .option('-m, --message <text>', 'send one message and print the reply (for scripts)')
    .option('-c, --conversation <id>', 'continue a saved conversation')
    .option('--list', 'list your saved conversations')
    .option('--delete <id>', 'delete a saved conversation')
    .option('--json', 'machine-readable output')
    .action(async (opts) => {
      const s = await ctx.requireSignedIn();
      const core = await ctx.core();
      if (opts.list) {
        const conversations = await core.chat.list(s.userId);
        return emit(ctx.io, opts.json, { conversations }, () => conversationLines(conversations));
      }
      if (opts.delete !== undefined) {
        const result = await core.chat.remove(s.userId, opts.delete);
        return emit(ctx.io, opts.json, result, () => [`Conversation ${result.id} deleted.`]);
      }
      if (opts.message !== undefined) {
        if (!opts.message.trim()) {
          throw new AppError('validation', 'message_required', CHAT_MESSAGES.messageRequiredText, {
            title: CHAT_MESSAGES.messageRequired,
          });
        }
        let wrote = false;
        const reply = await core.chat.send(
          s.userId,
          { message: opts.message, conversationId: opts.conversation },
          opts.json
            ? {}
            : {
                onDelta: (t) => {
                  wrote = true;
                  ctx.io.stdout.write(t);
                },
              },
        );
        if (opts.json) writeLine(ctx.io.stdout, JSON.stringify(reply));
        else if (wrote) writeLine(ctx.io.stdout);
        return;
      }
      if (!canPrompt(ctx.io)) {
        throw new AppError('validation', 'missing_input', 'Missing --message (no terminal to chat on).', {
          hint: 'Run `recruit chat` on a terminal, or `recruit chat --message "…"` from a script.',
        });
      }
      // Refuse before drawing when there is no model: the same message as the web UI.
      const model = await core.modelFor(s.userId);
      if (!model) throw modelRequired();
      const history: ChatLine[] = opts.conversation
        ? (await core.chat.get(s.userId, opts.conversation)).messages
            .filter((m) => m.role !== 'system')
            .map((m) => ({ role: m.role as 'user' | 'assistant', content: m.content }))
        : [];
      let conversationId = opts.conversation;
      const [{ render }, { createElement }, { ChatApp }] = await Promise.all([
        import('ink'),
        import('react'),
        import('../ui/chat-app.js'),
      ]);
      const app = render(
        createElement(ChatApp, {
          history,
          model: model.model,
          send: async (message, onDelta) => {
            const r = await core.chat.send(s.userId, { message, conversationId }, { onDelta });
            conversationId = r.conversationId;
            return r.reply;
          },
        }),
        {
          stdin: ctx.io.stdin as NodeJS.ReadStream,
          stdout: ctx.io.stdout as NodeJS.WriteStream,
          exitOnCtrlC: false,
        },
      );
      await app.waitUntilExit();
      if (conversationId) writeLine(ctx.io.stderr, `Conversation saved: ${conversationId}`);
    });
}
