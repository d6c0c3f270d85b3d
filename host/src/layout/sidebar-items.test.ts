import { projectLanding } from './sidebar-items';

describe('projectLanding', () => {
  it('opens the virtual servers of the chosen project when cloud infrastructure is deployed', () => {
    expect(projectLanding(new Set(['cloud-infra', 'storage']), 2)).toBe('/vm/2/list');
  });
  it('else the first deployed area, else the project page', () => {
    expect(projectLanding(new Set(['storage']), 2)).toBe('/storage/2');
    expect(projectLanding(new Set(), 2)).toBe('/project/2/specification');
  });
});
