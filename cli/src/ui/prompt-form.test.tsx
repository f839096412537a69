import { render } from 'ink-testing-library';
import { describe, expect, it, vi } from 'vitest';
import { PromptForm } from './prompt-form.js';

const tick = () => new Promise((r) => setTimeout(r, 100));

/** Waits until the frame shows `text`: typed input must be drawn before Enter is pressed, however busy the machine. */
async function drawn(lastFrame: () => string | undefined, text: string) {
  for (let i = 0; i < 100 && !lastFrame()?.includes(text); i++) await tick();
  expect(lastFrame()).toContain(text);
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
    await tick();
    expect(lastFrame()).toContain('Email:');
    stdin.write('nope');
    await drawn(lastFrame, 'nope');
    stdin.write('\r');
    await tick();
    expect(lastFrame()).toContain('Please enter a valid email address');
    // (ink-testing-library's fake stdin loses input after a backspace, so the test appends instead.)
    stdin.write('@acme.io');
    await drawn(lastFrame, 'nope@acme.io');
    stdin.write('\r');
    await tick();
    expect(lastFrame()).toContain('✔ Email: nope@acme.io');
    expect(lastFrame()).toContain('Password:');
    stdin.write('S3cret!pw');
    await drawn(lastFrame, '*********');
    expect(lastFrame()).not.toContain('S3cret!pw');
    stdin.write('\r');
    await tick();
    expect(onDone).toHaveBeenCalledWith({ email: 'nope@acme.io', password: 'S3cret!pw' });
    expect(lastFrame()).toContain('Password: *********');
  });
});
