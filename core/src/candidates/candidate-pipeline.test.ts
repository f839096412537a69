import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testDialects } from '../../../tests/helpers/databases.js';
import { makeTestCore, type TestCore } from '../../../tests/helpers/core.js';
import { fromCsv, parseCsv } from '../schemas/candidate-io.js';

describe('candidate CSV', () => {
  it('reads quoted fields, doubled quotes and CRLF, and knows header spellings', () => {
    expect(parseCsv('a,"b, c","d ""e"""\r\n1,2,3\n')).toEqual([
      ['a', 'b, c', 'd "e"'],
      ['1', '2', '3'],
    ]);
    const { records, unknownHeaders } = fromCsv(
      'Full Name,E-mail,Job Title,Skills,Fav colour\nAda,ada@x.io,Engineer,"Go; Rust",red\n',
    );
    expect(records).toEqual([
      { name: 'Ada', email: 'ada@x.io', position: 'Engineer', skills: ['Go', 'Rust'] },
    ]);
    expect(unknownHeaders).toEqual(['Fav colour']);
    expect(fromCsv('Who,Mail\nAda,ada@x.io\n', { Who: 'name', Mail: 'email' }).records).toEqual([
      { name: 'Ada', email: 'ada@x.io' },
    ]);
  });
});

describe.each(testDialects())('candidates pipeline on $name', (dialect) => {
  let core: TestCore;
  let ada: string;
  let bob: string;
  beforeEach(async () => {
    core = await makeTestCore(dialect);
    ada = (await core.accounts.register({ email: 'ada@acme.io', password: 'Sunny-Day-42', name: 'Ada' }))
      .userId;
    bob = (await core.accounts.register({ email: 'bob@acme.io', password: 'Sunny-Day-42', name: 'Bob' }))
      .userId;
  });
  afterEach(async () => core.dispose());

  const add = (userId: string, over: Record<string, unknown> = {}) =>
    core.candidates.create(
      userId,
      { name: 'Grace Hopper', email: 'grace@navy.mil', ...over },
      { via: 'web' },
    );

  it('adds a candidate with the spec fields, logs it, and refuses bad fields with their message', async () => {
    const { candidate, created } = await add(ada, {
      phone: '+1 (415) 555-0101',
      position: 'Compiler Engineer',
      location: 'Arlington, VA',
      rating: 5,
      skills: ['COBOL', 'cobol', 'Math'],
      experienceYears: 30,
      tags: ['navy'],
      notes: 'Invented the compiler',
    });
    expect(created).toBe(true);
    expect(candidate).toMatchObject({
      name: 'Grace Hopper',
      email: 'grace@navy.mil',
      stage: 'Applied',
      rating: 5,
      skills: ['COBOL', 'Math'],
      experienceYears: 30,
      tags: ['navy'],
      source: 'manual',
      lastContactAt: null,
    });
    const log = await core.candidates.activity(ada, candidate.id);
    expect(log).toMatchObject([{ action: 'created', actor: 'Ada', via: 'web', summary: 'Added at Applied' }]);
    const bad: [Record<string, unknown>, string][] = [
      [{ name: '' }, 'Please enter the candidate’s name'],
      [{ email: 'nope' }, 'Please enter a valid email address'],
      [{ rating: 6 }, 'Rating must be a whole number from 0 to 5'],
      [{ stage: 'Limbo' }, 'Stage must be one of Applied, Screening, Interview, Offer, Hired, Rejected'],
      [{ phone: '<b>' }, 'Please enter a valid phone number'],
      [{ notes: 'x'.repeat(10_001) }, 'Notes must be at most 10000 characters'],
      [{ tags: Array.from({ length: 51 }, (_, i) => `t${i}`) }, 'At most 50 tags can be saved'],
    ];
    for (const [over, message] of bad)
      await expect(add(ada, { email: '', ...over })).rejects.toMatchObject({ kind: 'validation', message });
    expect(await core.candidates.count(ada)).toBe(1);
  });

  it('reports a duplicate by email or normalised phone, and merges on request', async () => {
    const first = (await add(ada, { phone: '+1 415 555 0101', skills: ['COBOL'] })).candidate;
    await expect(add(ada, { email: 'GRACE@navy.mil' })).rejects.toMatchObject({
      kind: 'conflict',
      code: 'duplicate_candidate',
      message: 'A candidate with this email already exists',
      details: { duplicateId: first.id, field: 'email' },
    });
    await expect(add(ada, { email: 'other@x.io', phone: '(415) 555-0101' })).rejects.toMatchObject({
      kind: 'conflict',
      message: 'A candidate with this phone number already exists',
      details: { duplicateId: first.id, field: 'phone' },
    });
    // Another user's candidates never count.
    expect((await add(bob, { phone: '415-555-0101' })).created).toBe(true);
    const merged = await core.candidates.create(
      ada,
      { name: 'G. Hopper', email: 'other@x.io', phone: '4155550101', skills: ['Math'], location: 'NYC' },
      { merge: true },
    );
    expect(merged).toMatchObject({ created: false, merged: true });
    expect(merged.candidate).toMatchObject({
      id: first.id,
      name: 'Grace Hopper',
      location: 'NYC',
      skills: ['COBOL', 'Math'],
    });
    expect(await core.candidates.count(ada)).toBe(1);
  });

  it('merges two candidates: fields joined, the other removed, its log moved over', async () => {
    const a = (await add(ada, { tags: ['a'] })).candidate;
    const b = (
      await add(ada, { name: 'Grace B. Hopper', email: 'gbh@x.io', phone: '555 1234 567', tags: ['b'] })
    ).candidate;
    const kept = await core.candidates.merge(ada, a.id, b.id);
    expect(kept).toMatchObject({
      id: a.id,
      email: 'grace@navy.mil',
      phone: '555 1234 567',
      tags: ['a', 'b'],
    });
    await expect(core.candidates.get(ada, b.id)).rejects.toMatchObject({ kind: 'not_found' });
    const log = await core.candidates.activity(ada, a.id);
    expect(log.map((e) => e.action).sort()).toEqual(['created', 'created', 'merged', 'merged']);
    await expect(core.candidates.merge(ada, a.id, a.id)).rejects.toMatchObject({ kind: 'validation' });
  });

  it('edits, moves and deletes, each written to the log with what changed', async () => {
    const { candidate } = await add(ada);
    core.clock.advance(1000);
    const edited = await core.candidates.update(
      ada,
      candidate.id,
      { position: 'Admiral', rating: 4 },
      { via: 'cli' },
    );
    expect(edited).toMatchObject({ position: 'Admiral', rating: 4 });
    core.clock.advance(1000);
    await core.candidates.move(ada, candidate.id, 'Interview');
    core.clock.advance(1000);
    await core.candidates.logActivity(ada, candidate.id, { kind: 'call', text: 'Talked for 10 minutes' });
    const log = await core.candidates.activity(ada, candidate.id);
    expect(log.map((e) => [e.action, e.summary])).toEqual([
      ['call', 'Call: Talked for 10 minutes'],
      ['moved', 'Moved from Applied to Interview'],
      ['updated', 'Changed position, rating'],
      ['created', 'Added at Applied'],
    ]);
    expect(log[2]?.changes).toEqual({ position: { from: '', to: 'Admiral' }, rating: { from: 0, to: 4 } });
    expect(log[2]?.via).toBe('cli');
    expect((await core.candidates.get(ada, candidate.id)).lastContactAt).not.toBeNull();
    await expect(core.candidates.move(bob, candidate.id, 'Offer')).rejects.toMatchObject({
      kind: 'not_found',
    });
    await core.candidates.remove(ada, candidate.id);
    await expect(core.candidates.get(ada, candidate.id)).rejects.toMatchObject({
      message: 'Candidate not found',
    });
    expect((await core.candidates.activity(ada))[0]).toMatchObject({
      action: 'deleted',
      candidateName: 'Grace Hopper',
    });
  });

  it('filters server-side (search, stage, tag, rating, skill), pages, and counts the stat cards', async () => {
    const people = [
      {
        name: 'Sarah Johnson',
        position: 'Senior Frontend Developer',
        skills: ['React', 'TypeScript'],
        rating: 5,
        stage: 'Interview',
        tags: ['remote'],
      },
      {
        name: 'Michael Chen',
        position: 'Data Scientist',
        skills: ['Python', 'SQL'],
        rating: 4,
        stage: 'Offer',
        tags: [],
      },
      {
        name: 'Emily 50% Davis',
        position: 'UX Designer',
        skills: ['Figma'],
        rating: 3,
        stage: 'Hired',
        tags: ['Remote'],
      },
      {
        name: 'Ünal Öz',
        position: 'Backend Engineer',
        skills: ['Go', 'react native'],
        rating: 2,
        stage: 'Applied',
        tags: [],
      },
    ];
    for (const [i, p] of people.entries()) {
      await add(ada, { ...p, email: `p${i}@x.io` });
      core.clock.advance(1000);
    }
    const names = async (q: Record<string, unknown>) =>
      (await core.candidates.search(ada, q)).candidates.map((c) => c.name).sort();
    expect(await names({ q: 'REACT' })).toEqual(['Sarah Johnson', 'Ünal Öz']);
    expect(await names({ q: 'scientist' })).toEqual(['Michael Chen']);
    expect(await names({ q: '50%' })).toEqual(['Emily 50% Davis']);
    expect(await names({ q: '%' })).toEqual(['Emily 50% Davis']);
    expect(await names({ q: 'ünal' })).toEqual(['Ünal Öz']);
    expect(await names({ stage: 'Offer' })).toEqual(['Michael Chen']);
    expect(await names({ tag: 'REMOTE' })).toEqual(['Emily 50% Davis', 'Sarah Johnson']);
    expect(await names({ rating: 4 })).toEqual(['Michael Chen', 'Sarah Johnson']);
    expect(await names({ skill: 'react' })).toEqual(['Sarah Johnson']);
    expect(await names({ q: 'nobody' })).toEqual([]);
    const page = await core.candidates.search(ada, { pageSize: 3, page: 2 });
    expect(page).toMatchObject({
      total: 4,
      page: 2,
      pageSize: 3,
      stats: { total: 4, active: 3, interview: 1, offers: 1 },
    });
    expect(page.candidates.map((c) => c.name)).toEqual(['Sarah Johnson']);
    expect((await core.candidates.search(bob)).stats).toEqual({
      total: 0,
      active: 0,
      interview: 0,
      offers: 0,
    });
    await expect(core.candidates.search(ada, { pageSize: 1000 })).rejects.toMatchObject({
      kind: 'validation',
    });
  });

  it('bulk tags, moves and deletes only the user’s own candidates', async () => {
    const ids = [];
    for (let i = 0; i < 3; i++)
      ids.push((await add(ada, { name: `C${i}`, email: `c${i}@x.io` })).candidate.id);
    const other = (await add(bob)).candidate.id;
    expect(
      await core.candidates.bulk(ada, { action: 'move', ids: [...ids, other], stage: 'Screening' }),
    ).toEqual({ affected: 3 });
    expect((await core.candidates.get(bob, other)).stage).toBe('Applied');
    expect(await core.candidates.bulk(ada, { action: 'tag', ids: ids.slice(0, 2), tag: 'hot' })).toEqual({
      affected: 2,
    });
    expect(await core.candidates.bulk(ada, { action: 'tag', ids: ids.slice(0, 2), tag: 'HOT' })).toEqual({
      affected: 0,
    });
    expect((await core.candidates.search(ada, { tag: 'hot' })).total).toBe(2);
    expect(await core.candidates.bulk(ada, { action: 'untag', ids, tag: 'hot' })).toEqual({ affected: 2 });
    expect(await core.candidates.bulk(ada, { action: 'delete', ids: [ids[0], other] })).toEqual({
      affected: 1,
    });
    expect(await core.candidates.count(ada)).toBe(2);
    expect(await core.candidates.count(bob)).toBe(1);
    expect((await core.candidates.pipeline(ada)).find((p) => p.stage === 'Screening')?.count).toBe(2);
    await expect(
      core.candidates.bulk(ada, { action: 'move', ids: [], stage: 'Offer' }),
    ).rejects.toMatchObject({
      message: 'Select at least one candidate',
    });
  });

  it('exports CSV and JSON Resume and imports them back (dedupe on import, failures by row)', async () => {
    await add(ada, {
      position: 'Engineer',
      skills: ['COBOL', 'Math'],
      tags: ['navy'],
      stage: 'Offer',
      rating: 5,
      notes: 'Says "hi", twice',
    });
    await core.candidates.saveParsed(
      ada,
      {
        name: 'Ada Lovelace',
        email: 'ada@analytical.io',
        experience: [{ title: 'Analyst', company: 'Engine', period: '1842 - 1843', description: '' }],
      },
      { source: 'cli:ada.pdf' },
    );
    const csv = await core.candidates.exportText(ada, 'csv');
    expect(csv.split('\r\n')[0]).toBe(
      'Name,Email,Phone,Position,Location,Rating,Skills,Experience (years),Stage,Tags,Notes,Source',
    );
    expect(csv).toContain(
      'Grace Hopper,grace@navy.mil,,Engineer,,5,COBOL; Math,,Offer,navy,"Says ""hi"", twice",manual',
    );
    const json = JSON.parse(await core.candidates.exportText(ada, 'json'));
    expect(json[1]).toMatchObject({
      basics: { name: 'Ada Lovelace', email: 'ada@analytical.io' },
      work: [{ name: 'Engine', position: 'Analyst', startDate: '1842', endDate: '1843' }],
    });
    expect(await core.candidates.importText(bob, { text: csv })).toEqual({
      created: 2,
      updated: 0,
      failed: [],
      unknownHeaders: [],
    });
    expect((await core.candidates.search(bob, { stage: 'Offer' })).candidates[0]).toMatchObject({
      name: 'Grace Hopper',
      tags: ['navy'],
      skills: ['COBOL', 'Math'],
      notes: 'Says "hi", twice',
    });
    // JSON Resume into a third user: experience comes along; again, both are updates.
    const carl = (
      await core.accounts.register({ email: 'carl@acme.io', password: 'Sunny-Day-42', name: 'Carl' })
    ).userId;
    expect(await core.candidates.importText(carl, { text: JSON.stringify(json) })).toMatchObject({
      created: 2,
    });
    const adaCopy = (await core.candidates.search(carl, { q: 'lovelace' })).candidates[0];
    expect(adaCopy?.experience).toEqual([
      { title: 'Analyst', company: 'Engine', period: '1842 - 1843', description: '' },
    ]);
    expect(await core.candidates.importText(carl, { text: JSON.stringify(json) })).toMatchObject({
      created: 0,
      updated: 2,
    });
    const bad = 'Name,Email,Rating\nOk,ok@x.io,3\n,missing@x.io,1\nBad,bad@x.io,9\n';
    expect(await core.candidates.importText(carl, { text: bad })).toEqual({
      created: 1,
      updated: 0,
      failed: [
        { row: 3, name: '', message: 'Please enter the candidate’s name' },
        { row: 4, name: 'Bad', message: 'Rating must be a whole number from 0 to 5' },
      ],
      unknownHeaders: [],
    });
    await expect(core.candidates.importText(carl, { text: 'hello' })).rejects.toMatchObject({
      message: 'The file is neither CSV nor JSON Resume',
    });
  });
});
