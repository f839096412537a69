// The chat assistant and the engagement messages (issue 10): the spec's constants and messages, the
// request bodies and the answers, shared by the service, the server, the CLI and the web UI.
import * as z from 'zod';

/** The spec's chat defaults (§9): a user's own model and base URL replace the first. */
export const CHAT_DEFAULTS = {
  model: 'gpt-4o-mini',
  maxTokens: 1000,
  temperature: 0.7,
} as const;

export const ASSISTANT_SYSTEM_PROMPT =
  'You are a helpful AI recruiting assistant. Provide professional, concise, and actionable advice for recruiting and HR tasks.';

export const CHAT_MESSAGES = {
  greeting:
    "Hello! I'm your AI recruiting assistant powered by OpenAI. I can help you with candidate screening, writing job descriptions, generating interview questions, and automating routine recruiting tasks. How can I assist you today?",
  thinking: 'AI is thinking...',
  messageRequired: 'Message Required',
  messageRequiredText: 'Please enter a message to send.',
  emptyReply: "Sorry, I couldn't generate a response. Please try again.",
  failed: 'Failed to get AI response',
  errorReply:
    'Sorry, I encountered an error processing your request. Please check that your OpenAI API key is properly configured and try again.',
  errorToast: 'Failed to get AI response. Please check your API configuration.',
  success: 'AI Response',
  /** No key and no local model: what every AI text feature says instead of a canned sample. */
  modelRequired: 'AI Model Required',
  modelRequiredText:
    'An OpenAI API key or a local model (an OpenAI-compatible server such as Ollama or llama.cpp) is needed. Configure it in API Settings.',
  conversationNotFound: 'Conversation not found.',
} as const;

export const CHAT_LIMITS = {
  /** One message a user sends. */
  message: 8000,
  /** Messages of a conversation sent to the model (the latest ones). */
  historyMessages: 40,
  title: 80,
  baseUrl: 2048,
  model: 200,
} as const;

export const CHAT_REQUEST_MESSAGES = {
  messageTooLong: `Please enter a message of at most ${CHAT_LIMITS.message} characters.`,
  baseUrlTooLong: `Please enter a base URL of at most ${CHAT_LIMITS.baseUrl} characters.`,
  baseUrlInvalid: 'Please enter a valid base URL, e.g. http://localhost:11434/v1.',
  modelTooLong: `Please enter a model name of at most ${CHAT_LIMITS.model} characters.`,
} as const;

/** POST /api/chat: one message, in a conversation or a new one. */
export const chatBody = z.object({
  message: z.string({ error: CHAT_MESSAGES.messageRequiredText }).max(CHAT_LIMITS.message, {
    error: CHAT_REQUEST_MESSAGES.messageTooLong,
  }),
  conversationId: z.string().max(64, { error: CHAT_MESSAGES.conversationNotFound }).optional(),
});
export type ChatBody = z.infer<typeof chatBody>;

export const chatRoleSchema = z.enum(['system', 'user', 'assistant']);

export const chatMessageSchema = z.object({
  role: chatRoleSchema,
  content: z.string(),
  createdAt: z.string(),
});
export type StoredChatMessage = z.infer<typeof chatMessageSchema>;

export const conversationSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  messageCount: z.number(),
});
export type ConversationSummary = z.infer<typeof conversationSummarySchema>;

/** GET /api/chat/conversations. */
export const conversationListSchema = z.object({ conversations: z.array(conversationSummarySchema) });
export type ConversationList = z.infer<typeof conversationListSchema>;

/** GET /api/chat/conversations/:id. */
export const conversationSchema = conversationSummarySchema.extend({
  messages: z.array(chatMessageSchema),
});
export type Conversation = z.infer<typeof conversationSchema>;

/** POST /api/chat without streaming: the assistant's reply, saved in the conversation. */
export const chatReplySchema = z.object({
  conversationId: z.string(),
  reply: z.string(),
  model: z.string(),
});
export type ChatReply = z.infer<typeof chatReplySchema>;

/**
 * POST /api/chat with `Accept: text/event-stream`: server-sent events, one JSON object each.
 * `start` names the conversation, `delta` carries text as the model writes it, `done` ends a reply,
 * `error` ends a failed one (the spec's message; nothing of it is saved).
 */
export const chatEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('start'), conversationId: z.string(), model: z.string() }),
  z.object({ type: z.literal('delta'), text: z.string() }),
  z.object({ type: z.literal('done'), conversationId: z.string(), reply: z.string() }),
  z.object({
    type: z.literal('error'),
    code: z.string(),
    title: z.string(),
    message: z.string(),
  }),
]);
export type ChatEvent = z.infer<typeof chatEventSchema>;

/** DELETE /api/chat/conversations/:id. */
export const deletedConversationSchema = z.object({ id: z.string(), deleted: z.boolean() });

// ── Engagement ────────────────────────────────────────────────────────────────────────────────────
export const ENGAGEMENT_TONES = ['professional', 'friendly', 'casual', 'enthusiastic', 'concise'] as const;
export type EngagementTone = (typeof ENGAGEMENT_TONES)[number];

export const ENGAGEMENT_MESSAGES = {
  generateFailed: (why: string) => `Error generating message: ${why}`,
  sendEmailFailed: (why: string) => `Error sending email: ${why}`,
  callFailed: (why: string) => `Error initiating call: ${why}`,
  emailSent: (status: string) => `Email sent successfully! Status: ${status}`,
  callStarted: (status: string) => `Call initiated successfully! Status: ${status}`,
  templateLabel: 'Template message (no AI model configured): variables filled from the candidate.',
  modelLabel: (model: string) => `Written by ${model}.`,
  candidateNotFound: 'Candidate not found.',
  toneInvalid: `Please choose a tone: ${ENGAGEMENT_TONES.join(', ')}.`,
  messageTooLong: `Please enter a message of at most ${CHAT_LIMITS.message} characters.`,
} as const;

/** POST /api/engagement/generate. */
const bounded = (label: string, max = 200) =>
  z
    .string()
    .max(max, { error: `${label} must be at most ${max} characters` })
    .optional();

export const engagementBody = z.object({
  candidateId: z.string().max(64, { error: ENGAGEMENT_MESSAGES.candidateNotFound }).optional(),
  initialMessage: z
    .string()
    .max(CHAT_LIMITS.message, { error: ENGAGEMENT_MESSAGES.messageTooLong })
    .optional(),
  tone: z.enum(ENGAGEMENT_TONES, { error: ENGAGEMENT_MESSAGES.toneInvalid }).optional(),
  jobTitle: bounded('Job title'),
  companyName: bounded('Company name'),
  recruiterName: bounded('Recruiter name'),
  template: bounded('Template name', 64),
});
export type EngagementInput = z.infer<typeof engagementBody>;

export const generatedMessageSchema = z.object({
  /** 'model' when a model wrote it; 'template' when the user's template was filled. */
  source: z.enum(['model', 'template']),
  label: z.string(),
  subject: z.string(),
  message: z.string(),
  model: z.string().nullable(),
  template: z.string().nullable(),
  candidate: z
    .object({ id: z.string(), name: z.string(), email: z.string().nullable(), phone: z.string() })
    .nullable(),
});
export type GeneratedMessage = z.infer<typeof generatedMessageSchema>;
