// A fake Textkernel Tx v10 resume parser on 127.0.0.1: records requests, answers either response shape,
// an error status, or never answers.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type TextkernelFakeMode =
  | { kind: 'resumeData'; body?: unknown }
  | { kind: 'parsedDocument'; body?: unknown }
  | { kind: 'status'; status: number; message?: string }
  | { kind: 'empty' }
  | { kind: 'hang' };

export type RecordedRequest = {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: Record<string, unknown>;
};

export const SAMPLE_RESUME_DATA = {
  Info: { Code: 'Success', Message: 'Successful' },
  Value: {
    ResumeData: {
      ContactInformation: {
        CandidateName: { FormattedName: 'Amélie Dubois', GivenName: 'Amélie', FamilyName: 'Dubois' },
        EmailAddresses: ['amelie.dubois@exemple.fr'],
        Telephones: [{ Raw: '06 12 34 56 78', Normalized: '+33 6 12 34 56 78' }],
      },
      Skills: { Raw: [{ Name: 'Python' }, { Name: 'SQL' }] },
      EmploymentHistory: {
        Positions: [
          {
            JobTitle: { Raw: 'Data Engineer' },
            Employer: { Name: { Raw: 'Doctolib' } },
            StartDate: { Date: '2021-03-01' },
            EndDate: { Date: '2025-01-01' },
            IsCurrent: true,
            Description: 'Built pipelines.',
          },
          {
            JobTitle: { Raw: 'Analyst' },
            StartDate: { Date: '2018-09-01' },
            EndDate: { Date: '2021-02-01' },
          },
        ],
      },
      Education: {
        EducationDetails: [
          {
            Degree: { Name: { Raw: 'Master Informatique' } },
            SchoolName: { Raw: 'Université de Lyon' },
            LastEducationDate: { Date: '2018-06-30' },
          },
          { SchoolName: { Raw: 'Lycée Ampère' } },
        ],
      },
    },
  },
};

export const SAMPLE_PARSED_DOCUMENT = {
  ParsedDocument: {
    contact_info: { name: 'José Martínez', email: 'jose@ejemplo.es', phone: '+34 612 345 678' },
    skills: ['Java', 'Kubernetes'],
    employment_history: [
      {
        title: 'Backend Developer',
        company: 'Cabify',
        start_date: '2020-01',
        end_date: null,
        is_current: true,
        description: 'APIs.',
      },
    ],
    education: [{ degree: 'Grado en Informática', institution: 'Universidad de Deusto', year: '2019' }],
  },
};

export async function startTextkernelFake() {
  const requests: RecordedRequest[] = [];
  let modes: TextkernelFakeMode[] = [{ kind: 'resumeData' }];
  const hanging = new Set<http.ServerResponse>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      let body: Record<string, unknown> = {};
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
      } catch {
        body = {};
      }
      requests.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      // The queue's last mode repeats.
      const mode = modes.length > 1 ? modes.shift()! : modes[0]!;
      const json = (status: number, payload: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(payload));
      };
      switch (mode.kind) {
        case 'resumeData':
          return json(200, mode.body ?? SAMPLE_RESUME_DATA);
        case 'parsedDocument':
          return json(200, mode.body ?? SAMPLE_PARSED_DOCUMENT);
        case 'status':
          return json(mode.status, { Info: { Code: 'Error', Message: mode.message ?? 'Error' } });
        case 'empty':
          res.writeHead(200);
          return res.end();
        case 'hang':
          hanging.add(res);
          return;
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/tx/v10`,
    requests,
    /** Answers in this order; the last one repeats. */
    answer(...next: TextkernelFakeMode[]) {
      modes = next;
    },
    async close() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
