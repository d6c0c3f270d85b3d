// The figures of the provider-wire issues: for every checked area, each provider GET that declares
// an answer is called on the seeded sandbox as the demo user, at the document's path, and held to
// its declared fields; each write is looked up at its method and path. Printed as a table, and
// every GET must conform.
import { harness } from '../test/harness';
import { checked, fillPath, firstId, operations } from '../test/wire-operations';
import { createWireCheck } from './wire-check';
import { declaredPaths, sentPaths } from '../test/field-paths';
import doc from '@portal/contracts/openapi/portal-api.json';

/** GETs that answer 200 only inside a flow a browser drives (a provider's consent), tested where that flow is. */
const FLOWS: Record<string, string> = { 'GET /api/my/auth/login-google-callback': 'auth/external-identity.test.ts' };

it('answers every provider GET of the checked areas as the document declares it', async () => {
  // The check is done here, per call, so that one stray answer does not hide the others' figures.
  const h = harness({ wireCheck: false });
  const wire = createWireCheck();
  const token = await h.login();
  const projectId = (await firstId(h, token, '/api/my/project/list')) ?? '1';
  const failures: string[] = [];
  // Per checked area: GETs, answered at the path, declared field paths, those that arrived, undeclared ones sent.
  const areas = new Map(checked.map((prefix) => [prefix, { gets: 0, answered: 0, declared: 0, arrived: 0, undeclared: 0 }]));
  let answered = 0;
  let conforming = 0;
  const gets = operations.filter((o) => o.method === 'GET' && o.declared && !o.ours && !FLOWS[`GET ${o.path}`]);
  for (const op of gets) {
    const url = await fillPath(h, token, op.path, projectId);
    const res = url ? await h.api(token).get(url) : null;
    const ok = res !== null && res.statusCode === 200;
    if (ok) answered++;
    const body = res && ok ? (String(res.headers['content-type']).includes('json') ? res.json() : res.body) : undefined;
    const violation = ok ? wire.check('GET', op.path.replace(/\{(\w+)\}/g, ':$1'), 200, body) : null;
    if (ok && !violation) conforming++;
    else
      failures.push(
        `${op.method} ${op.path}: ${res ? `${res.statusCode} ${violation ? violation.problems.join('; ') : res.body.slice(0, 160)}` : 'no seeded value for a path parameter'}`,
      );
    const area = areas.get(checked.filter((prefix) => op.path.startsWith(prefix)).sort((a, b) => b.length - a.length)[0]!)!;
    const declared = declaredPaths((doc as any).paths[op.path].get.responses['200'].content['application/json'].schema);
    const sent = ok ? sentPaths(body) : [];
    area.gets++;
    if (ok) area.answered++;
    area.declared += declared.length;
    area.arrived += declared.filter((p) => sent.includes(p)).length;
    area.undeclared += sent.filter((p) => !declared.includes(p)).length;
  }
  const writes = operations.filter((o) => o.method !== 'GET' && !o.ours);
  const registered = writes.filter((o) => h.app.hasRoute({ method: o.method as 'POST', url: o.path.replace(/\{(\w+)\}/g, ':$1') }));
  console.log(
    [
      `Checked areas: ${checked.join(' ')}`,
      `Provider GETs with a declared answer: ${gets.length}; answered 200 at the provider's path: ${answered}; every declared field in its kind and nothing else: ${conforming}`,
      `Provider writes: ${writes.length}; served at the provider's method and path: ${registered.length}`,
      `Our additions in these areas: ${operations.filter((o) => o.ours).length}; GETs tested in their flows: ${Object.entries(FLOWS)
        .map(([op, file]) => `${op} (${file})`)
        .join(', ')}`,
      'Per area: provider GETs, answered at the path, declared field paths, arrived (in the seeded answers), undeclared sent',
      ...[...areas].filter(([, a]) => a.gets).map(([prefix, a]) => `  ${prefix}  ${a.gets}  ${a.answered}  ${a.declared}  ${a.arrived}  ${a.undeclared}`),
      ...failures,
    ].join('\n'),
  );
  await h.close();
  expect(failures).toEqual([]);
  expect(registered.length).toBe(writes.length);
});
