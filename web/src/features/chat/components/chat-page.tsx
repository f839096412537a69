import { Bot, MessageSquarePlus, Send, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import { CHAT_MESSAGES } from '@recruit/core/schemas';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FeatureRestricted } from '@/components/feature-restricted';
import { ApiError, errorMessage } from '@/lib/api';
import { useFeatureAccess } from '@/lib/feature-access';
import { toast } from '@/lib/toast';
import { useQueryClient } from '@tanstack/react-query';
import {
  conversationsKey,
  fetchConversation,
  streamChat,
  useConversations,
  useDeleteConversation,
  useModelStatus,
} from '../api/chat.js';

type Line = { role: 'user' | 'assistant'; content: string; failed?: boolean };

const greeting: Line = { role: 'assistant', content: CHAT_MESSAGES.greeting };

/** Needs a key or a local model: the spec's notice, with the way to API Settings. */
export function ModelRequiredNotice() {
  return (
    <Alert variant="warning">
      <div>
        <p className="font-medium">{CHAT_MESSAGES.modelRequired}</p>
        <p>
          {CHAT_MESSAGES.modelRequiredText}{' '}
          <Link to="/api-settings?tab=ai-chatgpt" className="font-medium underline">
            Open API Settings
          </Link>
        </p>
      </div>
    </Alert>
  );
}

/**
 * /features/ai-chat: the AI recruiting assistant (the spec's tool chat panel): the greeting, a 20rem
 * box, 'AI is thinking...' until the reply streams in, Enter sends (Shift+Enter a new line), 'Message
 * Required' for an empty message, and the spec's error reply and toast. Conversations are saved and listed.
 */
export function ChatPage() {
  const { tier, access } = useFeatureAccess('ai-chat');
  const model = useModelStatus();
  const conversations = useConversations();
  const remove = useDeleteConversation();
  const client = useQueryClient();
  const [lines, setLines] = useState<Line[]>([greeting]);
  const [input, setInput] = useState('');
  const [loading, setLoading] = useState(false);
  const [streaming, setStreaming] = useState('');
  const [conversationId, setConversationId] = useState<string>();
  const box = useRef<HTMLDivElement>(null);
  const inputId = useId();

  useEffect(() => {
    box.current?.scrollTo({ top: box.current.scrollHeight });
  }, [lines, streaming]);

  if (!access.allowed) return <FeatureRestricted message={access.message} tier={tier} />;
  const noModel = model.data !== undefined && !model.data.configured;

  const send = async () => {
    const message = input.trim();
    if (!message) {
      toast({
        variant: 'destructive',
        title: CHAT_MESSAGES.messageRequired,
        description: CHAT_MESSAGES.messageRequiredText,
      });
      return;
    }
    setLines((l) => [...l, { role: 'user', content: message }]);
    setInput('');
    setLoading(true);
    setStreaming('');
    let written = '';
    try {
      const reply = await streamChat({ message, conversationId }, (t) => {
        written += t;
        setStreaming(written);
      });
      setConversationId(reply.conversationId);
      setLines((l) => [...l, { role: 'assistant', content: reply.reply }]);
      toast({ title: CHAT_MESSAGES.success });
      void client.invalidateQueries({ queryKey: conversationsKey });
    } catch (e) {
      setLines((l) => [...l, { role: 'assistant', content: CHAT_MESSAGES.errorReply, failed: true }]);
      const reason = e instanceof ApiError && e.code !== 'model_required' ? ` ${errorMessage(e)}` : '';
      toast({
        variant: 'destructive',
        title: e instanceof ApiError && e.code === 'model_required' ? CHAT_MESSAGES.modelRequired : 'Error',
        description:
          e instanceof ApiError && e.code === 'model_required'
            ? CHAT_MESSAGES.modelRequiredText
            : `${CHAT_MESSAGES.errorToast}${reason}`,
      });
    } finally {
      setStreaming('');
      setLoading(false);
    }
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void send();
  };
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey) {
      e.preventDefault();
      if (!loading) void send();
    }
  };

  const open = async (id: string) => {
    try {
      const c = await fetchConversation(id);
      setConversationId(c.id);
      setLines([
        greeting,
        ...c.messages
          .filter((m) => m.role !== 'system')
          .map((m) => ({ role: m.role as 'user' | 'assistant', content: m.content })),
      ]);
    } catch (e) {
      toast({ variant: 'destructive', title: 'Error', description: errorMessage(e) });
    }
  };

  const startNew = () => {
    setConversationId(undefined);
    setLines([greeting]);
  };

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
      <div>
        <h1 className="text-2xl font-semibold text-slate-900">AI Chat Assistant</h1>
        <p className="mt-1 text-sm text-slate-600">
          Your recruiting assistant: screening, job descriptions, interview questions and more.
          {model.data?.configured && (
            <span className="ml-1 text-slate-500">
              Model: {model.data.model ?? 'gpt-4o-mini'}
              {model.data.baseUrl ? ` at ${model.data.baseUrl}` : ''}
            </span>
          )}
        </p>
      </div>
      {noModel && <ModelRequiredNotice />}
      <div className="grid gap-6 md:grid-cols-[1fr_16rem]">
        <Card>
          <CardHeader className="flex flex-row items-center gap-2">
            <Bot className="size-5 text-indigo-600" aria-hidden="true" />
            <CardTitle>AI Recruiting Assistant</CardTitle>
          </CardHeader>
          <CardContent className="flex flex-col gap-3">
            <div
              ref={box}
              className="h-80 overflow-y-auto rounded-md border border-slate-200 bg-slate-50 p-3"
              aria-live="polite"
              data-testid="chat-box"
            >
              {lines.map((l, i) => (
                <div key={i} className={`mb-3 flex ${l.role === 'user' ? 'justify-end' : 'justify-start'}`}>
                  <div
                    className={`max-w-[85%] whitespace-pre-wrap rounded-lg px-3 py-2 text-sm ${
                      l.role === 'user'
                        ? 'bg-indigo-600 text-white'
                        : l.failed
                          ? 'border border-red-200 bg-red-50 text-red-800'
                          : 'bg-white text-slate-800 shadow-sm'
                    }`}
                  >
                    {l.content}
                  </div>
                </div>
              ))}
              {loading && (
                <div className="mb-3 flex justify-start">
                  <div className="max-w-[85%] whitespace-pre-wrap rounded-lg bg-white px-3 py-2 text-sm text-slate-800 shadow-sm">
                    {streaming || <span className="italic text-slate-500">{CHAT_MESSAGES.thinking}</span>}
                  </div>
                </div>
              )}
            </div>
            <form onSubmit={onSubmit} className="flex items-end gap-2">
              <label htmlFor={inputId} className="sr-only">
                Message
              </label>
              <textarea
                id={inputId}
                value={input}
                onChange={(e) => setInput(e.target.value)}
                onKeyDown={onKeyDown}
                disabled={loading}
                rows={2}
                placeholder="Ask about screening, job descriptions, interview questions..."
                className="min-h-10 flex-1 resize-none rounded-md border border-slate-300 px-3 py-2 text-sm focus:outline-none focus:ring-2 focus:ring-indigo-500 disabled:opacity-60"
              />
              <Button type="submit" disabled={loading || !input.trim()} aria-label="Send message">
                <Send aria-hidden="true" />
              </Button>
            </form>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle className="text-base">Conversations</CardTitle>
            <CardDescription>Saved for you; delete any.</CardDescription>
          </CardHeader>
          <CardContent className="flex flex-col gap-2">
            <Button variant="outline" size="sm" onClick={startNew}>
              <MessageSquarePlus aria-hidden="true" /> New conversation
            </Button>
            {conversations.data?.conversations.length === 0 && (
              <p className="text-sm text-slate-500">No saved conversations yet.</p>
            )}
            <ul className="flex flex-col gap-1">
              {conversations.data?.conversations.map((c) => (
                <li key={c.id} className="flex items-center gap-1">
                  <button
                    type="button"
                    onClick={() => void open(c.id)}
                    className={`flex-1 truncate rounded px-2 py-1 text-left text-sm hover:bg-slate-100 ${
                      c.id === conversationId ? 'bg-slate-100 font-medium' : ''
                    }`}
                    title={c.title}
                  >
                    {c.title}
                  </button>
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`Delete conversation ${c.title}`}
                    onClick={() =>
                      remove.mutate(c.id, {
                        onSuccess: () => {
                          if (c.id === conversationId) startNew();
                        },
                      })
                    }
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
