import { render } from 'ink-testing-library';
import { describe, expect, it } from 'vitest';
import { AppError } from '@recruit/core';
import { ChatApp } from './chat-app.js';

const tick = (ms = 80) => new Promise((r) => setTimeout(r, ms));

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
    await tick();
    expect(lastFrame()).toContain("Hello! I'm your AI recruiting assistant powered by OpenAI.");
    expect(lastFrame()).toContain('You: Earlier question');
    expect(lastFrame()).toContain('Assistant: Earlier answer');
    expect(lastFrame()).toContain('model llama3.2');

    stdin.write('\r');
    await tick();
    expect(lastFrame()).toContain('Message Required: Please enter a message to send.');
    expect(sent).toEqual([]);

    stdin.write('Write a job ad');
    await tick();
    stdin.write('\r');
    await tick();
    expect(sent).toEqual(['Write a job ad']);
    expect(lastFrame()).toContain('AI is thinking...');
    push('Here is ');
    await tick();
    expect(lastFrame()).toContain('Assistant: Here is');
    expect(lastFrame()).not.toContain('AI is thinking...');
    finish('Here is a job ad.');
    await tick();
    expect(lastFrame()).toContain('Assistant: Here is a job ad.');
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
    await tick();
    stdin.write('hi');
    await tick();
    // A terminal that maps CR to LF: '\n' alone is Enter too.
    stdin.write('\n');
    await tick();
    expect(lastFrame()).toContain('Failed to get AI response: Invalid OpenAI API key');
    expect(lastFrame()).not.toContain('AI is thinking...');
  });
});
