// Smart search's query language (issue 10): words (all must match), "quoted phrases", OR, AND, NOT or a
// leading '-', (groups), word* for a prefix, and field filters skill:, title:, location:, company:, name:
// (a field takes a word, a phrase or a group). Bad syntax is a typed AppError, never a crash.
import { AppError } from '../errors.js';
import { SEARCH_LIMITS, SEARCH_MESSAGES } from '../schemas/search.js';
import type { SearchField } from '../db/search-tables.js';

export type QueryNode =
  | {
      kind: 'term';
      /** null: any field (name, title, skills, location, company and the rest of the candidate). */
      field: SearchField | null;
      text: string;
      phrase: boolean;
      prefix: boolean;
    }
  | { kind: 'and'; children: QueryNode[] }
  | { kind: 'or'; children: QueryNode[] }
  | { kind: 'not'; child: QueryNode };

/** The field names a query may use, and the field each means. */
const FIELD_NAMES: Record<string, SearchField> = {
  skill: 'skills',
  skills: 'skills',
  title: 'title',
  position: 'title',
  location: 'location',
  city: 'location',
  company: 'company',
  employer: 'company',
  name: 'name',
};

type Token =
  | { t: 'word'; text: string; at: number }
  | { t: 'phrase'; text: string; at: number }
  | { t: 'field'; field: SearchField; at: number }
  | { t: 'and' | 'or' | 'not' | '(' | ')'; at: number };

export const invalidQuery = (message: string) =>
  new AppError('validation', 'invalid_search_query', message, {
    title: SEARCH_MESSAGES.invalid,
    hint: SEARCH_MESSAGES.syntax,
  });

const isSpace = (c: string) => /\s/.test(c);
/** A term has something a tokenizer keeps: a letter or a digit. */
const searchable = (text: string) => /[\p{L}\p{N}]/u.test(text);

function lex(input: string): Token[] {
  const out: Token[] = [];
  let i = 0;
  while (i < input.length) {
    const c = input[i]!;
    if (isSpace(c)) {
      i++;
    } else if (c === '"' || c === '“' || c === '”') {
      const end = input.slice(i + 1).search(/["“”]/);
      if (end < 0) throw invalidQuery(`Close the quote opened at character ${i + 1}.`);
      out.push({ t: 'phrase', text: input.slice(i + 1, i + 1 + end), at: i });
      i += end + 2;
    } else if (c === '(' || c === ')') {
      out.push({ t: c, at: i });
      i++;
    } else if (c === '-' && i + 1 < input.length && !isSpace(input[i + 1]!) && input[i + 1] !== '-') {
      // A leading '-' is NOT (-intern, -"team lead", -skill:php); inside a word it is the word's.
      out.push({ t: 'not', at: i });
      i++;
    } else {
      let j = i;
      while (j < input.length && !isSpace(input[j]!) && !'()"“”'.includes(input[j]!)) j++;
      const word = input.slice(i, j);
      const field = /^([A-Za-z]+):(.*)$/.exec(word);
      if (field) {
        const name = field[1]!.toLowerCase();
        const known = FIELD_NAMES[name];
        if (!known)
          throw invalidQuery(
            `Unknown field '${field[1]}:'. Use skill:, title:, location:, company: or name:.`,
          );
        out.push({ t: 'field', field: known, at: i });
        if (field[2]) out.push({ t: 'word', text: field[2], at: i + name.length + 1 });
      } else if (/^(AND|OR|NOT)$/i.test(word)) {
        out.push({ t: word.toLowerCase() as 'and' | 'or' | 'not', at: i });
      } else if (word === '|' || word === '||') {
        out.push({ t: 'or', at: i });
      } else if (word === '&' || word === '&&') {
        out.push({ t: 'and', at: i });
      } else {
        out.push({ t: 'word', text: word, at: i });
      }
      i = j;
    }
  }
  return out;
}

/**
 * Parses a query into a tree. Terms without a letter or digit are left out; a query left with none, an
 * operator without its operands, an unknown field, an unclosed quote or parenthesis is an
 * 'Invalid Search Query' (an empty query 'Search Query Required').
 */
export function parseQuery(input: string): QueryNode {
  if (!input.trim())
    throw new AppError('validation', 'search_query_required', SEARCH_MESSAGES.requiredText, {
      title: SEARCH_MESSAGES.required,
    });
  if (input.length > SEARCH_LIMITS.query)
    throw invalidQuery(`The search query must be at most ${SEARCH_LIMITS.query} characters.`);
  const tokens = lex(input);
  let pos = 0;
  let terms = 0;
  const peek = () => tokens[pos];
  const describe = (tok: Token | undefined) =>
    !tok
      ? 'the end of the query'
      : tok.t === 'word' || tok.t === 'phrase'
        ? `'${tok.text}'`
        : tok.t === 'field'
          ? `a field`
          : `'${tok.t === 'and' || tok.t === 'or' || tok.t === 'not' ? tok.t.toUpperCase() : tok.t}'`;

  /** null: a part with nothing searchable (left out of the query). */
  function orExpr(field: SearchField | null, depth: number): QueryNode | null {
    const parts = [andExpr(field, depth)];
    while (peek()?.t === 'or') {
      const op = tokens[pos++]!;
      if (!startsOperand(peek()))
        throw invalidQuery(`OR at character ${op.at + 1} needs a word or phrase after it.`);
      parts.push(andExpr(field, depth));
    }
    const kept = parts.filter((p): p is QueryNode => p !== null);
    return kept.length === 0 ? null : kept.length === 1 ? kept[0]! : { kind: 'or', children: kept };
  }

  const startsOperand = (tok: Token | undefined) =>
    tok !== undefined &&
    (tok.t === 'word' || tok.t === 'phrase' || tok.t === 'field' || tok.t === 'not' || tok.t === '(');

  function andExpr(field: SearchField | null, depth: number): QueryNode | null {
    if (!startsOperand(peek())) {
      const tok = peek();
      throw invalidQuery(
        tok?.t === 'or' || tok?.t === 'and'
          ? `${tok.t.toUpperCase()} at character ${tok.at + 1} needs a word or phrase before it.`
          : `Expected a word or phrase, found ${describe(tok)}.`,
      );
    }
    const parts = [unary(field, depth)];
    for (;;) {
      const tok = peek();
      if (tok?.t === 'and') {
        pos++;
        if (!startsOperand(peek()))
          throw invalidQuery(`AND at character ${tok.at + 1} needs a word or phrase after it.`);
        parts.push(unary(field, depth));
      } else if (startsOperand(tok)) {
        parts.push(unary(field, depth));
      } else break;
    }
    const kept = parts.filter((p): p is QueryNode => p !== null);
    return kept.length === 0 ? null : kept.length === 1 ? kept[0]! : { kind: 'and', children: kept };
  }

  function unary(field: SearchField | null, depth: number): QueryNode | null {
    const tok = peek();
    if (tok?.t === 'not') {
      pos++;
      if (!startsOperand(peek()) || peek()?.t === 'not')
        throw invalidQuery(`NOT at character ${tok.at + 1} needs a word or phrase after it.`);
      const child = unary(field, depth);
      return child ? { kind: 'not', child } : null;
    }
    return primary(field, depth);
  }

  function primary(field: SearchField | null, depth: number): QueryNode | null {
    const tok = tokens[pos++];
    if (!tok) throw invalidQuery('The query ends where a word or phrase was expected.');
    if (tok.t === '(') {
      if (depth >= SEARCH_LIMITS.depth)
        throw invalidQuery(`Groups may be nested at most ${SEARCH_LIMITS.depth} deep.`);
      if (peek()?.t === ')') throw invalidQuery(`The group at character ${tok.at + 1} is empty.`);
      const inner = orExpr(field, depth + 1);
      const close = tokens[pos++];
      if (close?.t !== ')') throw invalidQuery(`Close the parenthesis opened at character ${tok.at + 1}.`);
      return inner;
    }
    if (tok.t === 'field') {
      if (field) throw invalidQuery(`A field at character ${tok.at + 1} is inside another field's group.`);
      const next = peek();
      if (!next || (next.t !== 'word' && next.t !== 'phrase' && next.t !== '('))
        throw invalidQuery(`The field at character ${tok.at + 1} needs a value, e.g. skill:python.`);
      return primary(tok.field, depth);
    }
    if (tok.t === 'word' || tok.t === 'phrase') {
      const prefix = tok.t === 'word' && /[\p{L}\p{N}]\*$/u.test(tok.text);
      const text = (prefix ? tok.text.slice(0, -1) : tok.text).replace(/\*+$/, '').trim();
      if (!searchable(text)) return null;
      if (++terms > SEARCH_LIMITS.terms)
        throw invalidQuery(`A query may have at most ${SEARCH_LIMITS.terms} words and phrases.`);
      return { kind: 'term', field, text, phrase: tok.t === 'phrase', prefix };
    }
    if (tok.t === ')') throw invalidQuery(`The parenthesis at character ${tok.at + 1} closes nothing.`);
    throw invalidQuery(`Expected a word or phrase, found ${describe(tok)}.`);
  }

  const tree = orExpr(null, 0);
  const rest = peek();
  if (rest) {
    throw invalidQuery(
      rest.t === ')'
        ? `The parenthesis at character ${rest.at + 1} closes nothing.`
        : `Unexpected ${describe(rest)} at character ${rest.at + 1}.`,
    );
  }
  if (!tree) throw invalidQuery('The query has no words to search for (letters or digits).');
  return tree;
}

/** The positive terms of a query (not under a NOT): what a match is explained by. */
export function positiveTerms(node: QueryNode): Extract<QueryNode, { kind: 'term' }>[] {
  if (node.kind === 'term') return [node];
  if (node.kind === 'not') return [];
  return node.children.flatMap(positiveTerms);
}
