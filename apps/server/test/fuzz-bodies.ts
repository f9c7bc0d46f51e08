/**
 * Malformed request bodies, query strings and path parameters for the fuzz suite (fuzz.test.ts), made
 * deterministically from a seed: structural garbage any route may be sent, and mutations of a route's
 * own valid body (each field dropped, replaced by each bad value, extra keys, several at once).
 */

/** JSON text written as it is, for what JSON.stringify cannot write (-0, 1e309, a key named __proto__). */
export class RawJson {
  constructor(readonly text: string) {}
}
const raw = (text: string) => new RawJson(text);

export interface FuzzBody {
  label: string;
  /** The bytes sent; undefined sends no body at all. */
  body: string | Uint8Array | undefined;
  /** The Content-Type header; undefined sends none. */
  contentType: string | undefined;
}

/** A small seeded PRNG (mulberry32): the same seed gives the same bodies on every run. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A seed from a name, so each route gets bodies of its own. */
export function seedOf(name: string): number {
  let hash = 2166136261;
  for (const char of name) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
  return hash >>> 0;
}

function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

/** JSON text of a value; RawJson pieces are written as they are. */
export function toJsonText(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (Array.isArray(value)) return `[${value.map(toJsonText).join(',')}]`;
  if (value && typeof value === 'object') {
    const fields = Object.entries(value).map(([key, inner]) => `${JSON.stringify(key)}:${toJsonText(inner)}`);
    return `{${fields.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

const nested = (depth: number, open: string, inner: string, close: string) =>
  `${open.repeat(depth)}${inner}${close.repeat(depth)}`;

/** Values that do not belong in any field: wrong types, odd numbers, odd text, deep and long things. */
export const BAD_VALUES: readonly { label: string; value: unknown }[] = [
  { label: 'null', value: null },
  { label: 'true', value: true },
  { label: 'false', value: false },
  { label: '0', value: 0 },
  { label: '-1', value: -1 },
  { label: '1.5', value: 1.5 },
  { label: '-0', value: raw('-0') },
  { label: '1e309', value: raw('1e309') },
  { label: '-1e309', value: raw('-1e309') },
  { label: '2^53+1', value: raw('9007199254740993') },
  { label: '1e-400', value: raw('1e-400') },
  { label: '30 digits', value: raw('123456789012345678901234567890') },
  { label: '1e21', value: raw('1e21') },
  { label: 'max value', value: raw('1.7976931348623157e308') },
  { label: 'empty text', value: '' },
  { label: 'spaces', value: '   ' },
  { label: 'NUL', value: '\u0000' },
  { label: 'NUL inside', value: 'leek\u0000; drop table "user"' },
  { label: '100 kB text', value: 'x'.repeat(100_000) },
  { label: 'lone high surrogate', value: '\ud800' },
  { label: 'lone low surrogate', value: 'a\udfffb' },
  { label: 'BOM', value: '\ufeff' },
  { label: 'emoji', value: '🥕'.repeat(80) },
  { label: 'right-to-left override', value: '\u202egnp.exe' },
  { label: 'combining marks', value: `e${'\u0301'.repeat(3000)}` },
  { label: 'line separators', value: '\u2028\u2029\r\n' },
  { label: 'text "null"', value: 'null' },
  { label: 'text "NaN"', value: 'NaN' },
  { label: 'text "1e309"', value: '1e309' },
  { label: 'markup', value: '<script>alert(1)</script>' },
  { label: 'SQL', value: "' OR '1'='1' --" },
  { label: 'path', value: '../../../etc/passwd' },
  { label: 'percent NUL', value: '%00' },
  { label: 'text "__proto__"', value: '__proto__' },
  { label: 'text "constructor"', value: 'constructor' },
  { label: 'impossible date', value: '2024-02-30' },
  { label: 'year 0', value: '0000-01-01' },
  { label: 'year 9999', value: '9999-12-31' },
  { label: 'six-digit year', value: '+275760-09-13' },
  { label: 'nil UUID', value: '00000000-0000-0000-0000-000000000000' },
  { label: 'uppercase UUID', value: 'A3BB189E-8BF9-4888-9912-ACE4E6543002' },
  { label: 'far URL', value: 'https://evil.example/steal' },
  { label: 'protocol-relative', value: '//evil.example' },
  { label: 'javascript URL', value: 'javascript:alert(1)' },
  { label: 'empty list', value: [] },
  { label: 'list of null', value: [null] },
  { label: 'list of text', value: ['a', 'b'] },
  { label: 'list of lists', value: [[[]]] },
  { label: '100k numbers', value: raw(`[${'1,'.repeat(100_000)}1]`) },
  { label: 'empty object', value: {} },
  { label: 'object', value: { a: 1 } },
  { label: '__proto__ object', value: raw('{"__proto__":{"polluted":"yes"}}') },
  { label: 'constructor.prototype object', value: raw('{"constructor":{"prototype":{"polluted":"yes"}}}') },
  { label: 'deep lists', value: raw(nested(20_000, '[', '', ']')) },
  { label: 'deep objects', value: raw(nested(5_000, '{"a":', '1', '}')) },
];

/** Keys no route expects, added to a valid body. */
const EXTRA_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  '',
  'k'.repeat(2_000),
  '\ud800',
  'role',
  'isAdmin',
  'userId',
  'id',
  'emailVerified',
];

type Json = unknown;
type Path = (string | number)[];

/** Every place in a value a mutation can hit: object fields and list items, at any depth. */
function pathsOf(value: Json, path: Path = []): Path[] {
  if (value instanceof RawJson || !value || typeof value !== 'object') return [];
  const entries: [string | number, Json][] = Array.isArray(value)
    ? value.map((inner, index) => [index, inner])
    : Object.entries(value);
  return entries.flatMap(([key, inner]) => [[...path, key], ...pathsOf(inner, [...path, key])]);
}

/** A copy of `value` with the place at `path` replaced (or removed when `replacement` is `DROP`). */
const DROP = Symbol('drop');
function replaced(value: Json, path: Path, replacement: unknown): Json {
  const [head, ...rest] = path;
  if (head === undefined) return replacement;
  if (Array.isArray(value)) {
    const copy = [...value];
    if (rest.length === 0 && replacement === DROP) copy.splice(Number(head), 1);
    else copy[Number(head)] = replaced(copy[Number(head)], rest, replacement);
    return copy;
  }
  const record = value as Record<string, Json>;
  const entries = Object.entries(record).flatMap(([key, inner]): [string, Json][] => {
    if (key !== String(head)) return [[key, inner]];
    if (rest.length === 0 && replacement === DROP) return [];
    return [[key, replaced(inner, rest, replacement)]];
  });
  return Object.fromEntries(entries);
}

const jsonBody = (label: string, text: string, contentType = 'application/json'): FuzzBody => ({
  label,
  body: text,
  contentType,
});

/** 1 MB and one byte: over the API's body limit. */
const OVER_LIMIT = 1024 * 1024 + 1;

/** Bodies any route can be sent: not JSON, the wrong JSON, the wrong type, too deep, too big. */
export function structuralBodies(valid: Json): FuzzBody[] {
  const text = toJsonText(valid);
  const form = new URLSearchParams(
    Object.entries(valid && typeof valid === 'object' ? valid : {}).map(([key, value]): [string, string] => [
      key,
      typeof value === 'string' ? value : toJsonText(value),
    ]),
  ).toString();
  const latin1 = new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc3, 0x22, 0x7d]);
  return [
    { label: 'no body', body: undefined, contentType: undefined },
    { label: 'no body, JSON type', body: undefined, contentType: 'application/json' },
    jsonBody('empty', ''),
    jsonBody('whitespace', ' \n\t '),
    jsonBody('open brace', '{'),
    jsonBody('close brace', '}'),
    jsonBody('cut short', text.slice(0, Math.max(1, Math.floor(text.length / 2)))),
    jsonBody('trailing comma', '{"a":1,}'),
    jsonBody('single quotes', "{'a':1}"),
    jsonBody('bare keys', '{a:1}'),
    jsonBody('null', 'null'),
    jsonBody('true', 'true'),
    jsonBody('zero', '0'),
    jsonBody('minus zero', '-0'),
    jsonBody('1e309', '1e309'),
    jsonBody('2^53+1', '9007199254740993'),
    jsonBody('a string', '"text"'),
    jsonBody('NaN', 'NaN'),
    jsonBody('undefined', 'undefined'),
    jsonBody('empty list', '[]'),
    jsonBody('list of the valid body', `[${text}]`),
    jsonBody('two bodies', `${text}${text}`),
    jsonBody('body then garbage', `${text} garbage`),
    jsonBody('byte order mark', `\ufeff${text}`),
    jsonBody('comment', `/* hi */${text}`),
    jsonBody('raw NUL', `{"a":"\u0000"}`),
    jsonBody('escaped NUL key', '{"a\\u0000b":1}'),
    jsonBody('lone surrogate escape', '{"a":"\\ud800","b":"\\udfff"}'),
    jsonBody('line separator', `{"a":"\u2028"}`),
    { label: 'invalid UTF-8 bytes', body: latin1, contentType: 'application/json' },
    jsonBody('__proto__', '{"__proto__":{"polluted":"yes"}}'),
    jsonBody('constructor.prototype', '{"constructor":{"prototype":{"polluted":"yes"}}}'),
    jsonBody('valid with __proto__', text.replace(/^\{/, '{"__proto__":{"polluted":"yes"},')),
    jsonBody('deep lists', nested(100_000, '[', '', ']')),
    jsonBody('deep objects', nested(50_000, '{"a":', 'null', '}')),
    jsonBody('400k numbers', `[${'0,'.repeat(400_000)}0]`),
    jsonBody('50k keys', `{${Array.from({ length: 50_000 }, (_, i) => `"k${i}":${i}`).join(',')}}`),
    jsonBody('900 kB string', JSON.stringify('y'.repeat(900_000))),
    jsonBody('padded with 900 kB of spaces', `${' '.repeat(900_000)}${text}`),
    jsonBody('over 1 MB', `${' '.repeat(OVER_LIMIT)}{}`),
    jsonBody('as text/plain', text, 'text/plain'),
    jsonBody('as a form', form, 'application/x-www-form-urlencoded'),
    jsonBody(
      'form with NUL',
      'email=a%00b%40example.com&password=%00&name=%00',
      'application/x-www-form-urlencoded',
    ),
    jsonBody('form garbage', '%%%&&&==%ZZ', 'application/x-www-form-urlencoded'),
    jsonBody(
      'multipart',
      '--xyz\r\nContent-Disposition: form-data; name="email"\r\n\r\na@b.c\r\n--xyz--\r\n',
      'multipart/form-data; boundary=xyz',
    ),
    jsonBody('multipart without boundary', text, 'multipart/form-data'),
    jsonBody(
      'multipart cut short',
      '--xyz\r\nContent-Disposition: form-da',
      'multipart/form-data; boundary=xyz',
    ),
    jsonBody('JSON in UTF-16', text, 'application/json; charset=utf-16le'),
    jsonBody('unknown charset', text, 'application/json; charset=klingon'),
    jsonBody('upper-case type', text, 'APPLICATION/JSON'),
    jsonBody('JSON-ish type', text, 'application/vnd.api+json'),
    jsonBody('XML', '<a>1</a>', 'application/xml'),
    { label: 'JSON without a type', body: text, contentType: undefined },
    jsonBody('empty type', text, ''),
  ];
}

/** Mutations of a route's valid body: every place dropped, replaced by bad values, extra keys. */
export function mutatedBodies(valid: Json, random: () => number, count: number): FuzzBody[] {
  const paths = pathsOf(valid);
  const label = (path: Path) => path.join('.') || 'body';
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)] as T;
  const bodies: FuzzBody[] = [];
  const add = (name: string, value: Json) => bodies.push(jsonBody(name, toJsonText(value)));
  const object = valid && typeof valid === 'object' && !Array.isArray(valid) ? valid : {};
  for (const path of paths) add(`${label(path)} dropped`, replaced(valid, path, DROP));
  for (const key of EXTRA_KEYS) {
    const bad = pick(BAD_VALUES);
    add(
      `extra key ${key.slice(0, 20)} = ${bad.label}`,
      Object.fromEntries([...Object.entries(object), [key, bad.value]]),
    );
  }
  // The whole body and every place in it with every bad value, in a seeded order, up to most of the count.
  const pairs = shuffled(
    [[], ...paths].flatMap((path) => BAD_VALUES.map((bad) => ({ path, bad }))),
    random,
  );
  for (const { path, bad } of pairs) {
    if (bodies.length >= count * 0.8) break;
    add(`${label(path)} = ${bad.label}`, replaced(valid, path, bad.value));
  }
  // Then several at once: places in the body, or keys it does not have when it has no places.
  while (bodies.length < count) {
    let value: Json = object;
    const names: string[] = [];
    for (let hits = 0; hits < 3; hits++) {
      const bad = pick(BAD_VALUES);
      const path = paths.length ? pick(paths) : [pick(EXTRA_KEYS)];
      if (paths.length && !pathsOf(value).some((known) => label(known) === label(path))) continue;
      value = paths.length
        ? replaced(value, path, bad.value)
        : { ...(value as object), [String(path[0])]: bad.value };
      names.push(`${label(path).slice(0, 20)} = ${bad.label}`);
    }
    add(names.join(', ') || 'unchanged', value);
  }
  return bodies;
}

/** At least `count` bad bodies for one route, structural ones first, then mutations of its valid body. */
export function fuzzBodies(name: string, valid: Json, count: number): FuzzBody[] {
  const structural = structuralBodies(valid);
  return [
    ...structural,
    ...mutatedBodies(valid, seededRandom(seedOf(name)), Math.max(0, count - structural.length)),
  ];
}

/** Bad values for a path parameter (already URL-encoded where they must be). */
export const BAD_PATH_PARAMS = [
  'not-a-uuid',
  '0',
  '-1',
  '%00',
  '%',
  '%25',
  '%ZZ',
  '%ED%A0%80',
  'a'.repeat(5_000),
  '..',
  '%2e%2e',
  '%2F',
  '__proto__',
  'constructor',
  'toString',
  'hasOwnProperty',
  '00000000-0000-0000-0000-000000000000',
  'A3BB189E-8BF9-4888-9912-ACE4E6543002',
  '%20',
  '%F0%9F%A5%95',
  '1e309',
  'null',
  "'%20OR%201=1",
];

/** Percent-encoded, lone surrogates included (as the bytes of U+FFFD would not test anything). */
function percentEncoded(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return text
      .replace(/[\ud800-\udfff]/g, '%ED%A0%80')
      .replace(/[^\w%.-]/g, (char) => encodeURIComponent(char));
  }
}

/** Query strings no route expects, with the route's own parameter names given bad values. */
export function fuzzQueries(name: string, keys: readonly string[], count: number): string[] {
  const fixed = [
    '?%',
    '?%00=1',
    '?a=%00',
    '?a=%ED%A0%80',
    '?a=%ZZ',
    `?a=${'q'.repeat(8_000)}`,
    '?__proto__[polluted]=yes',
    '?constructor[prototype][polluted]=yes',
    '?a[]=1&a[]=2',
    '?=&&=&',
    '?x=1&x=2&x=3',
  ];
  const random = seededRandom(seedOf(`${name}?`));
  const queries = [...fixed];
  const names = keys.length ? keys : ['q'];
  while (queries.length < count) {
    const parts: string[] = [];
    for (const key of names) {
      if (random() < 0.3) continue;
      const bad = BAD_VALUES[Math.floor(random() * BAD_VALUES.length)] as (typeof BAD_VALUES)[number];
      const text = typeof bad.value === 'string' ? bad.value : toJsonText(bad.value);
      parts.push(`${key}=${percentEncoded(text.slice(0, 6_000))}`);
      if (random() < 0.2) parts.push(`${key}=again`);
    }
    queries.push(`?${parts.join('&')}`);
  }
  return queries;
}
