// Whether an operation promises an answer: the provider's writes mostly declare none, and in a
// migrated (checked) area the sandbox then sends only `{ message }` (route.ts), so the portal
// cannot come to read a body the provider would not send. Areas not yet migrated keep theirs.
import doc from '@portal/contracts/openapi/portal-api.json';

type Paths = Record<string, Record<string, { responses?: Record<string, { content?: Record<string, unknown> }> }>>;
const { paths, 'x-portal-checked': checked } = doc as unknown as { paths: Paths; 'x-portal-checked': string[] };

export function declaresAnswer(endpoint: { method: string; path: string }): boolean {
  const path = `/api/my/${endpoint.path.replace(/:(\w+)/g, '{$1}')}`;
  if (!checked.some((prefix) => path.startsWith(prefix))) return true;
  const op = paths[path]?.[endpoint.method.toLowerCase()];
  return !op || !!op.responses?.['200']?.content?.['application/json'];
}
