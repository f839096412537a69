import SqliteDatabase from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { AppError } from '../errors.js';
import { parseQuery } from './query-parser.js';
import { toFtsMatch } from './search-service.js';

const term = (text: string, extra: Partial<{ field: string; phrase: boolean; prefix: boolean }> = {}) => ({
  kind: 'term',
  field: null,
  text,
  phrase: false,
  prefix: false,
  ...extra,
});

const failure = (q: string) => {
  try {
    parseQuery(q);
  } catch (e) {
    if (e instanceof AppError) return { code: e.code, title: e.title, message: e.message };
    throw e;
  }
  throw new Error(`parsed: ${q}`);
};

describe('the smart search query parser', () => {
  it('reads words as AND, quoted phrases, and word* as a prefix', () => {
    expect(parseQuery('python  berlin')).toEqual({ kind: 'and', children: [term('python'), term('berlin')] });
    expect(parseQuery('"machine learning" engineer')).toEqual({
      kind: 'and',
      children: [term('machine learning', { phrase: true }), term('engineer')],
    });
    expect(parseQuery('“data science”')).toEqual(term('data science', { phrase: true }));
    expect(parseQuery('typescr*')).toEqual(term('typescr', { prefix: true }));
    expect(parseQuery('python AND sql')).toEqual(parseQuery('python sql'));
  });

  it('reads OR, NOT, a leading minus and groups, OR binding looser than AND', () => {
    expect(parseQuery('react OR vue angular')).toEqual({
      kind: 'or',
      children: [term('react'), { kind: 'and', children: [term('vue'), term('angular')] }],
    });
    expect(parseQuery('python NOT java')).toEqual({
      kind: 'and',
      children: [term('python'), { kind: 'not', child: term('java') }],
    });
    expect(parseQuery('python -java')).toEqual(parseQuery('python NOT java'));
    expect(parseQuery('python or java')).toEqual(parseQuery('python OR java'));
    expect(parseQuery('(react OR vue) -"team lead"')).toEqual({
      kind: 'and',
      children: [
        { kind: 'or', children: [term('react'), term('vue')] },
        { kind: 'not', child: term('team lead', { phrase: true }) },
      ],
    });
    // A hyphen inside a word is the word's.
    expect(parseQuery('full-stack')).toEqual(term('full-stack'));
  });

  it('reads field filters with a word, a phrase or a group', () => {
    expect(parseQuery('skill:python')).toEqual(term('python', { field: 'skills' }));
    expect(parseQuery('title:"data engineer"')).toEqual(
      term('data engineer', { field: 'title', phrase: true }),
    );
    expect(parseQuery('Location:Berlin company:acme')).toEqual({
      kind: 'and',
      children: [term('Berlin', { field: 'location' }), term('acme', { field: 'company' })],
    });
    expect(parseQuery('skills:(react OR vue)')).toEqual({
      kind: 'or',
      children: [term('react', { field: 'skills' }), term('vue', { field: 'skills' })],
    });
    expect(parseQuery('-title:intern')).toEqual({ kind: 'not', child: term('intern', { field: 'title' }) });
  });

  it('leaves out terms without letters or digits', () => {
    expect(parseQuery('python & ~ sql')).toEqual({ kind: 'and', children: [term('python'), term('sql')] });
    expect(parseQuery('c++')).toEqual(term('c++'));
  });

  it('answers bad syntax with an Invalid Search Query that says what is wrong', () => {
    const invalid = { code: 'invalid_search_query', title: 'Invalid Search Query' };
    expect(failure('"machine learning')).toEqual({
      ...invalid,
      message: 'Close the quote opened at character 1.',
    });
    expect(failure('(react OR vue')).toEqual({
      ...invalid,
      message: 'Close the parenthesis opened at character 1.',
    });
    expect(failure('react)')).toEqual({
      ...invalid,
      message: 'The parenthesis at character 6 closes nothing.',
    });
    expect(failure('python OR')).toEqual({
      ...invalid,
      message: 'OR at character 8 needs a word or phrase after it.',
    });
    expect(failure('OR python')).toEqual({
      ...invalid,
      message: 'OR at character 1 needs a word or phrase before it.',
    });
    expect(failure('python NOT')).toMatchObject({
      message: 'NOT at character 8 needs a word or phrase after it.',
    });
    expect(failure('skill:')).toMatchObject({
      message: 'The field at character 1 needs a value, e.g. skill:python.',
    });
    expect(failure('colour:red')).toMatchObject({
      message: "Unknown field 'colour:'. Use skill:, title:, location:, company: or name:.",
    });
    expect(failure('()')).toMatchObject({ message: 'The group at character 1 is empty.' });
    expect(failure('~ ! .')).toMatchObject({
      message: 'The query has no words to search for (letters or digits).',
    });
    expect(failure('x'.repeat(501))).toMatchObject({
      message: 'The search query must be at most 500 characters.',
    });
    expect(failure(Array.from({ length: 33 }, (_, i) => `w${i}`).join(' '))).toMatchObject({
      message: 'A query may have at most 32 words and phrases.',
    });
    expect(failure('('.repeat(20) + 'x' + ')'.repeat(20))).toMatchObject({
      message: 'Groups may be nested at most 10 deep.',
    });
    expect(failure('  ')).toEqual({
      code: 'search_query_required',
      title: 'Search Query Required',
      message: 'Please enter a search query.',
    });
  });

  it('never throws anything but an AppError, whatever the text; what parses runs in FTS5', () => {
    const fts = new SqliteDatabase(':memory:');
    fts.exec(`create virtual table candidates_fts using fts5(user_key, name, title, skills, location, company,
      body, tokenize='porter unicode61 remove_diacritics 2')`);
    fts.exec(`insert into candidates_fts values ('u1', 'a', 'b', 'a b', '', '', 'b a')`);
    const match = fts.prepare('select rowid from candidates_fts where candidates_fts match ?');
    const alphabet = [
      'a',
      'b',
      ' ',
      '"',
      '(',
      ')',
      '-',
      ':',
      '*',
      'OR',
      'NOT',
      'AND',
      'skill:',
      'title:',
      '|',
    ];
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) % alphabet.length;
    for (let i = 0; i < 3000; i++) {
      const q = Array.from({ length: 1 + (i % 12) }, () => alphabet[next()]).join('');
      try {
        const tree = parseQuery(q);
        // What parses compiles to an expression FTS5 runs.
        expect(() => match.all(toFtsMatch(tree, 'u1')), q).not.toThrow();
      } catch (e) {
        expect(e, q).toBeInstanceOf(AppError);
      }
    }
  });

  it('compiles NOT into FTS5’s binary NOT, scoped to the owner', () => {
    expect(toFtsMatch(parseQuery('python -java'), 'u1')).toBe(
      'user_key : "u1" AND (({name title skills location company body} : "python") NOT {name title skills location company body} : "java")',
    );
    expect(toFtsMatch(parseQuery('-skill:php'), 'u1')).toBe(
      'user_key : "u1" AND (user_key : "u1" NOT skills : "php")',
    );
    expect(toFtsMatch(parseQuery('title:"c# dev*"'), 'u1')).toBe('user_key : "u1" AND title : "csharp dev"');
  });
});
