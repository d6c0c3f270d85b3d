import { count, projectId, signedInProject } from '../../test/harness';
import { ecdsaKey, ed25519Key, rsaKey } from '../../test/ssh-keys';
import { parseSshPublicKey } from './ssh-key-format';

describe('public key format', () => {
  test.each([
    ['ed25519', ed25519Key()],
    ['rsa 2048', rsaKey()],
    ['ecdsa p256', ecdsaKey('P-256', 'nistp256')],
    ['ecdsa p384', ecdsaKey('P-384', 'nistp384')],
  ])('accepts a real %s key and fingerprints it like ssh-keygen', (_, key) => {
    const parsed = parseSshPublicKey(key);
    expect(parsed).toMatchObject({ keyType: key.split(' ')[0], fingerprint: expect.stringMatching(/^SHA256:[A-Za-z0-9+/]{43}$/) });
  });

  test('a known key has the fingerprint ssh-keygen prints', () => {
    // Made with `ssh-keygen -t ed25519`; `ssh-keygen -lf` printed this fingerprint.
    const known = 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAICG2sqcADg4QlYt1MTRD/mUULT5gI+ZLjqCuVyHJqpQ7 test';
    expect(parseSshPublicKey(known)).toMatchObject({ fingerprint: 'SHA256:rUuso5qodVOyVPnStsU3Pn/9SV19ddDcO7vb8e64oME', comment: 'test' });
  });

  const ed = ed25519Key();
  const [, blob] = ed.split(' ');
  test.each([
    ['empty type', `${blob}`, 'قالب OpenSSH'],
    ['unknown type', `ssh-dss ${blob}`, 'قالب OpenSSH'],
    ['broken base64', `ssh-ed25519 ${blob.slice(0, -3)}!!`, 'base64'],
    ['truncated blob', `ssh-ed25519 ${blob.slice(0, 40)}`, 'base64'],
    ['declared type differs from the blob', `ssh-rsa ${blob}`, 'هم‌خوانی'],
    ['a private key', '-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAA\n-----END OPENSSH PRIVATE KEY-----', 'کلید خصوصی'],
    ['two lines', `${ed}\n${ed}`, 'قالب OpenSSH'],
  ])('refuses %s', (_, text, fragment) => {
    const parsed = parseSshPublicKey(text);
    expect('error' in parsed && parsed.error).toContain(fragment);
  });

  test('refuses RSA keys under 2048 bits', () => {
    const parsed = parseSshPublicKey(rsaKey(1024));
    expect('error' in parsed && parsed.error).toContain('۲۰۴۸');
  });
});

describe('ssh key endpoints', () => {
  const t = signedInProject();

  test('create answers a message; the list shows the key by name and fingerprint (the key itself is not sent back); delete removes it', async () => {
    const key = ed25519Key('ali@work');
    const res = await t.api.post(`vm/${t.pid}/key/create`, { name: 'laptop', publicKey: `  ${key.replace(/ /g, '   ')}  ` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: expect.any(String) });
    const [row] = (await t.api.get(`vm/${t.pid}/key/list`)).json();
    expect(row).toEqual({
      id: expect.any(Number),
      name: 'laptop',
      fingerPrint: (parseSshPublicKey(key) as { fingerprint: string }).fingerprint,
      createDate: expect.any(String),
    });
    expect(t.h.db.prepare('SELECT public_key FROM ssh_keys WHERE id = ?').pluck().get(row.id)).toBe(key);
    expect((await t.api.del(`vm/${t.pid}/key/delete/${row.id}`)).statusCode).toBe(200);
    expect((await t.api.get(`vm/${t.pid}/key/list`)).json()).toEqual([]);
  });

  test('every field error in one Persian 422, nothing written', async () => {
    const before = count(t.h, 'ssh_keys');
    const res = await t.api.post(`vm/${t.pid}/key/create`, { name: '', publicKey: 'ssh-rsa AAAA' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ Name: ['وارد کردن نام کلید الزامی است'], PublicKey: [expect.stringContaining('نباید کمتر از')] });
    expect(count(t.h, 'ssh_keys')).toBe(before);
  });

  test('the same key twice in a project is refused, also under another name; another project may hold it', async () => {
    const key = ed25519Key();
    expect((await t.api.post(`vm/${t.pid}/key/create`, { name: 'one', publicKey: key })).statusCode).toBe(200);
    const again = await t.api.post(`vm/${t.pid}/key/create`, { name: 'two', publicKey: key });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({ PublicKey: ['این کلید عمومی قبلاً در این پروژه ثبت شده است'] });
    const sameName = await t.api.post(`vm/${t.pid}/key/create`, { name: 'ONE', publicKey: ed25519Key() });
    expect(sameName.json().errors).toEqual({ Name: ['نام کلید تکراری است'] });
    expect((await t.api.post(`vm/${projectId(t.h, 'پروژه اصلی')}/key/create`, { name: 'one', publicKey: key })).statusCode).toBe(200);
  });

  test("another customer's keys and project answer 404", async () => {
    await t.api.post(`vm/${t.pid}/key/create`, { name: 'mine', publicKey: ed25519Key() });
    const [created] = (await t.api.get(`vm/${t.pid}/key/list`)).json();
    expect((await t.other.get(`vm/${t.pid}/key/list`)).statusCode).toBe(404);
    expect((await t.other.del(`vm/${t.pid}/key/delete/${created.id}`)).statusCode).toBe(404);
    expect((await t.api.get(`vm/${t.pid}/key/list`)).json()).toHaveLength(1);
    expect((await t.h.api().get(`vm/${t.pid}/key/list`)).statusCode).toBe(401);
  });
});
