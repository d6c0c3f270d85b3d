// Compile-time checks of call()'s argument typing (run by `tsc`); the runtime test is trivial.
import { call } from './call';
import { project, storage, account } from '@portal/contracts';

export function typeChecks(): void {
  void call(project.list);
  void call(account.profileGet, {});
  void call(project.get, { params: { id: 1 } });
  void call(storage.hostCreate, { params: { projectId: 1 }, body: { name: 'a', productBundleId: 1, datacenterId: 1 } });
  // @ts-expect-error params are required when the path has placeholders
  void call(project.get);
  // @ts-expect-error the body must match the contract
  void call(project.create, { body: { title: 'x' } });
  // @ts-expect-error a path parameter name must exist
  void call(project.get, { params: { projectId: 1 } });
  const typed: Promise<{ id: number; name: string; createdAt: string }[]> = call(project.list);
  void typed;
}

it('type checks live in tsc', () => {
  expect(typeof typeChecks).toBe('function');
});
