import { render } from 'ink-testing-library';
import { describe, expect, it, vi } from 'vitest';
import { PromptForm } from './prompt-form.js';

/** Waits until `check` passes: Ink draws on a later turn of the event loop, late on a busy machine. */
const until = (check: () => void) => vi.waitFor(check, { timeout: 10_000, interval: 10 });

/**
 * Waits until the frame shows `text`, then for the effects of that draw: an input listens (with its
 * current value) from an effect React runs after the draw, in a setImmediate of its scheduler queued
 * before this one. Keys sent earlier are lost or see the old value, however busy the machine.
 */
async function drawn(lastFrame: () => string | undefined, text: string) {
  await until(() => expect(lastFrame()).toContain(text));
  await new Promise((resolve) => setImmediate(resolve));
}

describe('PromptForm', () => {
  it('asks field by field, shows validation errors, masks passwords and reports the answers', async () => {
    const onDone = vi.fn();
    const { stdin, lastFrame } = render(
      <PromptForm
        fields={[
          {
            name: 'email',
            label: 'Email',
            kind: 'text',
            validate: (v) => (v.includes('@') ? undefined : 'Please enter a valid email address'),
          },
          { name: 'password', label: 'Password', kind: 'password' },
        ]}
        onDone={onDone}
      />,
    );
    await drawn(lastFrame, 'Email:');
    stdin.write('nope');
    await drawn(lastFrame, 'nope');
    stdin.write('\r');
    await drawn(lastFrame, 'Please enter a valid email address');
    // (ink-testing-library's fake stdin loses input after a backspace, so the test appends instead.)
    stdin.write('@acme.io');
    await drawn(lastFrame, 'nope@acme.io');
    stdin.write('\r');
    await drawn(lastFrame, '✔ Email: nope@acme.io');
    expect(lastFrame()).toContain('Password:');
    stdin.write('S3cret!pw');
    await drawn(lastFrame, '*********');
    expect(lastFrame()).not.toContain('S3cret!pw');
    stdin.write('\r');
    await until(() => expect(onDone).toHaveBeenCalledWith({ email: 'nope@acme.io', password: 'S3cret!pw' }));
    expect(lastFrame()).toContain('Password: *********');
  });
});
