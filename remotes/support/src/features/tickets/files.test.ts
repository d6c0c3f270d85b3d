import { addFiles, applyFileErrors, precheck } from './files';
import { supportMessages } from '../../messages';

const f = supportMessages.files;
const file = (name: string, size: number, type: string) => new File([new Uint8Array(size)], name, { type });

test('refuses before sending what it can tell: size, count and kind', () => {
  expect(precheck(file('a.png', 10, 'image/png'), 0)).toBeUndefined();
  expect(precheck(file('a.png', 5 * 1024 * 1024 + 1, 'image/png'), 0)).toBe(f.tooLarge(5));
  expect(precheck(file('a.exe', 10, 'application/x-msdownload'), 0)).toBe(f.wrongType);
  expect(precheck(file('a.png', 10, 'image/png'), 5)).toBe(f.tooMany(5));
  const six = addFiles([], Array.from({ length: 6 }, (_, i) => file(`s${i}.png`, 10, 'image/png')));
  expect(six.map((x) => x.status)).toEqual(['ready', 'ready', 'ready', 'ready', 'ready', 'refused']);
});

test("maps the server's Files[i] to the i-th file sent, skipping those refused before sending", () => {
  const files = addFiles([], [file('big.pdf', 6 * 1024 * 1024, 'application/pdf'), file('a.png', 1, 'image/png'), file('b.txt', 1, 'text/plain')]);
  const { files: out, rest } = applyFileErrors(files, { 'Files[1]': ['refused b'], Message: ['m'] });
  expect(out.map((x) => [x.file.name, x.status, x.error])).toEqual([
    ['big.pdf', 'refused', f.tooLarge(5)],
    ['a.png', 'ready', undefined],
    ['b.txt', 'refused', 'refused b'],
  ]);
  expect(rest).toEqual({ Message: ['m'] });
});
