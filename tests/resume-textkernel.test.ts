// The Textkernel adapter through the real HTTP stack against a fake Tx v10 server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classifyParseError, ProviderError } from '@recruit/core';
import { createTextkernelClient, parseResumeBuffer } from '@recruit/core/resume';
import { SAMPLE_PARSED_DOCUMENT, startTextkernelFake } from './fakes/textkernel-fake.js';

let fake: Awaited<ReturnType<typeof startTextkernelFake>>;
const waits: number[][] = [];
const client = (extra: { timeoutMs?: number } = {}) => {
  const slept: number[] = [];
  waits.push(slept);
  return {
    slept,
    tk: createTextkernelClient({
      apiKey: 'acct-1:secret-key',
      baseUrl: fake.baseUrl,
      sleep: async (ms) => void slept.push(ms),
      ...extra,
    }),
  };
};
const pdf = Buffer.from('%PDF-1.4 fake resume bytes');

beforeAll(async () => {
  fake = await startTextkernelFake();
});
afterAll(() => fake.close());

describe('Textkernel client', () => {
  it('sends the file base64-encoded with the account headers and maps the ResumeData shape', async () => {
    fake.answer({ kind: 'resumeData' });
    const before = fake.requests.length;
    const result = await client().tk.parse(pdf, 'cv.pdf');
    const req = fake.requests[before]!;
    expect(req.method).toBe('POST');
    expect(req.url).toBe('/tx/v10/parser/resume');
    expect(req.headers['tx-accountid']).toBe('acct-1');
    expect(req.headers['tx-servicekey']).toBe('secret-key');
    expect(Buffer.from(String(req.body.DocumentAsBase64String), 'base64').toString()).toBe(pdf.toString());
    expect(result).toEqual({
      name: 'Amélie Dubois',
      email: 'amelie.dubois@exemple.fr',
      phone: '+33 6 12 34 56 78',
      skills: ['Python', 'SQL'],
      experience: [
        {
          title: 'Data Engineer',
          company: 'Doctolib',
          period: 'Mar 2021 - Present',
          description: 'Built pipelines.',
        },
        { title: 'Analyst', company: 'Unknown Company', period: 'Sep 2018 - Feb 2021', description: '' },
      ],
      education: [
        { degree: 'Master Informatique', institution: 'Université de Lyon', year: '2018' },
        { degree: 'Degree', institution: 'Lycée Ampère', year: 'Unknown' },
      ],
    });
  });

  it('maps the ParsedDocument shape to the same result type', async () => {
    fake.answer({ kind: 'parsedDocument' });
    const result = await client().tk.parse(pdf, 'cv.pdf');
    expect(result.name).toBe(SAMPLE_PARSED_DOCUMENT.ParsedDocument.contact_info.name);
    expect(result.experience).toEqual([
      { title: 'Backend Developer', company: 'Cabify', period: 'Jan 2020 - Present', description: 'APIs.' },
    ]);
    expect(result.education).toEqual([
      { degree: 'Grado en Informática', institution: 'Universidad de Deusto', year: '2019' },
    ]);
    expect(result.skills).toEqual(['Java', 'Kubernetes']);
  });

  it("says 'No resume data found in response' when neither shape is there", async () => {
    fake.answer({ kind: 'resumeData', body: { Info: { Code: 'Success' }, Value: {} } });
    await expect(client().tk.parse(pdf, 'cv.pdf')).rejects.toThrow('No resume data found in response');
  });

  it.each([
    [401, 'Authentication Error', 'Configure API'],
    [429, 'Rate Limit Exceeded', 'Try Again'],
    [422, 'File Processing Error', null],
    [400, 'File Processing Error', null],
  ])('does not retry a %i and its message classifies as %s', async (status, title, action) => {
    fake.answer({ kind: 'status', status });
    const before = fake.requests.length;
    const { tk, slept } = client();
    const err = await tk.parse(pdf, 'cv.pdf').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ProviderError);
    expect((err as ProviderError).status).toBe(status);
    expect(fake.requests.length - before).toBe(1);
    expect(slept).toEqual([]);
    const c = classifyParseError((err as Error).message);
    expect(c.title).toBe(title);
    expect(c.action).toBe(action);
  });

  it('retries a 500 three times in all, waiting 2 s then 4 s, then reports the error', async () => {
    fake.answer({ kind: 'status', status: 500, message: 'Internal failure' });
    const before = fake.requests.length;
    const { tk, slept } = client();
    await expect(tk.parse(pdf, 'cv.pdf')).rejects.toThrow('Textkernel service error (500). Internal failure');
    expect(fake.requests.length - before).toBe(3);
    expect(slept).toEqual([2000, 4000]);
  });

  it('succeeds when a retry succeeds', async () => {
    fake.answer({ kind: 'status', status: 503 }, { kind: 'resumeData' });
    const { tk, slept } = client();
    expect((await tk.parse(pdf, 'cv.pdf')).name).toBe('Amélie Dubois');
    expect(slept).toEqual([2000]);
  });

  it('does not retry a 500 whose message says the document is corrupted', async () => {
    fake.answer({ kind: 'status', status: 500, message: 'Document appears corrupted' });
    const before = fake.requests.length;
    await expect(client().tk.parse(pdf, 'cv.pdf')).rejects.toThrow(/corrupted/);
    expect(fake.requests.length - before).toBe(1);
  });

  it('gives up on a server that never answers, as a connection error', async () => {
    fake.answer({ kind: 'hang' });
    const { tk } = client({ timeoutMs: 300 });
    const err = (await tk.parse(pdf, 'cv.pdf').catch((e: unknown) => e)) as Error;
    expect(classifyParseError(err.message).title).toBe('Connection Error');
  });

  it('reports an unreachable server as a connection error', async () => {
    const tk = createTextkernelClient({
      apiKey: 'k',
      baseUrl: 'http://127.0.0.1:1',
      sleep: async () => undefined,
    });
    const err = (await tk.parse(pdf, 'cv.pdf').catch((e: unknown) => e)) as Error;
    expect(classifyParseError(err.message).title).toBe('Connection Error');
  });

  it("says 'No data received from parsing service' on an empty answer", async () => {
    fake.answer({ kind: 'empty' });
    await expect(client().tk.parse(pdf, 'cv.pdf')).rejects.toThrow('No data received from parsing service');
  });

  it('parseResumeBuffer sends the file to Textkernel when the user has a key', async () => {
    fake.answer({ kind: 'parsedDocument' });
    const before = fake.requests.length;
    const result = await parseResumeBuffer(pdf, 'cv.pdf', {
      textkernelKey: 'a:b',
      textkernel: { baseUrl: fake.baseUrl },
    });
    expect(result.name).toBe('José Martínez');
    expect(fake.requests.length - before).toBe(1);
  });
});
