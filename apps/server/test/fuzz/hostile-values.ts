// The raw material of the mutations: values that broke (or could break) a server somewhere.

/** Every member name of Object.prototype, `__proto__` and `constructor` included. */
export const prototypeKeys = Object.getOwnPropertyNames(Object.prototype)

/** Values for those keys, as JSON text: plain ones and the shapes of prototype pollution. */
export const prototypeValues = [
  '1',
  '"x"',
  'null',
  'true',
  '[]',
  '{}',
  '{"prototype":{}}',
  '{"prototype":{"polluted":true}}',
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  '["__proto__"]',
]

/** Text that databases, regexes, terminals and renderers choke on; each is put into every string field. */
export const hostileTexts = [
  '\u0000',
  'Ma\u0000the',
  '\u0000'.repeat(50),
  '\ud800',
  '\udfff',
  'x\udfff',
  '\udfff\ud800',
  '7a\ud83d',
  '\ud800'.repeat(300),
  '\u202e',
  '\u202eAbc\u202c',
  '\u200f',
  '\u200e\u200f\u061c\u2066',
  `e${'\u0301'.repeat(500)}`,
  `Z${'\u0336\u0353\u035c'.repeat(300)}`,
  '\u0001\u0002\u0007\u0008\u001b[31m\u007f',
  '\u0085\u2028\u2029',
  '\t\r\n',
  '\u000b\u000c',
  '🧮',
  '👩‍👩‍👧‍👦',
  '🇨🇭'.repeat(40),
  '\ufeff',
  '\ufffe\uffff',
  '\u00ad\u200b\u2060',
  '   ',
  '',
  'x'.repeat(101),
  'x'.repeat(255),
  'x'.repeat(300),
  'ä'.repeat(5000),
  'x'.repeat(90_000),
  "'; DROP TABLE users; --",
  '<script>alert(1)</script>',
  '%s%n%x%d',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, sent as written
  '${7*7}{{7*7}}',
  '../../etc/passwd',
  'undefined',
]

/** Odd ids as JSON numbers (text, so that 1e400 reaches the parser as written). */
export const oddIdNumbers = [
  '-1',
  '0',
  '-0',
  '2147483647',
  '2147483648',
  '4294967296',
  '9007199254740992',
  '9007199254740993',
  '12345678901234567890',
  '1e400',
  '-1e400',
  '1.5',
  '1.0',
  '1e3',
  '1E-7',
]

/** Odd ids as strings: in bodies (as JSON strings), queries and paths. */
export const oddIdStrings = [
  '-1',
  '0',
  '2147483648',
  '9007199254740992',
  '99999999999',
  '00000000001',
  '1e400',
  '1.5',
  'abc',
  '0x10',
  '1e3',
  ' 1',
  '1 ',
  '+1',
  '１',
  '٣',
  'NaN',
  'Infinity',
  '',
  '1,2',
  '1\u0000',
]

/** Path segments, already encoded: traversal, malformed escapes, very long. */
export const oddPathSegments = [
  '..%2F..%2Fetc%2Fpasswd',
  '..',
  '.',
  '%2e%2e',
  '%2E%2E%2F%2E%2E%2F',
  '..\\..\\',
  '..%5C..%5C',
  '%00',
  'agb.html%00.pdf',
  '%zz',
  '%',
  '%E0%A4%A',
  '%ED%A0%80',
  '%C0%AE%C0%AE',
  '%252e%252e',
  '%2F',
  '%20',
  ';',
  'x'.repeat(101),
  'x'.repeat(2000),
  'x'.repeat(30_000),
]

/** Content types the JSON API should refuse (or read as JSON only where they really are JSON). */
export const oddContentTypes = [
  'text/plain',
  'text/plain; charset=utf-8',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'application/json; charset=utf-7',
  'application/json; charset=latin1',
  'application/json; charset=nonsense',
  'application/json;;;',
  ';;;',
  '',
  'application/JSON',
  ' application/json ',
  'application/json, text/html',
  'application/jsonx',
  'application/vnd.api+json',
  'application/*',
  '*/*',
  'application/octet-stream',
  'text/html',
  undefined,
]

/** Values of any JSON type, for a field of some other type. */
export const wrongTypeValues = [
  '0',
  '1',
  '-1.5',
  '"x"',
  '""',
  'true',
  'false',
  'null',
  '[]',
  '[1,"a",null]',
  '{}',
  '{"a":1}',
  '[{}]',
]

/** A value nested `depth` levels deep, as JSON text. */
export function nested(depth: number, shape: 'array' | 'object' | 'mixed'): string {
  switch (shape) {
    case 'array':
      return `${'['.repeat(depth)}${']'.repeat(depth)}`
    case 'object':
      return `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`
    case 'mixed':
      return `${'[{"a":'.repeat(depth)}null${'}]'.repeat(depth)}`
  }
}

/** Depths up to and past what fits in the 100 KB body limit (a level takes two to seven bytes). */
export const nestingDepths = [64, 1000, 5000, 14_000, 40_000, 60_000]
