// Property-based run of the checked areas: bodies drawn from the document's request schemas
// (test/arbitrary-body.ts), sent as the demo customer to each write at its path. The sandbox must
// never answer 5xx, every refusal must be in the error catalogue's shape, and a refused write must
// leave the database as it was.
import fc from 'fast-check';
import { harness } from '../test/harness';
import { writeCounter } from '../test/write-counter';
import { arbitraryOf } from '../test/arbitrary-body';
import { fillPath, firstId, operations, schemas } from '../test/wire-operations';

/**
 * Tables a refused request may still write by design: sessions' last use, the security log,
 * attempt counters, spent captchas and challenges, and the codes a wrong guess counts against
 * (burnt after a few: the brute-force limit is the refusal's purpose).
 */
const BOOKKEEPING = new Set([
  'tokens',
  'user_log',
  'login_failures',
  'captchas',
  'login_challenges',
  'idempotency_keys',
  'outbox',
  'pending_changes',
  'reset_codes',
  'pending_signups',
]);
/** Bodies per write (FUZZ_RUNS); a 401 (a logout, a revoked session) signs the run in again. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 25);

/** The error catalogue (docs/product-rules.md, error catalogue) as the interceptor reads it. */
function inCatalogue(body: any): boolean {
  if (!body || typeof body !== 'object') return false;
  const text = (v: unknown) => typeof v === 'string' && v.length > 0;
  const errors =
    body.errors === undefined || (typeof body.errors === 'object' && Object.values(body.errors).every((list) => Array.isArray(list) && list.every(text)));
  return errors && (text(body.message) || text(body.errorMessage) || body.errors !== undefined);
}

it('answers generated bodies of every write without a server error, in the catalogue, with nothing half-written', async () => {
  const h = harness();
  const writes = writeCounter(h.db, BOOKKEEPING);
  let token = await h.login();
  const projectId = (await firstId(h, token, '/api/my/project/list')) ?? '1';
  const writeOps = operations.filter((o) => o.method !== 'GET');
  const failures: string[] = [];
  let requests = 0;
  const statuses: Record<number, number> = {};
  for (const op of writeOps) {
    const path = (await fillPath(h, token, op.path, projectId)) ?? op.path.replace(/\{\w+\}/g, '999999');
    const arbitrary = op.body ? arbitraryOf(op.body as never, schemas) : fc.constant(undefined);
    await fc
      .assert(
        fc.asyncProperty(arbitrary, async (body) => {
          // A transition an earlier write began (creating, deleting) settles first: the request's own
          // settle pass would otherwise change the database under a refusal that changed nothing.
          h.settle();
          const before = writes();
          const res = await h.app.inject({
            method: op.method as 'POST',
            url: path,
            headers: { authorization: `Bearer ${token}` },
            ...(body === undefined ? {} : { payload: body as object }),
          });
          requests++;
          statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1;
          const problem =
            res.statusCode >= 500
              ? `${res.statusCode} ${res.body.slice(0, 200)}`
              : res.statusCode >= 400 && !inCatalogue(res.json())
                ? `${res.statusCode} not in the catalogue: ${res.body.slice(0, 200)}`
                : res.statusCode >= 400 && writes() !== before
                  ? `${res.statusCode} but the database changed`
                  : null;
          if (res.statusCode === 401) token = await h.login();
          if (problem) failures.push(`${op.method} ${op.path} ${JSON.stringify(body)?.slice(0, 200)}: ${problem}`);
          return problem === null;
        }),
        { numRuns: RUNS, seed: Number(process.env.FUZZ_SEED ?? 28), endOnFailure: true },
      )
      .catch(() => undefined);
  }
  console.log(
    `wire fuzz: ${writeOps.length} writes of the checked areas, ${requests} requests (by status: ${JSON.stringify(statuses)}), ${failures.length} problems`,
  );
  await h.close();
  expect(failures).toEqual([]);
});
