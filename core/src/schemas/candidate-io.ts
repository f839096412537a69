// Candidates to and from CSV and JSON Resume (https://jsonresume.org/schema). Pure: the web's import
// step reads the CSV header with it to offer the column mapping.
import { CANDIDATE_CSV_COLUMNS, type CandidateCsvColumn } from './candidates.js';

/** What export writes and import reads of a candidate (the stored shape, without ids and times). */
export type CandidateRecord = {
  name: string;
  email?: string;
  phone?: string;
  position?: string;
  location?: string;
  rating?: number | string;
  skills?: string[];
  experienceYears?: number | string | null;
  stage?: string;
  tags?: string[];
  notes?: string;
  source?: string;
  experience?: { title: string; company: string; period: string; description: string }[];
  education?: { degree: string; institution: string; year: string }[];
};

/** RFC 4180 CSV: quoted fields, doubled quotes, CRLF or LF; blank lines are skipped. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const s = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < s.length; i++) {
    const ch = s[i];
    if (quoted) {
      if (ch === '"') {
        if (s[i + 1] === '"') {
          field += '"';
          i++;
        } else quoted = false;
      } else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && s[i + 1] === '\n') i++;
      row.push(field);
      if (row.some((f) => f.trim() !== '')) rows.push(row);
      row = [];
      field = '';
    } else field += ch;
  }
  row.push(field);
  if (row.some((f) => f.trim() !== '')) rows.push(row);
  return rows;
}

const csvField = (v: string) => {
  // A leading = + - @ would be a formula in a spreadsheet: quoted with an apostrophe.
  const safe = /^[=+\-@\t\r]/.test(v) ? `'${v}` : v;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** The headers export writes (and import knows), in order. */
export const CSV_HEADERS: Record<CandidateCsvColumn, string> = {
  name: 'Name',
  email: 'Email',
  phone: 'Phone',
  position: 'Position',
  location: 'Location',
  rating: 'Rating',
  skills: 'Skills',
  experienceYears: 'Experience (years)',
  stage: 'Stage',
  tags: 'Tags',
  notes: 'Notes',
  source: 'Source',
};

/** Other spellings import understands without asking. */
const ALIASES: Record<string, CandidateCsvColumn> = {
  'full name': 'name',
  candidate: 'name',
  'e-mail': 'email',
  'email address': 'email',
  mobile: 'phone',
  telephone: 'phone',
  'phone number': 'phone',
  title: 'position',
  'job title': 'position',
  role: 'position',
  city: 'location',
  experience: 'experienceYears',
  'years of experience': 'experienceYears',
  status: 'stage',
  labels: 'tags',
  comments: 'notes',
};

/** The field a CSV header means, or undefined for a header the importer does not know. */
export function csvHeaderField(header: string): CandidateCsvColumn | undefined {
  const h = header.trim().toLowerCase();
  for (const c of CANDIDATE_CSV_COLUMNS)
    if (c.toLowerCase() === h || CSV_HEADERS[c].toLowerCase() === h) return c;
  return ALIASES[h];
}

const list = (v: string) =>
  v
    .split(/[;,|]/)
    .map((x) => x.trim())
    .filter(Boolean);

export function toCsv(records: CandidateRecord[]): string {
  const lines = [CANDIDATE_CSV_COLUMNS.map((c) => CSV_HEADERS[c]).join(',')];
  for (const r of records)
    lines.push(
      CANDIDATE_CSV_COLUMNS.map((c) => {
        const v = r[c];
        return csvField(Array.isArray(v) ? v.join('; ') : v == null ? '' : String(v));
      }).join(','),
    );
  return `${lines.join('\r\n')}\r\n`;
}

/**
 * CSV rows as candidate records. `mapping` names the field of a header the importer does not know
 * ('' drops the column); headers still unknown are answered in `unknownHeaders` and ignored.
 */
export function fromCsv(
  text: string,
  mapping: Record<string, CandidateCsvColumn | ''> = {},
): { records: CandidateRecord[]; unknownHeaders: string[] } {
  const [header, ...rows] = parseCsv(text);
  if (!header) return { records: [], unknownHeaders: [] };
  const unknownHeaders: string[] = [];
  const fields = header.map((h) => {
    const mapped = mapping[h];
    if (mapped !== undefined) return mapped || undefined;
    const f = csvHeaderField(h);
    if (!f && h.trim()) unknownHeaders.push(h);
    return f;
  });
  const records = rows.map((cells) => {
    const r: CandidateRecord = { name: '' };
    fields.forEach((f, i) => {
      const v = (cells[i] ?? '').trim();
      if (!f || v === '') return;
      if (f === 'skills' || f === 'tags') r[f] = list(v);
      else if (f === 'name') r.name = v;
      else r[f] = v;
    });
    return r;
  });
  return { records, unknownHeaders };
}

type JsonResume = {
  basics?: {
    name?: string;
    label?: string;
    email?: string;
    phone?: string;
    location?: { city?: string; region?: string; countryCode?: string; address?: string };
  };
  work?: { name?: string; position?: string; startDate?: string; endDate?: string; summary?: string }[];
  education?: { institution?: string; area?: string; studyType?: string; endDate?: string }[];
  skills?: { name?: string; keywords?: string[] }[];
  meta?: { recruit?: Partial<CandidateRecord> };
};

/** One JSON Resume document per candidate; the pipeline fields ride in meta.recruit. */
export function toJsonResume(records: CandidateRecord[]): JsonResume[] {
  return records.map((r) => ({
    basics: {
      name: r.name,
      label: r.position ?? '',
      email: r.email ?? '',
      phone: r.phone ?? '',
      location: { city: r.location ?? '' },
    },
    work: (r.experience ?? []).map((e) => {
      const [start, end] = e.period.split(/\s+-\s+/);
      return {
        name: e.company,
        position: e.title,
        startDate: start ?? '',
        endDate: end ?? '',
        summary: e.description,
      };
    }),
    education: (r.education ?? []).map((e) => ({
      institution: e.institution,
      studyType: e.degree,
      endDate: e.year,
    })),
    skills: (r.skills ?? []).map((name) => ({ name })),
    meta: {
      recruit: {
        stage: r.stage,
        tags: r.tags ?? [],
        rating: r.rating,
        notes: r.notes ?? '',
        source: r.source ?? '',
        experienceYears: r.experienceYears ?? null,
      },
    },
  }));
}

const str = (v: unknown) => (typeof v === 'string' ? v : '');

export function fromJsonResume(value: unknown): CandidateRecord[] {
  const docs: unknown[] = Array.isArray(value) ? value : [value];
  return docs.map((d) => {
    const doc = (d && typeof d === 'object' ? d : {}) as JsonResume;
    const b = doc.basics ?? {};
    const meta = doc.meta?.recruit ?? {};
    const loc = b.location ?? {};
    return {
      ...meta,
      name: str(b.name),
      email: str(b.email),
      phone: str(b.phone),
      position: str(b.label),
      location:
        [loc.city, loc.region, loc.countryCode].map(str).filter(Boolean).join(', ') || str(loc.address),
      skills: (Array.isArray(doc.skills) ? doc.skills : []).map((s) => str(s?.name)).filter(Boolean),
      experience: (Array.isArray(doc.work) ? doc.work : []).map((w) => ({
        title: str(w?.position) || 'Unknown Position',
        company: str(w?.name) || 'Unknown Company',
        period: [str(w?.startDate), str(w?.endDate) || 'Present'].filter(Boolean).join(' - '),
        description: str(w?.summary),
      })),
      education: (Array.isArray(doc.education) ? doc.education : []).map((e) => ({
        degree: [str(e?.studyType), str(e?.area)].filter(Boolean).join(' ') || 'Degree',
        institution: str(e?.institution) || 'Unknown Institution',
        year: str(e?.endDate).slice(0, 4) || 'Unknown',
      })),
    };
  });
}

/** 'csv' or 'json' by content (a file name's extension wins when given); null for neither. */
export function importFormat(text: string, fileName?: string): 'csv' | 'json' | null {
  if (fileName && /\.json$/i.test(fileName)) return 'json';
  if (fileName && /\.csv$/i.test(fileName)) return 'csv';
  const t = text.trimStart();
  if (t.startsWith('{') || t.startsWith('[')) return 'json';
  if (t.includes(',') || t.includes('\n')) return 'csv';
  return null;
}
