import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { expectFailure } from '../../../tests/fakes/expect-failure.js';
import { startReplyIoFake, type ReplyIoFake } from '../../../tests/fakes/replyio-fake.js';
import { createReplyIoClient } from './replyio.js';

const KEY = 'reply-key-123';
let fake: ReplyIoFake;
beforeAll(async () => {
  fake = await startReplyIoFake({ apiKey: KEY });
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.reset();
  fake.requests.length = 0;
});

const client = (apiKey = KEY, timeoutMs = 5000) =>
  createReplyIoClient({ apiKey, baseUrl: fake.url, timeoutMs });
const mail = { to: 'candidate@example.com', subject: 'Exciting opportunity at Acme', content: 'Hi Sam, …' };

describe('Reply.io client against its fake', () => {
  it('sends {to, subject, content} with a bearer key', async () => {
    expect(await client().sendEmail(mail)).toEqual({ status: 'queued', id: '1' });
    const sent = fake.requests[0]!;
    expect(sent.path).toBe('/v1/actions/sendEmail');
    expect(sent.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(sent.body).toEqual(mail);
  });

  it('checks the spec fields before sending', async () => {
    expect((await expectFailure(client().sendEmail({ ...mail, to: '' }))).message).toBe(
      'Please enter at least one recipient email address.',
    );
    expect((await expectFailure(client().sendEmail({ ...mail, subject: ' ' }))).message).toBe(
      'Please enter an email subject.',
    );
    expect((await expectFailure(client().sendEmail({ ...mail, content: '' }))).message).toBe(
      'Please enter an email body.',
    );
    expect(fake.requests).toHaveLength(0);
  });

  it("passes Reply.io's own reason for a rejected request", async () => {
    const e = await expectFailure(client().sendEmail({ ...mail, to: 'not-an-address' }));
    expect(e.message).toBe('Reply.io rejected the request: Invalid recipient email');
  });

  it('maps 401, 429, 500 (sent once) and timeouts', async () => {
    expect((await expectFailure(client('x').sendEmail(mail))).message).toBe('Invalid Reply.io API key');
    fake.failWith(429);
    expect((await expectFailure(client().sendEmail(mail))).status).toBe(429);
    fake.failWith(500);
    fake.requests.length = 0;
    expect((await expectFailure(client().sendEmail(mail))).message).toBe(
      'Reply.io is unavailable right now (HTTP 500). Please try again later.',
    );
    expect(fake.requests).toHaveLength(1);
    fake.hang();
    expect((await expectFailure(client(KEY, 200).sendEmail(mail))).code).toBe('timeout');
    expect(fake.sent).toHaveLength(1);
  });

  it('test() reports the key state', async () => {
    expect((await client().test()).state).toBe('configured');
    expect((await client('x').test()).state).toBe('invalid_key');
  });
});
