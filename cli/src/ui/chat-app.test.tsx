import { render } from 'ink-testing-library';
import { describe, expect, it, vi } from 'vitest';
import { AppError } from '@recruit/core';
import { ChatApp } from './chat-app.js';

/**
 * Waits until `check` passes: Ink draws after the input is handled, on a later turn of the event loop, so
 * each step waits for what it expects to see rather than for a fixed time (a loaded machine draws late).
 */
const until = (check: () => void) => vi.waitFor(check, { timeout: 10_000, interval: 10 });

/**
 * Waits until the frame shows `text`, then for the effects of that draw, before the next key is sent:
 * the input listens (with its current value) from an effect React runs after the draw, in a setImmediate
 * of its scheduler queued before this one.
 */
async function drawn(lastFrame: () => string | undefined, text: string) {
  await until(() => expect(lastFrame()).toContain(text));
  await new Promise((resolve) => setImmediate(resolve));
}

describe('ChatApp (recruit chat on a terminal)', () => {
  it("greets, refuses an empty message, shows 'AI is thinking...', streams the reply and keeps the history", async () => {
    let finish: (reply: string) => void = () => {};
    let push: (t: string) => void = () => {};
    const sent: string[] = [];
    const { stdin, lastFrame } = render(
      <ChatApp
        history={[
          { role: 'user', content: 'Earlier question' },
          { role: 'assistant', content: 'Earlier answer' },
        ]}
        model="llama3.2"
        send={(message, onDelta) => {
          sent.push(message);
          push = onDelta;
          return new Promise((resolve) => (finish = resolve));
        }}
      />,
    );
    await drawn(lastFrame, "Hello! I'm your AI recruiting assistant powered by OpenAI.");
    expect(lastFrame()).toContain('You: Earlier question');
    expect(lastFrame()).toContain('Assistant: Earlier answer');
    expect(lastFrame()).toContain('model llama3.2');

    stdin.write('\r');
    await drawn(lastFrame, 'Message Required: Please enter a message to send.');
    expect(sent).toEqual([]);

    stdin.write('Write a job ad');
    await drawn(lastFrame, '> Write a job ad');
    stdin.write('\r');
    await until(() => expect(lastFrame()).toContain('AI is thinking...'));
    expect(sent).toEqual(['Write a job ad']);
    push('Here is ');
    await until(() => expect(lastFrame()).toContain('Assistant: Here is'));
    expect(lastFrame()).not.toContain('AI is thinking...');
    finish('Here is a job ad.');
    await until(() => expect(lastFrame()).toContain('Assistant: Here is a job ad.'));
    expect(lastFrame()).toContain('You: Write a job ad');
  });

  it("shows a failure as 'Title: message' and takes the next message", async () => {
    const { stdin, lastFrame } = render(
      <ChatApp
        history={[]}
        model={undefined}
        send={async () => {
          throw new AppError('provider', 'invalid_key', 'Invalid OpenAI API key', {
            title: 'Failed to get AI response',
          });
        }}
      />,
    );
    await drawn(lastFrame, "Hello! I'm your AI recruiting assistant");
    stdin.write('hi');
    await drawn(lastFrame, '> hi');
    // A terminal that maps CR to LF: '\n' alone is Enter too.
    stdin.write('\n');
    await until(() => expect(lastFrame()).toContain('Failed to get AI response: Invalid OpenAI API key'));
    expect(lastFrame()).not.toContain('AI is thinking...');
  });
});
