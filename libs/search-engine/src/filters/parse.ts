import { SearchRequestError } from '../protocol/errors';

/**
 * Algolia's filter languages as one syntax tree: the `filters` string (AND / OR / NOT,
 * parentheses, `attr:value`, `attr:"quoted value"`, `attr > 3`, `attr:1 TO 5`), `facetFilters`
 * (AND of OR-arrays, `-attr:value` or `attr:-value` negation) and `numericFilters`.
 */

export type Comparison = '<' | '<=' | '=' | '!=' | '>=' | '>';

export type FilterNode =
  | { kind: 'and'; children: FilterNode[] }
  | { kind: 'or'; children: FilterNode[] }
  | { kind: 'not'; child: FilterNode }
  /** `attr:value`: a facet value, or numeric equality on a numeric attribute. */
  | { kind: 'facet'; attribute: string; value: string }
  | { kind: 'numeric'; attribute: string; op: Comparison; value: number }
  | { kind: 'range'; attribute: string; low: number; high: number };

type Token =
  | { type: 'word'; text: string; at: number }
  | { type: 'string'; text: string; at: number }
  | { type: 'op'; text: ':' | Comparison; at: number }
  | { type: '(' | ')'; at: number };

const COMPARISONS: Comparison[] = ['<=', '>=', '!=', '<', '>', '='];
const KEYWORDS = new Set(['AND', 'OR', 'NOT', 'TO']);
/**
 * Parentheses and NOT nest at most this deep: the parser (and the evaluator after it) recurse once
 * per level, so a request of 10,000 '(' must be refused, not overflow the stack (a 500).
 */
export const MAX_FILTER_DEPTH = 32;
const WORD_END = /[\s()":<>=!]/;

function tokenize(input: string, label: string): Token[] {
  const out: Token[] = [];
  let i = 0;
  while (i < input.length) {
    const c = input[i];
    if (/\s/.test(c)) {
      i++;
    } else if (c === '(' || c === ')') {
      out.push({ type: c, at: i });
      i++;
    } else if (c === '"' || c === "'") {
      const start = i;
      let text = '';
      i++;
      while (i < input.length && input[i] !== c) {
        if (input[i] === '\\' && i + 1 < input.length) i++;
        text += input[i];
        i++;
      }
      if (i >= input.length) throw new SearchRequestError(`${label}: unterminated quoted string at col ${start + 1}`);
      i++;
      out.push({ type: 'string', text, at: start });
    } else if (c === ':') {
      out.push({ type: 'op', text: ':', at: i });
      i++;
    } else {
      const op = COMPARISONS.find((candidate) => input.startsWith(candidate, i));
      if (op) {
        out.push({ type: 'op', text: op, at: i });
        i += op.length;
        continue;
      }
      const start = i;
      let text = '';
      while (i < input.length && !WORD_END.test(input[i])) {
        if (input[i] === '\\' && i + 1 < input.length) i++;
        text += input[i];
        i++;
      }
      if (text === '') throw new SearchRequestError(`${label}: unexpected character '${c}' at col ${start + 1}`);
      out.push({ type: 'word', text, at: start });
    }
  }
  return out;
}

function toNumber(text: string, label: string, at: number): number {
  const value = text.trim() === '' ? Number.NaN : Number(text);
  if (!Number.isFinite(value)) throw new SearchRequestError(`${label}: '${text}' is not a number (col ${at + 1})`);
  return value;
}

class Parser {
  private position = 0;

  constructor(
    private readonly tokens: Token[],
    private readonly label: string,
    private readonly length: number,
  ) {}

  private peek(): Token | undefined {
    return this.tokens[this.position];
  }

  private describe(token: Token | undefined): string {
    if (!token) return `end of input (col ${this.length + 1})`;
    const text = token.type === 'word' || token.type === 'string' || token.type === 'op' ? token.text : token.type;
    return `'${text}' at col ${token.at + 1}`;
  }

  private fail(expected: string, token = this.peek()): never {
    throw new SearchRequestError(`${this.label}: expected ${expected}, found ${this.describe(token)}`);
  }

  private isKeyword(keyword: string): boolean {
    const token = this.peek();
    return token?.type === 'word' && token.text === keyword;
  }

  parseAll(): FilterNode {
    if (this.tokens.length === 0) this.fail('a filter');
    const node = this.parseOr();
    if (this.position < this.tokens.length) this.fail('AND, OR or the end');
    return node;
  }

  private parseOr(): FilterNode {
    const children = [this.parseAnd()];
    while (this.isKeyword('OR')) {
      this.position++;
      children.push(this.parseAnd());
    }
    return children.length === 1 ? children[0] : { kind: 'or', children };
  }

  private parseAnd(): FilterNode {
    const children = [this.parseUnary()];
    while (this.isKeyword('AND')) {
      this.position++;
      children.push(this.parseUnary());
    }
    return children.length === 1 ? children[0] : { kind: 'and', children };
  }

  private depth = 0;

  /** Runs one nested level, refusing to go deeper than MAX_FILTER_DEPTH. */
  private nested<T>(parse: () => T): T {
    if (++this.depth > MAX_FILTER_DEPTH) throw new SearchRequestError(`${this.label}: nested more than ${MAX_FILTER_DEPTH} levels deep (parentheses and NOT)`);
    try {
      return parse();
    } finally {
      this.depth--;
    }
  }

  private parseUnary(): FilterNode {
    if (this.isKeyword('NOT')) {
      this.position++;
      return { kind: 'not', child: this.nested(() => this.parseUnary()) };
    }
    return this.parsePrimary();
  }

  private operand(what: string): { text: string; at: number } {
    const token = this.peek();
    if (!token || (token.type !== 'word' && token.type !== 'string') || (token.type === 'word' && KEYWORDS.has(token.text))) this.fail(what);
    this.position++;
    return { text: token.text, at: token.at };
  }

  private parsePrimary(): FilterNode {
    const token = this.peek();
    if (token?.type === '(') {
      this.position++;
      const node = this.nested(() => this.parseOr());
      if (this.peek()?.type !== ')') this.fail("')'");
      this.position++;
      return node;
    }
    const attribute = this.operand('an attribute name or (').text;
    const op = this.peek();
    if (op?.type !== 'op') this.fail(`':' or a comparison after '${attribute}'`);
    this.position++;
    if (op.text === ':') {
      const value = this.operand(`a value for '${attribute}'`);
      if (this.isKeyword('TO')) {
        this.position++;
        const high = this.operand(`the upper bound for '${attribute}'`);
        return { kind: 'range', attribute, low: toNumber(value.text, this.label, value.at), high: toNumber(high.text, this.label, high.at) };
      }
      return { kind: 'facet', attribute, value: value.text };
    }
    const value = this.operand(`a number after '${attribute} ${op.text}'`);
    return { kind: 'numeric', attribute, op: op.text, value: toNumber(value.text, this.label, value.at) };
  }
}

/** The `filters` string (an empty one filters nothing: null). */
export function parseFilters(input: string, label = 'filters'): FilterNode | null {
  if (input.trim() === '') return null;
  return new Parser(tokenize(input, label), label, input.length).parseAll();
}

/** One `facetFilters` entry: 'attr:value', '-attr:value' or 'attr:-value' (negation), 'attr:\-value' (a literal dash). */
export function parseFacetFilter(entry: string): FilterNode {
  let text = entry;
  let negated = false;
  if (text.startsWith('-')) {
    negated = true;
    text = text.slice(1);
  }
  const colon = text.indexOf(':');
  if (colon <= 0) throw new SearchRequestError(`facetFilters: '${entry}' is not of the form attribute:value`);
  const attribute = text.slice(0, colon).trim().replace(/^"(.*)"$/, '$1');
  let value = text.slice(colon + 1);
  if (value.startsWith('-')) {
    negated = !negated;
    value = value.slice(1);
  } else if (value.startsWith('\\-')) {
    value = value.slice(1);
  }
  const node: FilterNode = { kind: 'facet', attribute, value };
  return negated ? { kind: 'not', child: node } : node;
}

type FilterList = string | readonly (string | readonly string[])[];

function listToTree(list: FilterList, parse: (entry: string) => FilterNode): FilterNode | null {
  const entries = typeof list === 'string' ? [list] : list;
  const children: FilterNode[] = [];
  for (const entry of entries) {
    if (typeof entry === 'string') {
      children.push(parse(entry));
    } else if (entry.length > 0) {
      const alternatives = entry.map(parse);
      children.push(alternatives.length === 1 ? alternatives[0] : { kind: 'or', children: alternatives });
    }
  }
  if (children.length === 0) return null;
  return children.length === 1 ? children[0] : { kind: 'and', children };
}

/** `facetFilters`: a string, or an AND of entries that are strings or OR-arrays. */
export function parseFacetFilters(list: FilterList): FilterNode | null {
  return listToTree(list, parseFacetFilter);
}

/** `numericFilters`: like facetFilters, with 'attr > 3' or 'attr:1 TO 5' entries. */
export function parseNumericFilters(list: FilterList): FilterNode | null {
  return listToTree(list, (entry) => {
    const node = parseFilters(entry, 'numericFilters');
    if (!node || (node.kind !== 'numeric' && node.kind !== 'range')) {
      throw new SearchRequestError(`numericFilters: '${entry}' is not a numeric comparison (attr > 3) or range (attr:1 TO 5)`);
    }
    return node;
  });
}
