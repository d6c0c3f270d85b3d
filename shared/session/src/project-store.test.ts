import { callerAccessType, selectProjectAccess, useProjectStore } from './project-store';

const row = (id: number, name: string) => ({
  id,
  name,
  customer: 'مشتری',
  customerId: 1,
  datacenterId: 1,
  datacenter: 'تهران',
  hypervisorId: 1,
  hypervisor: 'KVM',
  isPublic: false,
  status: true,
});
const list = [row(1, 'اصلی'), row(12, 'آزمایشی')];

function startWith(value: string | null) {
  localStorage.clear();
  if (value !== null) localStorage.setItem('selectedProjectId', value);
  let fresh!: typeof import('./project-store');
  jest.isolateModules(() => {
    fresh = require('./project-store');
  });
  return fresh.useProjectStore;
}

beforeEach(() => {
  localStorage.clear();
  useProjectStore.getState().clear();
});

describe('setProjectId', () => {
  it('stores the id and picks the matching project from the list', () => {
    useProjectStore.getState().setProjectList(list);
    useProjectStore.getState().setProjectId(12);
    expect(useProjectStore.getState()).toMatchObject({ selectedProjectId: 12, selectedProject: list[1] });
    expect(localStorage.getItem('selectedProjectId')).toBe('12');
  });
  it('keeps the id without a project while the list has not arrived', () => {
    useProjectStore.getState().setProjectId('12');
    expect(useProjectStore.getState()).toMatchObject({ selectedProjectId: 12, selectedProject: null });
    expect(localStorage.getItem('selectedProjectId')).toBe('12');
  });
  it('accepts a route parameter in Persian digits', () => {
    useProjectStore.getState().setProjectId('۱۲');
    expect(useProjectStore.getState().selectedProjectId).toBe(12);
  });
  it.each([null, undefined, '', 'abc', 0, -3, 1.5])('treats %p as empty: removes the stored id and clears selection', (empty) => {
    useProjectStore.getState().setProjectList(list);
    useProjectStore.getState().setProjectId(1);
    useProjectStore.getState().setProjectId(empty as never);
    expect(useProjectStore.getState()).toMatchObject({ selectedProjectId: null, selectedProject: null });
    expect(localStorage.getItem('selectedProjectId')).toBeNull();
  });
});

describe('setProjectList', () => {
  it('clears a selected id that is not in the new list, in state and storage', () => {
    useProjectStore.getState().setProjectId(99);
    useProjectStore.getState().setProjectList(list);
    expect(useProjectStore.getState()).toMatchObject({ selectedProjectId: null, selectedProject: null, projectList: list });
    expect(localStorage.getItem('selectedProjectId')).toBeNull();
  });
  it('refreshes the selected project from the new list', () => {
    useProjectStore.getState().setProjectList(list);
    useProjectStore.getState().setProjectId(1);
    const renamed = [row(1, 'نام تازه')];
    useProjectStore.getState().setProjectList(renamed);
    expect(useProjectStore.getState().selectedProject).toEqual(renamed[0]);
  });
  it('does not select anything on its own', () => {
    useProjectStore.getState().setProjectList(list);
    expect(useProjectStore.getState().selectedProjectId).toBeNull();
  });
});

describe('restore at start-up', () => {
  it('a stored id restores the selection when the list arrives', () => {
    const store = startWith('12');
    expect(store.getState()).toMatchObject({ selectedProjectId: 12, selectedProject: null });
    store.getState().setProjectList(list);
    expect(store.getState().selectedProject).toEqual(list[1]);
  });
  it('a stored id missing from the list is cleared when the list arrives', () => {
    const store = startWith('77');
    store.getState().setProjectList(list);
    expect(store.getState().selectedProjectId).toBeNull();
    expect(localStorage.getItem('selectedProjectId')).toBeNull();
  });
  it('a stored value that is not an id is removed', () => {
    const store = startWith('"undefined"');
    expect(store.getState().selectedProjectId).toBeNull();
    expect(localStorage.getItem('selectedProjectId')).toBeNull();
  });
});

describe("the caller's right on a project", () => {
  const users = [
    { userId: 7, userAccessTypeId: 3 },
    { userId: 8, userAccessTypeId: 2 },
  ];
  it('is admin everywhere for a super user, whatever the list says', () => {
    expect(callerAccessType({ userId: 7, isSuperUser: true }, users)).toBe(1);
    expect(callerAccessType({ userId: 7, isSuperUser: true }, undefined)).toBe(1);
  });
  it("is the access type of the caller's own row otherwise", () => {
    expect(callerAccessType({ userId: 7, isSuperUser: false }, users)).toBe(3);
    expect(callerAccessType({ userId: 8 }, users)).toBe(2);
  });
  it('is unknown without login info, before the list arrives, or without a row', () => {
    expect(callerAccessType(null, users)).toBeNull();
    expect(callerAccessType({ userId: 7 }, undefined)).toBeNull();
    expect(callerAccessType({ userId: 99 }, users)).toBeNull();
    expect(callerAccessType({ userId: 7 }, [{ userId: 7, userAccessTypeId: 42 }])).toBeNull();
  });
});

describe('the recorded access per project', () => {
  it("is the given project's, else the selected one's; admin for a super user; forgotten on clear", () => {
    const s = useProjectStore.getState();
    s.setProjectList(list);
    s.setProjectId(1);
    s.setProjectAccess(1, 2);
    s.setProjectAccess(12, 3);
    const caller = { userId: 7, isSuperUser: false };
    expect(selectProjectAccess(useProjectStore.getState(), caller)).toBe(2);
    expect(selectProjectAccess(useProjectStore.getState(), caller, 12)).toBe(3);
    expect(selectProjectAccess(useProjectStore.getState(), caller, 99)).toBeNull();
    expect(selectProjectAccess(useProjectStore.getState(), { userId: 7, isSuperUser: true }, 12)).toBe(1);
    s.clear();
    expect(selectProjectAccess(useProjectStore.getState(), caller, 12)).toBeNull();
  });
});
