// A small RFC 5545 writer: the one VEVENT an interview invitation needs, no dependency.
// Lines end in CRLF, are folded at 75 octets (never inside a UTF-8 character), TEXT values escape
// backslash, semicolon, comma and newlines (§3.3.11), parameter values are quoted when they hold
// ':', ';' or ',' (§3.2; a DQUOTE cannot appear in one and is dropped).

export type IcsPerson = { email: string; name?: string };

export type IcsEvent = {
  method: 'REQUEST' | 'CANCEL';
  /** Stable for the life of the interview: updates and the cancellation reuse it. */
  uid: string;
  /** 0 at creation, one more on every change the attendees are told about. */
  sequence: number;
  /** When this calendar object was written. */
  stamp: Date;
  start: Date;
  end: Date;
  summary: string;
  description?: string;
  location?: string;
  organizer: IcsPerson;
  attendees: readonly IcsPerson[];
  productId?: string;
};

const CRLF = '\r\n';
export const ICS_PRODUCT_ID = '-//Recruit//Interview Scheduling//EN';

/** A TEXT value (§3.3.11): \ ; , escaped, every newline as \n. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** A parameter value (§3.2): quoted when it holds : ; or ,; DQUOTE and control characters dropped. */
export function paramValue(value: string): string {
  // eslint-disable-next-line no-control-regex
  const clean = value.replace(/["\u0000-\u001f\u007f]/g, ' ').trim();
  return /[:;,]/.test(clean) ? `"${clean}"` : clean;
}

/** A UTC DATE-TIME (§3.3.5 form 2): 20261201T140000Z. */
export function utcDateTime(d: Date): string {
  return d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/**
 * Folds one content line (§3.1): no line longer than 75 octets excluding the CRLF; a continuation
 * starts with one space, which counts toward its 75. A multi-octet UTF-8 character is never split.
 */
export function foldLine(line: string): string {
  const out: string[] = [];
  let current = '';
  let octets = 0;
  let limit = 75;
  for (const ch of line) {
    const size = Buffer.byteLength(ch, 'utf8');
    if (octets + size > limit) {
      out.push(current);
      current = ' ';
      octets = 1;
      limit = 75;
    }
    current += ch;
    octets += size;
  }
  out.push(current);
  return out.join(CRLF);
}

const mailto = (email: string) => `mailto:${email}`;

const person = (name: string, p: IcsPerson, params: string[] = []) => {
  const cn = p.name?.trim() ? [`CN=${paramValue(p.name)}`] : [];
  return `${[name, ...cn, ...params].join(';')}:${mailto(p.email)}`;
};

/** The whole VCALENDAR object, CRLF-terminated lines, ready to attach as text/calendar. */
export function writeIcs(e: IcsEvent): string {
  const cancel = e.method === 'CANCEL';
  const lines = [
    'BEGIN:VCALENDAR',
    `PRODID:${e.productId ?? ICS_PRODUCT_ID}`,
    'VERSION:2.0',
    'CALSCALE:GREGORIAN',
    `METHOD:${e.method}`,
    'BEGIN:VEVENT',
    `UID:${e.uid}`,
    `DTSTAMP:${utcDateTime(e.stamp)}`,
    `SEQUENCE:${e.sequence}`,
    `DTSTART:${utcDateTime(e.start)}`,
    `DTEND:${utcDateTime(e.end)}`,
    `SUMMARY:${escapeText(e.summary)}`,
    ...(e.description ? [`DESCRIPTION:${escapeText(e.description)}`] : []),
    ...(e.location ? [`LOCATION:${escapeText(e.location)}`] : []),
    person('ORGANIZER', e.organizer),
    ...e.attendees.map((a) =>
      person('ATTENDEE', a, [
        'ROLE=REQ-PARTICIPANT',
        'PARTSTAT=NEEDS-ACTION',
        ...(cancel ? [] : ['RSVP=TRUE']),
      ]),
    ),
    `STATUS:${cancel ? 'CANCELLED' : 'CONFIRMED'}`,
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}

/** Unfolds and splits an iCalendar text into its logical lines (tests and readers of sent invitations). */
export function unfoldIcs(text: string): string[] {
  return text
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter((l) => l !== '');
}
