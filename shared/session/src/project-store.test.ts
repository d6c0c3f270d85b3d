import { selectProjectRole, useProjectStore } from './project-store';

const list = [
  { id: 1, name: 'اصلی', createdAt: '2026-01-01T00:00:00Z', role: 'admin' as const },
  { id: 12, name: 'آزمایشی', createdAt: '2026-01-01T00:00:00Z', role: 'viewer' as const },
];

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
    const renamed = [{ id: 1, name: 'نام تازه', createdAt: '2026-01-01T00:00:00Z', role: 'admin' as const }];
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

describe('the caller role', () => {
  it('is the role of the route project when given, else of the selected one, else unknown', () => {
    const s = useProjectStore.getState();
    s.setProjectId(1);
    s.setProjectList(list);
    expect(selectProjectRole(useProjectStore.getState())).toBe('admin');
    expect(selectProjectRole(useProjectStore.getState(), 12)).toBe('viewer');
    expect(selectProjectRole(useProjectStore.getState(), 99)).toBeNull();
    s.clear();
    expect(selectProjectRole(useProjectStore.getState())).toBeNull();
  });
});
