import { DEMO_CREDENTIALS } from '../../seed';
import { harness, projectId, type Harness } from '../../test/harness';

let h: Harness;
beforeEach(() => {
  h = harness();
});
afterEach(() => h.close());

const storageCount = (projectName: string) =>
  h.db.prepare('SELECT COUNT(*) FROM storage_hosts WHERE project_id = ?').pluck().get(projectId(h, projectName)) as number;

test('the owner sees usage over every project; a member only over the projects given to them', async () => {
  const owner = h.api(await h.login());
  const member = h.api(await h.login(DEMO_CREDENTIALS.member.email, DEMO_CREDENTIALS.member.password));
  const main = storageCount('پروژه اصلی');
  const trial = storageCount('پروژه آزمایشی');
  expect(main).toBeGreaterThan(0);

  expect((await owner.get('dashboard/usage/3')).json().at(-1).count).toBe(main + trial);
  expect((await member.get('dashboard/usage/3')).json().at(-1).count).toBe(trial);
});
