import { useRef, useState } from 'react';
import { Box, Text, useApp, useInput } from 'ink';
import { CHAT_MESSAGES, titledMessage } from '@recruit/core';

export type ChatLine = { role: 'user' | 'assistant' | 'error'; content: string };

type Props = {
  /** The conversation so far (a continued one), after the greeting. */
  history: ChatLine[];
  model: string | undefined;
  /** Sends one message; pieces of the reply arrive through onDelta; resolves with the whole reply. */
  send: (message: string, onDelta: (text: string) => void) => Promise<string>;
};

/**
 * The assistant in the terminal: the history, the reply streaming in, 'AI is thinking...' until its
 * first words, Enter sends, Alt+Enter starts a new line (pasted lines are kept), Ctrl+C leaves.
 */
export function ChatApp({ history, model, send }: Props) {
  const { exit } = useApp();
  const [lines, setLines] = useState<ChatLine[]>(history);
  const [input, setShown] = useState('');
  // The typed text, read by the key handler (a state value there can be one keystroke behind).
  const text = useRef('');
  const setInput = (next: string | ((v: string) => string)) => {
    text.current = typeof next === 'function' ? next(text.current) : next;
    setShown(text.current);
  };
  const sending = useRef(false);
  const [busy, setBusyShown] = useState(false);
  const setBusy = (b: boolean) => {
    sending.current = b;
    setBusyShown(b);
  };
  const [partial, setPartial] = useState('');
  const [notice, setNotice] = useState<string>();

  const submit = () => {
    const message = text.current.trim();
    if (!message) {
      setNotice(`${CHAT_MESSAGES.messageRequired}: ${CHAT_MESSAGES.messageRequiredText}`);
      return;
    }
    setNotice(undefined);
    setInput('');
    setLines((l) => [...l, { role: 'user', content: message }]);
    setBusy(true);
    setPartial('');
    let written = '';
    send(message, (t) => {
      written += t;
      setPartial(written);
    }).then(
      (reply) => {
        setLines((l) => [...l, { role: 'assistant', content: reply }]);
        setPartial('');
        setBusy(false);
      },
      (e: unknown) => {
        const text =
          e instanceof Error ? titledMessage(e as Error & { title?: string }) : CHAT_MESSAGES.errorToast;
        setLines((l) => [...l, { role: 'error', content: text }]);
        setPartial('');
        setBusy(false);
      },
    );
  };

  useInput((ch, key) => {
    if (key.ctrl && ch === 'c') return exit();
    if (sending.current) return;
    if (key.return && key.meta) return setInput((v) => `${v}\n`);
    // Enter: '\r' in raw mode; a terminal that still maps CR to LF sends '\n' alone.
    if (key.return || ch === '\n' || ch === '\r') return submit();
    if (key.backspace || key.delete) return setInput((v) => v.slice(0, -1));
    if (key.ctrl || key.meta || key.escape || key.tab || key.upArrow || key.downArrow) return;
    if (ch) setInput((v) => v + ch.replace(/\r/g, '\n'));
  });

  return (
    <Box flexDirection="column">
      <Text color="cyan">Assistant: {CHAT_MESSAGES.greeting}</Text>
      {lines.map((l, i) => (
        <Box key={i} marginTop={1}>
          {l.role === 'user' ? (
            <Text bold>You: {l.content}</Text>
          ) : l.role === 'assistant' ? (
            <Text color="cyan">Assistant: {l.content}</Text>
          ) : (
            <Text color="red">{l.content}</Text>
          )}
        </Box>
      ))}
      {busy && (
        <Box marginTop={1}>
          {partial ? (
            <Text color="cyan">Assistant: {partial}</Text>
          ) : (
            <Text dimColor>{CHAT_MESSAGES.thinking}</Text>
          )}
        </Box>
      )}
      <Box marginTop={1} borderStyle="round" paddingX={1}>
        <Text>
          {'> '}
          {input}
          {busy ? '' : '█'}
        </Text>
      </Box>
      {notice && <Text color="yellow">{notice}</Text>}
      <Text dimColor>Enter sends · Alt+Enter new line · Ctrl+C leaves{model ? ` · model ${model}` : ''}</Text>
    </Box>
  );
}
