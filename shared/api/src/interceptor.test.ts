/** @jest-environment @portal/api/test-support/jsdom-fetch-environment */
import { onLogout, setNavigator, useAuthStore, useProjectStore } from '@portal/session';
import { messages } from '@portal/locale';
import { auth, project, storage } from '@portal/contracts';
import { configureApi } from './client';
import { call } from './call';
import { ApiError } from './errors';
import { fakeFetch, hang, json, type Handler } from './test-support/fake-fetch';

// The host hands the toast helper to the client at start-up; here a spy stands in for it.
const toastError = jest.fn();
configureApi({ notify: { error: toastError } });
const toasted = () => toastError.mock.calls.map((c) => c[0]);

let navigate: jest.Mock;
let unsetNavigator: () => void;

function serve(handler: Handler, timeout?: number) {
  const fake = fakeFetch(handler);
  configureApi({ fetch: fake.fetch, timeout });
  return fake;
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('expected the call to fail');
}

const listProjects = () => call(project.list);
const loginAs = (token: string) =>
  useAuthStore
    .getState()
    .loginSucceeded({ accessToken: token, twoFactor: false, profileCompleted: true, userTitle: 'کاربر' }, { email: 'a@b.c', password: 'Secret1!' });

beforeEach(() => {
  toastError.mockClear();
  localStorage.clear();
  useAuthStore.getState().clear();
  navigate = jest.fn();
  unsetNavigator = setNavigator(navigate);
});
afterEach(() => unsetNavigator());

describe('error catalogue through the client', () => {
  it('timeout: toast and a 408 error', async () => {
    serve(hang, 30);
    const error = await failure(listProjects());
    expect(error.status).toBe(408);
    expect(error.kind).toBe('timeout');
    expect(toasted()).toEqual([messages.errors.requestTimeout]);
  });

  it('no response: the generic toast, status 0', async () => {
    serve(() => Promise.reject(new TypeError('Failed to fetch')));
    const error = await failure(listProjects());
    expect(error).toMatchObject({ status: 0, kind: 'network' });
    expect(toasted()).toEqual([messages.errors.generic]);
  });

  it('5xx: the server message, else generic (also for an HTML error page)', async () => {
    serve(() => json(500, { message: 'سرور مشغول است' }));
    expect((await failure(listProjects())).status).toBe(500);
    serve(() => new Response('<html>Bad gateway</html>', { status: 502, headers: { 'Content-Type': 'text/html' } }));
    await failure(listProjects());
    expect(toasted()).toEqual(['سرور مشغول است', messages.errors.generic]);
  });

  it('422: one toast per message, field errors kept for the form', async () => {
    const errors = { name: ['نام کوتاه است'], productBundleId: ['طرح را انتخاب کنید', 'طرح موجود نیست'] };
    serve(() => json(422, { errors }));
    const error = await failure(call(storage.hostCreate, { params: { projectId: 1 }, body: { name: 'a', isPredefined: true, productBundleId: 0 } }));
    expect(error.status).toBe(422);
    expect(error.fieldErrors).toEqual(errors);
    expect(error.body).toEqual({ errors });
    expect(toasted()).toEqual(['نام کوتاه است', 'طرح را انتخاب کنید', 'طرح موجود نیست']);
    expect(error.messages).toEqual(toasted());
  });

  it('422 without messages: errorMessage, title, then the Persian fallback', async () => {
    serve(() => json(422, { errorMessage: 'اطلاعات تکراری است' }));
    await failure(listProjects());
    serve(() => json(422, { title: 'عنوان' }));
    await failure(listProjects());
    serve(() => json(422));
    await failure(listProjects());
    expect(toasted()).toEqual(['اطلاعات تکراری است', 'عنوان', 'اطلاعات وارد شده معتبر نیست']);
  });

  it('429: the rate-limit fallback, and a huge Retry-After does not delay the answer', async () => {
    const fake = serve(() => json(429, {}, { 'Retry-After': '999999' }));
    const started = Date.now();
    const error = await failure(listProjects());
    expect(Date.now() - started).toBeLessThan(2000);
    expect(error.status).toBe(429);
    expect(fake.requests).toHaveLength(1);
    expect(toasted()).toEqual([messages.errors.tooManyRequests]);
  });

  it('403: navigates to /forbidden without a toast', async () => {
    serve(() => json(403, { message: 'دسترسی ندارید' }));
    const error = await failure(listProjects());
    expect(error.status).toBe(403);
    expect(navigate).toHaveBeenCalledWith('/forbidden');
    expect(toastError).not.toHaveBeenCalled();
  });

  it('404: the error is returned, no toast, no navigation', async () => {
    serve(() => json(404, { message: 'پیدا نشد' }));
    const error = await failure(call(project.get, { params: { id: 9 } }));
    expect(error.status).toBe(404);
    expect(toastError).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('400 and others: the server message, else generic', async () => {
    serve(() => json(400, { message: 'درخواست نامعتبر است' }));
    await failure(listProjects());
    serve(() => json(409));
    await failure(listProjects());
    expect(toasted()).toEqual(['درخواست نامعتبر است', messages.errors.generic]);
  });
});

describe('401', () => {
  it('with a held token: clears session, project and cache listeners, goes to the login page', async () => {
    loginAs('tok-1');
    useProjectStore.getState().setProjectList([
      {
        id: 3,
        name: 'پ',
        customer: 'م',
        customerId: 1,
        datacenterId: 1,
        datacenter: 'تهران',
        hypervisorId: 1,
        hypervisor: 'KVM',
        isPublic: false,
        status: true,
      },
    ]);
    useProjectStore.getState().setProjectId(3);
    const cleared = jest.fn();
    const off = onLogout(cleared);
    serve(() => json(401));
    const error = await failure(listProjects());
    off();
    expect(error.status).toBe(401);
    expect(useAuthStore.getState().loginInfo).toBeNull();
    expect(useProjectStore.getState().selectedProjectId).toBeNull();
    expect(localStorage.length).toBe(0);
    expect(cleared).toHaveBeenCalledWith('expired');
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/account/login');
    expect(toastError).not.toHaveBeenCalled();
  });

  it('several at once: one clear and one redirect, until the next login', async () => {
    loginAs('tok-1');
    const cleared = jest.fn();
    const off = onLogout(cleared);
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    serve(async () => {
      await gate;
      return json(401);
    });
    const pending = [listProjects(), listProjects(), listProjects()].map(failure);
    release();
    const errors = await Promise.all(pending);
    expect(errors.map((e) => e.status)).toEqual([401, 401, 401]);
    expect(cleared).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledTimes(1);

    // A new login brings a new token: its 401 is handled again.
    loginAs('tok-2');
    serve(() => json(401));
    await failure(listProjects());
    expect(cleared).toHaveBeenCalledTimes(2);
    expect(navigate).toHaveBeenCalledTimes(2);
    off();
  });

  it('without a token on the login form: the server message, no navigation', async () => {
    window.history.pushState({}, '', '/account/login');
    serve(() => json(401, { message: 'ایمیل یا رمز عبور اشتباه است' }));
    const error = await failure(call(auth.login, { body: { email: 'a@b.c', password: 'x' } }));
    window.history.pushState({}, '', '/');
    expect(error.status).toBe(401);
    expect(toasted()).toEqual(['ایمیل یا رمز عبور اشتباه است']);
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('requests', () => {
  it('go to /api/my with the path filled, JSON body and the bearer token', async () => {
    loginAs('tok-9');
    const fake = serve(() => json(200, { id: 1 }));
    await call(storage.hostEdit, { params: { projectId: 4, id: 'a b' }, body: { volumeSize: 100 } });
    const [req] = fake.requests;
    expect(req.method).toBe('PUT');
    expect(new URL(req.url).pathname).toBe('/api/my/storage/4/host/edit/a%20b');
    expect(req.headers.get('Authorization')).toBe('Bearer tok-9');
    expect(req.headers.get('Content-Type')).toMatch(/application\/json/);
    expect(await req.json()).toEqual({ volumeSize: 100 });
  });

  it('carry no token while the access token is "0"', async () => {
    loginAs('0');
    const fake = serve(() => json(200, []));
    await listProjects();
    expect(fake.requests[0].headers.get('Authorization')).toBeNull();
  });

  it('send query parameters, leaving unset ones out', async () => {
    const fake = serve(() => json(200, []));
    await call({ method: 'GET', path: 'account/user-log' } as never, { query: { PageNumber: 2, UserId: undefined, FromDate: '2025-03-20' } } as never);
    const url = new URL(fake.requests[0].url);
    expect(url.searchParams.get('PageNumber')).toBe('2');
    expect(url.searchParams.get('FromDate')).toBe('2025-03-20');
    expect(url.searchParams.has('UserId')).toBe(false);
  });

  it('pass FormData through as multipart', async () => {
    const fake = serve(() => json(200, { id: 5 }));
    const form = new FormData();
    form.set('subject', 'مشکل');
    await call({ method: 'POST', path: 'portal/issue/create' } as never, { body: form } as never);
    expect(fake.requests[0].headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/);
    expect((await fake.requests[0].formData()).get('subject')).toBe('مشکل');
  });

  it('resolve 204 and empty bodies to undefined', async () => {
    serve(() => new Response(null, { status: 204 }));
    await expect(call(project.delete, { params: { id: 1 } })).resolves.toBeUndefined();
    serve(() => new Response('', { status: 200 }));
    await expect(call(project.delete, { params: { id: 1 } })).resolves.toBeUndefined();
  });

  it('never retry a POST, and do not retry a GET either at the client level', async () => {
    const fake = serve(() => json(503));
    await failure(call(project.create, { body: { name: 'پ' } }));
    expect(fake.requests).toHaveLength(1);
    await failure(listProjects());
    expect(fake.requests).toHaveLength(2);
  });

  it('a caller that shows the refusal itself gets the error and its messages, and no toast', async () => {
    serve(() => json(422, { errors: { name: ['نام تکراری است'] } }));
    const error = await failure(call(project.list, { showsRefusal: true }));
    expect(error.status).toBe(422);
    expect(error.messages).toEqual(['نام تکراری است']);
    expect(toasted()).toEqual([]);
  });

  it('a caller that shows the refusal itself still loses an expired session', async () => {
    loginAs('held');
    serve(() => json(401, {}));
    await failure(call(project.list, { showsRefusal: true }));
    expect(useAuthStore.getState().loginInfo).toBeNull();
    expect(navigate).toHaveBeenCalled();
  });

  it('a call cancelled by its caller is not toasted', async () => {
    serve(hang);
    const controller = new AbortController();
    const promise = failure(call(project.list, { signal: controller.signal }));
    controller.abort();
    const error = await promise;
    expect(error.kind).toBe('aborted');
    expect(toastError).not.toHaveBeenCalled();
  });

  it('a missing path parameter throws before any request, without a toast', async () => {
    const fake = serve(() => json(200));
    await expect(call(project.get, { params: { id: '' } })).rejects.toThrow(/Missing path parameter "id"/);
    expect(fake.requests).toHaveLength(0);
    expect(toastError).not.toHaveBeenCalled();
  });

  it('the same message from many failing requests is one toast id', async () => {
    serve(() => Promise.reject(new TypeError('offline')));
    await Promise.all([failure(listProjects()), failure(listProjects())]);
    expect(toastError.mock.calls.map((c) => c[1])).toEqual([{ id: messages.errors.generic }, { id: messages.errors.generic }]);
  });
});

describe('the notifier the host configures', () => {
  it('outlives a reconfiguration that leaves it out, and a new one replaces it', async () => {
    configureApi({ fetch: fakeFetch(() => json(500, { message: 'اول' })).fetch });
    await failure(listProjects());
    expect(toasted()).toEqual(['اول']);

    const other = jest.fn();
    configureApi({ fetch: fakeFetch(() => json(500, { message: 'دوم' })).fetch, notify: { error: other } });
    await failure(listProjects());
    expect(other).toHaveBeenCalledWith('دوم', { id: 'دوم' });
    expect(toasted()).toEqual(['اول']);
    configureApi({ notify: { error: toastError } });
  });
});
