/** @jest-environment @portal/api/test-support/jsdom-fetch-environment */
import { act, cleanup, renderHook } from '@testing-library/react';
import { account, ADDITION_OPERATIONS, project, storage } from '@portal/contracts';
import { configureApi } from './client';
import { call } from './call';
import { ApiError } from './errors';
import { absentAdditions, isAddition, isOffered, resetAdditionsForTest, useAddition } from './additions';
import { fakeFetch, json } from './test-support/fake-fetch';

const toastError = jest.fn();
configureApi({ notify: { error: toastError } });
const serve = (status: number, body?: unknown) => configureApi({ fetch: fakeFetch(() => json(status, body)).fetch });

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

beforeEach(() => {
  toastError.mockClear();
  resetAdditionsForTest();
});
afterAll(cleanup);

describe('the additions of the document', () => {
  it('are listed by method and path template, ours only', () => {
    expect(ADDITION_OPERATIONS).toContain('GET account/session/list');
    expect(isAddition(account.sessionList)).toBe(true);
    expect(isAddition(project.list)).toBe(false);
  });
});

describe('useAddition', () => {
  it.each([404, 405])('an addition answering %i is no longer offered, re-renders, and nothing is toasted', async (status) => {
    const { result } = renderHook(() => useAddition(account.sessionList));
    expect(result.current.offered).toBe(true);
    serve(status, { title: 'Not Found' });
    const error = await act(() => failure(call(account.sessionList)));
    expect(error.status).toBe(status);
    expect(error.messages).toEqual([]);
    expect(result.current.offered).toBe(false);
    expect(toastError).not.toHaveBeenCalled();
    expect(absentAdditions()).toEqual(['GET account/session/list']);
  });

  it("stays offered for the addition's other failures, which the catalogue reports as usual", async () => {
    serve(500, { message: 'سرور مشغول است' });
    await failure(call(account.sessionList));
    expect(isOffered(account.sessionList)).toBe(true);
    expect(toastError.mock.calls.map((c) => c[0])).toEqual(['سرور مشغول است']);
  });

  it("a provider operation's 404 or 405 changes nothing: offered, and a 405 is toasted as before", async () => {
    serve(404);
    await failure(call(storage.hostGet, { params: { projectId: 1, id: 2 } }));
    serve(405, { message: 'روش مجاز نیست' });
    await failure(call(project.list));
    expect(isOffered(project.list)).toBe(true);
    expect(isOffered(storage.hostGet)).toBe(true);
    expect(absentAdditions()).toEqual([]);
    expect(toastError.mock.calls.map((c) => c[0])).toEqual(['روش مجاز نیست']);
  });

  it("once absent, stays absent for the page's life (a later success is not asked for)", async () => {
    serve(404);
    await failure(call(account.sessionList));
    const { result } = renderHook(() => useAddition(account.sessionList));
    expect(result.current.offered).toBe(false);
  });
});
