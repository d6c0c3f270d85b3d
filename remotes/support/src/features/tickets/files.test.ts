import { addFiles, applyFileErrors, precheck, toFormData } from './files';
import { ticketMessages } from './messages';

const f = ticketMessages.files;
const file = (name: string, size: number, type: string) => new File([new Uint8Array(size)], name, { type });

test('refuses before sending what it can tell: size, a second file and kind', () => {
  expect(precheck(file('a.png', 10, 'image/png'), 0)).toBeUndefined();
  expect(precheck(file('a.png', 5 * 1024 * 1024 + 1, 'image/png'), 0)).toBe(f.tooLarge(5));
  expect(precheck(file('a.exe', 10, 'application/x-msdownload'), 0)).toBe(f.wrongType);
  expect(precheck(file('a.png', 10, 'image/png'), 1)).toBe(f.tooMany(1));
  const two = addFiles([], [file('s0.png', 10, 'image/png'), file('s1.png', 10, 'image/png')]);
  expect(two.map((x) => x.status)).toEqual(['ready', 'refused']);
});

test("sends the one file under the provider's `attachment`, and maps the server's Attachment error to it", () => {
  const files = addFiles([], [file('big.pdf', 6 * 1024 * 1024, 'application/pdf'), file('a.png', 1, 'image/png')]);
  const body = toFormData({ issueId: 5, content: 'متن' }, files);
  expect((body.get('attachment') as File).name).toBe('a.png');
  expect(body.getAll('attachment')).toHaveLength(1);
  const { files: out, rest } = applyFileErrors(files, { Attachment: ['refused a'], Content: ['m'] });
  expect(out.map((x) => [x.file.name, x.status, x.error])).toEqual([
    ['big.pdf', 'refused', f.tooLarge(5)],
    ['a.png', 'refused', 'refused a'],
  ]);
  expect(rest).toEqual({ Content: ['m'] });
});
