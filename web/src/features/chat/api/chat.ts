import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChatEvent, ChatReply, Conversation, ConversationList, KeyStatus } from '@recruit/core/schemas';
import { api, apiErrorOf, apiRequest, ApiError, NetworkError } from '@/lib/api';

export const conversationsKey = ['chat', 'conversations'] as const;

/** GET /api/chat/conversations: the user's saved conversations, the latest first. */
export const useConversations = () =>
  useQuery({
    queryKey: conversationsKey,
    queryFn: () => api.get<ConversationList>('/api/chat/conversations'),
  });

/** GET /api/chat/conversations/:id. */
export const fetchConversation = (id: string) => api.get<Conversation>(`/api/chat/conversations/${id}`);

/** DELETE /api/chat/conversations/:id. */
export function useDeleteConversation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<{ id: string; deleted: boolean }>('DELETE', `/api/chat/conversations/${id}`),
    onSuccess: () => client.invalidateQueries({ queryKey: conversationsKey }),
  });
}

/**
 * POST /api/chat with `Accept: text/event-stream`: the reply's pieces go to `onDelta` as the model
 * writes them; resolves with the whole reply. A refusal before streaming is the server's ApiError; a
 * failure while streaming is an ApiError with the event's title and message.
 */
export async function streamChat(
  body: { message: string; conversationId?: string | undefined },
  onDelta: (text: string) => void,
  signal?: AbortSignal,
): Promise<ChatReply> {
  let response: Response;
  try {
    response = await fetch('/api/chat', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
      body: JSON.stringify(body),
      ...(signal ? { signal } : {}),
    });
  } catch {
    throw new NetworkError();
  }
  if (!response.ok || !response.body) {
    const text = await response.text();
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch {
      data = undefined;
    }
    throw apiErrorOf(response.status, response.statusText, data);
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  let model = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += value;
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      if (!block.startsWith('data: ')) continue;
      const event = JSON.parse(block.slice(6)) as ChatEvent;
      if (event.type === 'start') model = event.model;
      else if (event.type === 'delta') onDelta(event.text);
      else if (event.type === 'done')
        return { conversationId: event.conversationId, reply: event.reply, model };
      else throw new ApiError(502, event.code, event.message, event.title);
    }
  }
  throw new ApiError(
    502,
    'stream_ended',
    'The reply stopped before it was complete.',
    'Failed to get AI response',
  );
}

/** GET /api/keys/openai: whether a key or a local model is configured, and which server and model. */
export const useModelStatus = () =>
  useQuery({ queryKey: ['keys', 'openai'], queryFn: () => api.get<KeyStatus>('/api/keys/openai') });
