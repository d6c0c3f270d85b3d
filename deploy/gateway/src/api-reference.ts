// The reference page of the wire (`/api/docs`) for the teams that build remotes and for operators:
// every operation of the one API document by area, its parameters, body and answer fields, and which
// are the portal's own. Rendered once on the server from portal-api.json: no script, one style
// element carrying the response's CSP nonce.
type Schema = {
  $ref?: string;
  type?: string | string[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  items?: Schema;
  properties?: Record<string, Schema>;
  enum?: unknown[];
  'x-portal'?: string;
};
type Operation = {
  summary?: string;
  tags?: string[];
  parameters?: { in: string; name: string; required?: boolean; schema?: Schema }[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  responses?: Record<string, { description?: string; content?: Record<string, { schema?: Schema }> }>;
  'x-portal'?: string;
  'x-provider-operation'?: string;
};
export type ApiDocument = {
  info: { title?: string; description?: string; version?: string };
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
  'x-portal-checked'?: string[];
};

const METHODS = ['get', 'post', 'put', 'delete', 'patch'];

/**
 * What the portal adds on operations the provider has, built in the browser or answered by this
 * gateway, so it works against the provider and needs no server of ours beyond the gateway. Calls
 * are named as the contracts name them (`GET dns-cdn/:projectId/…`); the reference's test holds
 * each to be a provider operation of the document, never one of ours.
 */
export const ON_PROVIDER_CALLS: readonly {
  feature: string;
  calls: readonly string[];
  /** The operation of ours this gateway itself answers from those calls (asked with the caller's token); none: built in the browser. */
  servedByGateway?: string;
}[] = [
  {
    feature: 'An invoice as a PDF, rendered by the gateway from the invoice the upstream answers',
    calls: ['GET financial/invoice/get/:id'],
    servedByGateway: 'GET financial/invoice/download/:id',
  },
  {
    feature: "A zone's file (BIND text), exported: the record list, and each MX, SRV and CAA record read whole",
    calls: ['GET dns-cdn/:projectId/host/:dnsCdnHostId/dns-record/list', 'GET dns-cdn/:projectId/host/:dnsCdnHostId/dns-record/get/:id'],
  },
  {
    feature:
      "A zone's file imported, all or nothing: every line checked against the record list before the first write, then one create or edit per record; when one fails, the edits made are put back and the records created deleted",
    calls: [
      'GET dns-cdn/:projectId/host/:dnsCdnHostId/dns-record/list',
      'POST dns-cdn/:projectId/host/:dnsCdnHostId/dns-record/create',
      'PUT dns-cdn/:projectId/host/:dnsCdnHostId/dns-record/edit/:id',
      'DELETE dns-cdn/:projectId/host/:dnsCdnHostId/dns-record/delete/:id',
    ],
  },
  { feature: "A list's CSV: the rows the page already has (no call)", calls: [] },
];

/** `GET dns-cdn/:projectId/host/list` → the document's path and method. */
export const documentKey = (call: string): { method: string; path: string } => {
  const [method = '', path = ''] = call.split(' ');
  return { method: method.toLowerCase(), path: `/api/my/${path.replace(/:(\w+)/g, '{$1}')}` };
};

/** The part of the reference that says what of ours needs a server of ours, and what stands on the provider's calls. */
const servedByGateway = (path: string, method: string) =>
  ON_PROVIDER_CALLS.find(({ servedByGateway: op }) => op && documentKey(op).path === path && documentKey(op).method === method);

function additionsSection(doc: ApiDocument): string {
  const ours: string[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of METHODS) {
      if (item[method]?.['x-portal'] === 'addition' && !servedByGateway(path, method)) {
        const id = `op-${method}-${path}`.replace(/[^\w-]/g, '-');
        ours.push(
          `<li><a href="#${esc(id)}"><code>${method.toUpperCase()} ${esc(path)}</code></a>${item[method]!.summary ? ` — ${esc(item[method]!.summary)}` : ''}</li>`,
        );
      }
    }
  }
  const built = ON_PROVIDER_CALLS.map(
    ({ feature, calls, servedByGateway: op }) =>
      `<li>${esc(feature)}${op ? ` (<code>${esc(op)}</code>, answered by the gateway)` : ' (in the browser)'}${calls.length ? `: ${calls.map((c) => `<code>${esc(c)}</code>`).join(', ')}` : ''}</li>`,
  ).join('');
  return `<section id="additions"><h2>What the portal adds</h2>
<h3>On the provider's calls (no server of ours)</h3><p>Built from the provider's own operations, in the browser or by this gateway with the caller's token; they work against the provider as against the sandbox.</p><ul>${built}</ul>
<h3>Needing a server of ours (${ours.length} operations)</h3><p class="note">Operations marked <span class="mark addition">ours</span>: the provider has no such call, the sandbox serves them. Pointed at the provider, the first 404 or 405 to one of them makes the feature behind it step aside for the rest of the page's life (the button, tab or column is not offered; <code>useAddition</code> of <code>@portal/api</code>) and no error is shown.</p><ul>${ours.join('')}</ul></section>`;
}
const esc = (s: unknown) => String(s).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const refName = (ref: string) => ref.split('/').pop() ?? ref;

/** A schema as one short line: `GetProfileResponse`, `string | null`, `Array<ProjectListResponse>`. */
export function kind(s: Schema | undefined): string {
  if (!s) return 'any';
  if (s.$ref) return `<a href="#schema-${esc(refName(s.$ref))}">${esc(refName(s.$ref))}</a>`;
  const union = s.anyOf ?? s.oneOf;
  if (union) return union.map(kind).join(' | ');
  if (s.type === 'array') return `Array&lt;${kind(s.items)}&gt;`;
  const base = Array.isArray(s.type) ? s.type.join(' | ') : (s.type ?? 'any');
  return s.enum ? `${esc(base)} (${s.enum.map((v) => esc(JSON.stringify(v))).join(', ')})` : esc(base);
}

const badge = (mark: string | undefined) => (mark ? ` <span class="mark ${esc(mark)}">${mark === 'addition' ? 'ours' : 'spec override'}</span>` : '');
const fields = (s: Schema | undefined) =>
  s?.properties
    ? `<table><tbody>${Object.entries(s.properties)
        .map(([name, f]) => `<tr><td><code>${esc(name)}</code></td><td>${kind(f)}</td></tr>`)
        .join('')}</tbody></table>`
    : `<p>${kind(s)}</p>`;
const json = (c: Record<string, { schema?: Schema }> | undefined) => (c ? Object.values(c)[0]?.schema : undefined);

/** A body or answer with its named schema's fields shown in place (a list: its rows' fields). */
function shape(s: Schema, schemas: Record<string, Schema>): string {
  const named = (x: Schema | undefined) => (x?.$ref ? schemas[refName(x.$ref)] : undefined);
  if (named(s)) return `<p>${kind(s)}</p>${fields(named(s))}`;
  if (s.type === 'array' && named(s.items)) return `<p>${kind(s)}</p>${fields(named(s.items))}`;
  return fields(s);
}

function additionNote(path: string, method: string): string {
  const built = servedByGateway(path, method);
  return built
    ? `<p class="note">Answered by the gateway from the provider's ${built.calls.map((c) => `<code>${esc(c)}</code>`).join(', ')}: <a href="#additions">no server of ours</a> behind it.</p>`
    : `<p class="note">Needs a server of ours (<a href="#additions">the provider has no such call</a>): where the upstream answers 404 or 405, the feature steps aside.</p>`;
}

function operation(path: string, method: string, op: Operation, schemas: Record<string, Schema>): string {
  const params = op.parameters?.length
    ? `<p>${op.parameters.map((p) => `<code>${esc(p.in)}:${esc(p.name)}${p.required ? '' : '?'}</code> ${kind(p.schema)}`).join(' · ')}</p>`
    : '';
  const body = json(op.requestBody?.content);
  const answer = json(op.responses?.['200']?.content);
  const id = `op-${method}-${path}`.replace(/[^\w-]/g, '-');
  return `<section class="op" id="${esc(id)}"><h3><span class="method ${method}">${method.toUpperCase()}</span> <code>${esc(path)}</code>${badge(op['x-portal'])}</h3>
${op.summary ? `<p>${esc(op.summary)}</p>` : ''}${op['x-portal'] === 'addition' ? additionNote(path, method) : ''}${op['x-provider-operation'] ? `<p class="note">The provider's path: <code>${esc(op['x-provider-operation'])}</code></p>` : ''}${params}
${body ? `<h4>Body</h4>${shape(body, schemas)}` : ''}<h4>Answer</h4>${answer ? shape(answer, schemas) : '<p class="note">Not declared: read nothing from it; refetch the resource.</p>'}</section>`;
}

export function renderReference(doc: ApiDocument, nonce: string): string {
  const byTag = new Map<string, string[]>();
  let count = 0;
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      count++;
      const tag = op.tags?.[0] ?? 'other';
      byTag.set(tag, [...(byTag.get(tag) ?? []), operation(path, method, op, doc.components.schemas)]);
    }
  }
  const tags = [...byTag.keys()].sort();
  const schemas = Object.entries(doc.components.schemas)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, s]) => `<section class="schema" id="schema-${esc(name)}"><h3><code>${esc(name)}</code>${badge(s['x-portal'])}</h3>${fields(s)}</section>`)
    .join('\n');
  return `<!doctype html><html lang="en" dir="ltr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(doc.info.title ?? 'API reference')}</title><style nonce="${esc(nonce)}">
body{font:15px/1.5 system-ui,sans-serif;margin:0;color:#1f2328;display:grid;grid-template-columns:16rem 1fr}
nav{position:sticky;top:0;height:100vh;overflow:auto;padding:1rem;background:#f6f8fa;border-right:1px solid #d0d7de}
nav a{display:block;padding:.25rem 0;color:#0969da}main{padding:1rem 2rem;max-width:60rem}
.op,.schema{border-top:1px solid #d0d7de;padding:.5rem 0}table{border-collapse:collapse}td{padding:.15rem .75rem .15rem 0;vertical-align:top}
.method{font-weight:700;padding:0 .4rem;border-radius:4px;color:#fff;background:#57606a}.get{background:#1a7f37}.post{background:#0969da}.put{background:#9a6700}.delete{background:#cf222e}
.mark{font-size:.8rem;padding:0 .4rem;border-radius:4px;background:#ddf4ff;color:#0a3069}.override{background:#fff8c5;color:#4d2d00}.note{color:#57606a}
a{color:#0969da}code{font-size:.9em}@media (max-width:50rem){body{display:block}nav{position:static;height:auto}}</style></head>
<body><nav aria-label="Areas"><a href="#additions">What the portal adds</a><strong>Areas</strong>${tags.map((t) => `<a href="#tag-${esc(t.replace(/\W/g, '-'))}">${esc(t)}</a>`).join('')}<a href="#schemas">Schemas</a><a href="/api/docs/openapi.json">openapi.json</a></nav>
<main><h1>${esc(doc.info.title ?? 'API reference')}</h1><p>${esc(doc.info.description ?? '')}</p>
<p>${count} operations. Areas the sandbox holds to this document in its tests: ${(doc['x-portal-checked'] ?? []).map((p) => `<code>${esc(p)}</code>`).join(' ')}</p>
${additionsSection(doc)}
${tags.map((t) => `<h2 id="tag-${esc(t.replace(/\W/g, '-'))}">${esc(t)}</h2>\n${byTag.get(t)!.join('\n')}`).join('\n')}
<h2 id="schemas">Schemas</h2>${schemas}</main></body></html>`;
}
