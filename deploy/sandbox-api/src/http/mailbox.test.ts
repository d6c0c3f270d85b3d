import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseAllDocuments } from 'yaml';
import { peekCaptcha } from '../index';
import { DEMO_CREDENTIALS } from '../seed';
import { harness, type Harness } from '../test/harness';

const SECRET = 'test-mailbox-secret-0123456789';
const email = DEMO_CREDENTIALS.demo.email;
let h: Harness;
afterEach(() => h.close());

const codes = (to: string, headers: Record<string, string> = {}) => h.api().get(`/api/sandbox/codes?to=${encodeURIComponent(to)}`, headers);
const form = (fields: Record<string, string>) =>
  h.app.inject({
    method: 'POST',
    url: '/api/sandbox/mailbox',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });

async function forgot() {
  const { captchaKey } = (await h.api().get('auth/captcha')).json();
  const res = await h.api().post('auth/forgot', { email, captchaKey, captchaCode: peekCaptcha(h, captchaKey)! });
  expect(res.statusCode).toBe(200);
}

test('without exposeCodes neither the codes endpoint nor the mailbox exists', async () => {
  h = harness({ codesSecret: SECRET });
  expect((await codes(email, { 'x-sandbox-secret': SECRET })).statusCode).toBe(404);
  expect((await h.api().get('/api/sandbox/mailbox')).statusCode).toBe(404);
});

describe('with exposeCodes', () => {
  beforeEach(() => {
    h = harness({ exposeCodes: true, codesSecret: SECRET, logCodes: () => {} });
  });

  test('an anonymous caller or a wrong secret reads nothing: the reset-code takeover is closed', async () => {
    await forgot();
    for (const headers of [{}, { 'x-sandbox-secret': 'guess' }, { 'x-sandbox-secret': `${SECRET}x` }] as Record<string, string>[]) {
      const res = await codes(email, headers);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: expect.stringMatching(/[آ-ی]/) });
      expect(res.body).not.toMatch(/reset-password/);
    }
    // Nor through the query string.
    expect((await h.api().get(`/api/sandbox/codes?to=${email}&secret=${SECRET}`)).statusCode).toBe(401);
  });

  test('the secret reads what was sent to an address, and a captcha answer by its key', async () => {
    await forgot();
    const mail = await codes(email, { 'x-sandbox-secret': SECRET });
    expect(mail.statusCode).toBe(200);
    expect(mail.headers['cache-control']).toBe('no-store');
    expect(mail.json().codes[0]).toMatchObject({ kind: 'reset-password', to: email, code: expect.stringMatching(/^\d{6}$/) });
    const { captchaKey } = (await h.api().get('auth/captcha')).json();
    expect((await codes(captchaKey, { 'x-sandbox-secret': SECRET })).json().codes[0]).toMatchObject({ kind: 'captcha', code: peekCaptcha(h, captchaKey) });
  });

  test('the mailbox page asks for the secret and lists the codes of an address only with it', async () => {
    await forgot();
    const code = (await codes(email, { 'x-sandbox-secret': SECRET })).json().codes[0].code as string;
    const blank = await h.api().get('/api/sandbox/mailbox');
    expect(blank.statusCode).toBe(200);
    expect(blank.headers['content-type']).toMatch(/^text\/html/);
    expect(blank.body).toContain('dir="rtl"');
    expect(blank.body).toContain('name="secret"');

    const denied = await form({ secret: 'nope', to: email });
    expect(denied.statusCode).toBe(401);
    expect(denied.body).not.toContain(code);

    const open = await form({ secret: SECRET, to: email });
    expect(open.statusCode).toBe(200);
    expect(open.body).toContain(code);
    expect(open.body).toContain('reset-password');
  });

  test('without a configured secret one is generated: still nothing anonymously', async () => {
    await h.close();
    const log = jest.spyOn(console, 'log').mockImplementation(() => {});
    const saved = process.env.SANDBOX_CODES_SECRET;
    delete process.env.SANDBOX_CODES_SECRET;
    try {
      h = harness({ exposeCodes: true, logCodes: () => {} });
      await h.app.ready();
      const printed = /mailbox secret[^:]*: (\S+)/.exec(log.mock.calls.map((c) => String(c[0])).join('\n'))?.[1];
      expect(printed).toMatch(/^[\w-]{20,}$/);
      expect((await codes(email)).statusCode).toBe(401);
      expect((await codes(email, { 'x-sandbox-secret': printed! })).statusCode).toBe(200);
    } finally {
      log.mockRestore();
      if (saved !== undefined) process.env.SANDBOX_CODES_SECRET = saved;
    }
  });
});

test('the k8s manifests proxy /api upstream and keep the mailbox off', () => {
  const read = (file: string) => parseAllDocuments(readFileSync(join(__dirname, '../../../k8s', file), 'utf8')).map((d) => d.toJS());
  const config = read('configmap.yaml').find((d) => d?.kind === 'ConfigMap');
  // A real provider behind /api: the gateway never mounts the sandbox, so its mailbox cannot exist.
  expect(config.data.UPSTREAM_API_URL).toMatch(/^https:\/\//);
  expect(config.data.SANDBOX_EXPOSE_CODES ?? '0').toBe('0');
  const pods = ['deployment.yaml', 'canary-writer.yaml'].flatMap((file) => read(file).filter((d) => d?.kind === 'Deployment'));
  expect(pods.length).toBeGreaterThanOrEqual(2);
  for (const pod of pods) {
    // Each pod runs one gateway process (the writer is the same image with a writer's credentials).
    const [gateway] = pod.spec.template.spec.containers;
    expect(gateway.envFrom).toContainEqual({ configMapRef: { name: config.metadata.name } });
    const env = (gateway.env ?? []) as Array<{ name: string; value?: string }>;
    expect(env.map((e) => e.name)).not.toContain('SANDBOX_CODES_SECRET');
    expect(env.find((e) => e.name === 'SANDBOX_EXPOSE_CODES')?.value ?? '0').toBe('0');
    expect(env.map((e) => e.name)).not.toContain('UPSTREAM_API_URL');
  }
});
