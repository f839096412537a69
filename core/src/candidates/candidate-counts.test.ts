import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testDialects } from '../../../tests/helpers/databases.js';
import { makeTestCore, type TestCore } from '../../../tests/helpers/core.js';

describe.each(testDialects())('board column counts on $name', (dialect) => {
  let core: TestCore;
  let userId: string;
  beforeEach(async () => {
    core = await makeTestCore(dialect);
    userId = (await core.accounts.register({ email: 'ada@acme.io', password: 'Sunny-Day-42', name: 'Ada' }))
      .userId;
  });
  afterEach(async () => core.dispose());

  it('counts every matching candidate per stage on the server, not only the page read', async () => {
    for (let i = 0; i < 7; i++)
      await core.candidates.create(userId, {
        name: `Dev ${i}`,
        position: i < 5 ? 'Engineer' : 'Designer',
        stage: i < 4 ? 'Applied' : 'Interview',
      });
    const page = await core.candidates.search(userId, { pageSize: 2 });
    expect(page.candidates).toHaveLength(2);
    expect(page.total).toBe(7);
    expect(page.stageCounts).toEqual({
      Applied: 4,
      Screening: 0,
      Interview: 3,
      Offer: 0,
      Hired: 0,
      Rejected: 0,
    });
    const engineers = await core.candidates.search(userId, { q: 'engineer', pageSize: 1 });
    expect(engineers.total).toBe(5);
    expect(engineers.stageCounts).toMatchObject({ Applied: 4, Interview: 1 });
  });

  it("the search box matches substrings, and runs smart search's query language on the full-text index", async () => {
    const add = (name: string, position: string, skills: string[], location: string) =>
      core.candidates.create(userId, { name, position, skills, location });
    await add('Grace Hopper', 'Data Engineer', ['Python', 'SQL'], 'Berlin');
    await add('Alan Turing', 'Backend Engineer', ['Go', 'Kubernetes'], 'London');
    await add('Ada Byron', 'Designer', ['Figma'], 'Berlin');
    const names = async (q: string) =>
      (await core.candidates.search(userId, { q })).candidates.map((c) => c.name).sort();
    // the spec's case-insensitive substring over name, position and skills
    expect(await names('HOPP')).toEqual(['Grace Hopper']);
    expect(await names('ytho')).toEqual(['Grace Hopper']);
    // words in any order and fields the substring does not read (location)
    expect(await names('berlin engineer')).toEqual(['Grace Hopper']);
    expect(await names('location:berlin')).toEqual(['Ada Byron', 'Grace Hopper']);
    expect(await names('skill:go OR skill:figma')).toEqual(['Ada Byron', 'Alan Turing']);
    expect(await names('engineer -python')).toEqual(['Alan Turing']);
    expect(await names('"data engineer"')).toEqual(['Grace Hopper']);
    // not a query (an unclosed quote): the substring alone, no error
    expect(await names('"hopper')).toEqual([]);
  });
});
