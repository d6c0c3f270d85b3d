import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { CreateBucketCommand } from '@aws-sdk/client-s3';
import { Bucket } from './bucket';

// An S3-compatible server on loopback for the tests: moto's `moto_server`, because it honours the
// conditional writes the store relies on (PutObject with If-None-Match: * and If-Match: <etag>
// answer 412 when the condition fails), which s3rver and the other npm emulators ignore. Each test
// file starts its own on a free port and stops it when done.

// The SDK's notice that its releases after January 2027 need Node 22 (this repository runs on 20)
// is for operators (see deploy/registry/README.md), not for every test's output.
export const S3_CREDENTIALS = {
  AWS_ACCESS_KEY_ID: 'test',
  AWS_SECRET_ACCESS_KEY: 'test',
  AWS_REGION: 'us-east-1',
  AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
};

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const s = createServer();
    s.once('error', fail);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => done(port));
    });
  });
}

export function motoServerBin(): string {
  const found = spawnSync('sh', ['-c', 'command -v moto_server'], { encoding: 'utf8' });
  const bin = found.stdout.trim();
  if (!bin) throw new Error("moto_server is not installed: the bucket tests need moto's S3 server (Python package moto[server]) on PATH");
  return bin;
}

export interface TestS3 {
  endpoint: string;
  env: Record<string, string>;
  /** A new empty bucket's URL, `s3://<bucket>/<prefix>`. */
  newBucket(prefix?: string): Promise<string>;
  stop(): Promise<void>;
}

export async function startTestS3(): Promise<TestS3> {
  const port = await freePort();
  const child: ChildProcess = spawn(motoServerBin(), ['-H', '127.0.0.1', '-p', String(port)], { stdio: 'ignore' });
  const endpoint = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      const r = await fetch(`${endpoint}/`);
      if (r.status < 500) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline || child.exitCode !== null) throw new Error(`moto_server did not start on ${endpoint}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  const env = { ...S3_CREDENTIALS, S3_ENDPOINT: endpoint };
  // The SDK reads credentials from the process environment.
  Object.assign(process.env, S3_CREDENTIALS);
  return {
    endpoint,
    env,
    async newBucket(prefix = 'portal') {
      const name = `store-${randomBytes(4).toString('hex')}`;
      const b = new Bucket({ bucket: name, prefix }, env);
      await b.client.send(new CreateBucketCommand({ Bucket: name }));
      return `s3://${name}/${prefix}`;
    },
    stop: () =>
      new Promise<void>((done) => {
        if (child.exitCode !== null) return done();
        child.once('exit', () => done());
        child.kill('SIGTERM');
      }),
  };
}
