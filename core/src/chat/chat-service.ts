// The AI recruiting assistant (issue 10, "Chat"), built like the model tool (docs/architecture.md): the
// plan gate, the spec's checks, the chat-model port (the user's OpenAI key or their OpenAI-compatible
// server), and the conversations saved per user.
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/database.js';
import { AppError, isAppError } from '../errors.js';
import type { PlanService } from '../plans/plan-service.js';
import type { ChatMessage, ChatProvider } from '../providers/ports.js';
import {
  ASSISTANT_SYSTEM_PROMPT,
  CHAT_LIMITS,
  CHAT_MESSAGES,
  type ChatReply,
  type Conversation,
  type ConversationSummary,
} from '../schemas/chat.js';

export type ChatServiceDeps = {
  db: Db;
  plans: Pick<PlanService, 'use'>;
  /** The user's chat model, or undefined when they saved neither a key nor a local server. */
  modelFor: (userId: string) => Promise<ChatProvider | undefined>;
  now?: () => Date;
};

/** What a caller can follow while the reply is written. */
export type SendHooks = {
  /** The conversation the message goes to (known before the model answers) and the model's name. */
  onStart?: (info: { conversationId: string; model: string }) => void;
  /** Each piece of the reply as the model writes it. */
  onDelta?: (text: string) => void;
  /** Stops the model's answer (the client went away); nothing is saved. */
  signal?: AbortSignal;
};

/** 'AI Model Required': no key and no local model (never a canned sample). */
export const modelRequired = (): AppError =>
  new AppError('validation', 'model_required', CHAT_MESSAGES.modelRequiredText, {
    title: CHAT_MESSAGES.modelRequired,
    hint: 'Add an OpenAI key or a local model in API Settings (/api-settings), or run: recruit keys set openai --base-url http://localhost:11434/v1 --model llama3.2',
  });

/** A model's failure as the chat shows it: 'Failed to get AI response' and the provider's reason. */
export const chatFailure = (e: unknown): AppError => {
  if (isAppError(e)) {
    return new AppError(e.kind, e.code, e.message, {
      title: CHAT_MESSAGES.failed,
      ...(e.hint ? { hint: e.hint } : {}),
      cause: e,
    });
  }
  return new AppError('provider', 'chat_failed', CHAT_MESSAGES.errorToast, {
    title: CHAT_MESSAGES.failed,
    cause: e,
  });
};

/** A conversation's title: its first message, on one line, cut at a word. */
export function titleOf(message: string): string {
  const line = message.replace(/\s+/g, ' ').trim();
  if (line.length <= CHAT_LIMITS.title) return line;
  const cut = line.slice(0, CHAT_LIMITS.title - 1);
  const space = cut.lastIndexOf(' ');
  return `${space > 20 ? cut.slice(0, space) : cut}…`;
}

export const createChatService = ({ db, plans, modelFor, now = () => new Date() }: ChatServiceDeps) => {
  const notFound = () =>
    new AppError('not_found', 'conversation_not_found', CHAT_MESSAGES.conversationNotFound);

  const ownConversation = async (userId: string, id: string) => {
    const c = await db
      .selectFrom('chat_conversations')
      .selectAll()
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (!c) throw notFound();
    return c;
  };

  const messagesOf = (conversationId: string) =>
    db
      .selectFrom('chat_messages')
      .select(['role', 'content', 'created_at', 'seq'])
      .where('conversation_id', '=', conversationId)
      .orderBy('seq', 'asc')
      .execute();

  /**
   * Sends one message to the assistant and saves it with the reply. The reply streams through
   * `hooks.onDelta`; the whole of it comes back. A failure saves nothing and throws 'Failed to get AI
   * response' with the provider's reason.
   */
  async function send(
    userId: string,
    input: { message: string; conversationId?: string | undefined },
    hooks: SendHooks = {},
  ): Promise<ChatReply> {
    const message = input.message.trim();
    if (!message) {
      throw new AppError('validation', 'message_required', CHAT_MESSAGES.messageRequiredText, {
        title: CHAT_MESSAGES.messageRequired,
      });
    }
    return plans.use(userId, 'ai-chat', async () => {
      const existing = input.conversationId ? await ownConversation(userId, input.conversationId) : undefined;
      const model = await modelFor(userId);
      if (!model) throw modelRequired();
      const history = existing ? await messagesOf(existing.id) : [];
      const conversationId = existing?.id ?? randomUUID();
      const prompt: ChatMessage[] = [
        { role: 'system', content: ASSISTANT_SYSTEM_PROMPT },
        ...history
          .slice(-CHAT_LIMITS.historyMessages)
          .filter((m) => m.role === 'user' || m.role === 'assistant')
          .map((m) => ({ role: m.role as 'user' | 'assistant', content: m.content })),
        { role: 'user', content: message },
      ];
      hooks.onStart?.({ conversationId, model: model.model });
      let reply = '';
      try {
        for await (const piece of model.stream(prompt, hooks.signal ? { signal: hooks.signal } : {})) {
          reply += piece;
          hooks.onDelta?.(piece);
        }
      } catch (e) {
        throw chatFailure(e);
      }
      if (!reply.trim()) {
        reply = CHAT_MESSAGES.emptyReply;
        hooks.onDelta?.(reply);
      }
      const at = now().toISOString();
      const seq = (history.at(-1)?.seq ?? 0) + 1;
      await db.transaction().execute(async (tx) => {
        if (existing) {
          await tx
            .updateTable('chat_conversations')
            .set({ updated_at: at })
            .where('id', '=', conversationId)
            .execute();
        } else {
          await tx
            .insertInto('chat_conversations')
            .values({
              id: conversationId,
              user_id: userId,
              title: titleOf(message),
              created_at: at,
              updated_at: at,
            })
            .execute();
        }
        await tx
          .insertInto('chat_messages')
          .values([
            {
              id: randomUUID(),
              conversation_id: conversationId,
              seq,
              role: 'user',
              content: message,
              created_at: at,
            },
            {
              id: randomUUID(),
              conversation_id: conversationId,
              seq: seq + 1,
              role: 'assistant',
              content: reply,
              created_at: at,
            },
          ])
          .execute();
      });
      return { conversationId, reply, model: model.model };
    });
  }

  /** The user's conversations, the latest first. */
  async function list(userId: string): Promise<ConversationSummary[]> {
    const rows = await db
      .selectFrom('chat_conversations as c')
      .leftJoin('chat_messages as m', 'm.conversation_id', 'c.id')
      .select(['c.id', 'c.title', 'c.created_at', 'c.updated_at'])
      .select((eb) => eb.fn.count<number | string>('m.id').as('count'))
      .where('c.user_id', '=', userId)
      .groupBy(['c.id', 'c.title', 'c.created_at', 'c.updated_at'])
      .orderBy('c.updated_at', 'desc')
      .orderBy('c.id', 'asc')
      .execute();
    return rows.map((r) => ({
      id: r.id,
      title: r.title,
      createdAt: r.created_at,
      updatedAt: r.updated_at,
      messageCount: Number(r.count),
    }));
  }

  /** One conversation with its messages; another user's is 'not found'. */
  async function get(userId: string, id: string): Promise<Conversation> {
    const c = await ownConversation(userId, id);
    const messages = await messagesOf(c.id);
    return {
      id: c.id,
      title: c.title,
      createdAt: c.created_at,
      updatedAt: c.updated_at,
      messageCount: messages.length,
      messages: messages.map((m) => ({
        role: m.role as 'user' | 'assistant' | 'system',
        content: m.content,
        createdAt: m.created_at,
      })),
    };
  }

  /** Deletes one of the user's conversations (its messages go with it); another user's is 'not found'. */
  async function remove(userId: string, id: string): Promise<{ id: string; deleted: boolean }> {
    await ownConversation(userId, id);
    await db.transaction().execute(async (tx) => {
      await tx.deleteFrom('chat_messages').where('conversation_id', '=', id).execute();
      await tx.deleteFrom('chat_conversations').where('id', '=', id).where('user_id', '=', userId).execute();
    });
    return { id, deleted: true };
  }

  return { send, list, get, remove };
};

export type ChatService = ReturnType<typeof createChatService>;
