import { checkBody, checkInput, checkRule, defineSchema, nameSpec, passwordSpec, readInput, type FieldSpec } from '.';

describe('checkRule', () => {
  it('counts characters, not UTF-16 units, for length', () => {
    expect(checkRule({ kind: 'length', min: 3, max: 5 }, 'سلام')).toBeNull();
    expect(checkRule({ kind: 'length', min: 3, max: 5 }, 'ab')).toEqual({ kind: 'tooShort', min: 3 });
    expect(checkRule({ kind: 'length', min: 3, max: 5 }, 'abcdef')).toEqual({ kind: 'tooLong', max: 5 });
  });
  it('refuses a private range written with host bits and names the range meant', () => {
    const rule = { kind: 'privateCidr', minPrefix: 16, maxPrefix: 29 } as const;
    expect(checkRule(rule, '10.1.0.0/24')).toBeNull();
    expect(checkRule(rule, '10.1.0.7/24')).toEqual({ kind: 'cidrHostBits', expected: '10.1.0.0/24' });
    expect(checkRule(rule, '8.8.8.0/24')).toEqual({ kind: 'privateCidr', minPrefix: 16, maxPrefix: 29 });
    expect(checkRule(rule, '10.0.0.0/8')).toEqual({ kind: 'privateCidr', minPrefix: 16, maxPrefix: 29 });
  });
  it('takes single ports and ordered ranges within 1-65535', () => {
    expect(checkRule({ kind: 'portRange' }, '22')).toBeNull();
    expect(checkRule({ kind: 'portRange' }, '8000-8100')).toBeNull();
    expect(checkRule({ kind: 'portRange' }, '8100-8000')).toEqual({ kind: 'portRange' });
    expect(checkRule({ kind: 'portRange' }, '0')).toEqual({ kind: 'portRange' });
    expect(checkRule({ kind: 'portRange' }, '65536')).toEqual({ kind: 'portRange' });
  });
  it('accepts IPv4 and IPv6 CIDRs', () => {
    expect(checkRule({ kind: 'cidr' }, '0.0.0.0/0')).toBeNull();
    expect(checkRule({ kind: 'cidr' }, '2001:db8::/32')).toBeNull();
    expect(checkRule({ kind: 'cidr' }, '300.1.1.1/8')).toEqual({ kind: 'cidr' });
  });
  it('checks whole numbers against a range', () => {
    expect(checkRule({ kind: 'range', min: 10, max: 2000 }, 120)).toBeNull();
    expect(checkRule({ kind: 'range', min: 10, max: 2000 }, 5)).toEqual({ kind: 'outOfRange', min: 10, max: 2000 });
    expect(checkRule({ kind: 'range', min: 10, max: 2000 }, '12.5')).toEqual({ kind: 'notInteger' });
  });
});

describe('checkInput', () => {
  it('says required for empty or blank input of a required field, nothing for an optional one', () => {
    expect(checkInput(nameSpec, '   ')).toEqual({ kind: 'required' });
    expect(checkInput({ ...nameSpec, required: false }, '')).toBeNull();
  });
  it('trims text before the rules and reports the first broken rule', () => {
    expect(checkInput(nameSpec, '  web-1  ')).toBeNull();
    expect(checkInput(nameSpec, 'a')).toEqual({ kind: 'tooShort', min: 3 });
    expect(checkInput(nameSpec, '-web')).toEqual({ kind: 'pattern', pattern: 'resourceName' });
  });
  it('reads digits in a string as an int and refuses other text', () => {
    const size: FieldSpec = { error: 'Size', label: 'volumeSize', type: 'int', required: true, rules: [{ kind: 'range', min: 10, max: 2000 }] };
    expect(checkInput(size, '120')).toBeNull();
    expect(checkInput(size, 'abc')).toEqual({ kind: 'type', type: 'int' });
  });
});

describe('a list of ids', () => {
  const keys: FieldSpec = {
    error: 'SshKeyIds',
    label: 'sshKeys',
    type: 'intList',
    rules: [
      { kind: 'count', max: 2 },
      { kind: 'range', min: 1, max: 99 },
    ],
  };
  it('reads whole numbers once each, an empty list as empty, anything else as the wrong type', () => {
    expect(readInput(keys, [3, 1, 3])).toEqual({ value: [3, 1] });
    expect(readInput(keys, [])).toEqual({ value: null });
    expect(readInput(keys, '3')).toEqual({ problem: { kind: 'type', type: 'intList' } });
    expect(readInput(keys, [1, 'x'])).toEqual({ problem: { kind: 'type', type: 'intList' } });
  });
  it('checks the count of the list and every entry against the other rules', () => {
    expect(checkInput(keys, [1, 2, 3])).toEqual({ kind: 'tooMany', max: 2 });
    expect(checkInput(keys, [1, 100])).toEqual({ kind: 'outOfRange', min: 1, max: 99 });
    expect(checkInput(keys, [5, 7])).toBeNull();
  });
});

describe('checkBody', () => {
  it('returns only the failing properties of a request', () => {
    const schema = defineSchema<{ name: string; password: string }>()({ name: nameSpec, password: passwordSpec });
    expect(checkBody(schema, { name: 'web-1', password: 'weak' })).toEqual({ password: { kind: 'pattern', pattern: 'password' } });
  });
});

describe('invisible characters in text (every text field, held once in readInput)', () => {
  const project: FieldSpec = { error: 'Name', label: 'projectName', type: 'string', required: true, rules: [{ kind: 'length', min: 3, max: 50 }] };
  const message: FieldSpec = { error: 'Message', label: 'message', type: 'string', required: true };
  const hidden = { kind: 'pattern', pattern: 'visibleText' };

  it('accepts Persian with the zero-width non-joiner (U+200C)', () => {
    expect(checkInput(project, 'پروژه\u200Cهای من')).toBeNull();
    expect(checkInput(project, 'می\u200Cشود')).toBeNull();
  });

  it.each([
    ['right-to-left override U+202E', 'abc\u202Egnp.exe'],
    ['left-to-right embedding U+202A', 'x\u202Ayz'],
    ['first strong isolate U+2068', 'ab\u2068c'],
    ['right-to-left mark U+200F', 'ab\u200Fc'],
    ['Arabic letter mark U+061C', 'ab\u061Cc'],
    ['zero-width space U+200B', 'ad\u200Bmin'],
    ['zero-width joiner U+200D', 'ab\u200Dc'],
    ['word joiner U+2060', 'ab\u2060c'],
    ['byte order mark U+FEFF inside', 'ab\uFEFFc'],
    ['soft hyphen U+00AD', 'ab\u00ADc'],
    ['NUL', 'ab\u0000c'],
    ['escape', 'ab\u001B[31mc'],
    ['DEL', 'ab\u007Fc'],
    ['C1 control U+0085', 'ab\u0085c'],
    ['line break in a name', 'ab\ncd'],
    ['tab in a name', 'ab\tcd'],
  ])('refuses %s', (_what, value) => {
    expect(checkInput(project, value)).toEqual(hidden);
    expect(readInput(project, value)).toEqual({ problem: hidden });
  });

  it('holds for the shared specs too: person names and e-mail addresses', () => {
    const firstName: FieldSpec = { error: 'FirstName', label: 'firstName', type: 'string', required: true };
    expect(checkInput(firstName, 'علی\u202E')).toEqual(hidden);
    expect(checkInput({ error: 'Email', label: 'email', type: 'string', required: true }, 'a\u200B@example.com')).toEqual(hidden);
  });

  it('multi-line text may have line breaks and tabs, but not the rest', () => {
    expect(checkInput(message, 'سلام\nخط دوم\tبا تب')).toBeNull();
    expect(checkInput(message, 'سلام\u202Eخط')).toEqual({ kind: 'pattern', pattern: 'visibleMultilineText' });
  });

  it('passwords are taken as typed', () => {
    expect(checkInput(passwordSpec, 'Abcdef1!\u200B')).toBeNull();
  });
});
