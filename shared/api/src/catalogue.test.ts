import { messages } from '@portal/locale';
import { decide, fieldErrorsOf, serverMessage, validationMessages, type Failure } from './catalogue';

const http = (status: number, body?: object, over: Partial<Extract<Failure, { kind: 'http' }>> = {}): Failure => ({
  kind: 'http',
  status,
  body,
  tokenSent: true,
  tokenCurrent: true,
  onPublicPage: false,
  ...over,
});

describe('error catalogue, one row at a time', () => {
  it('timeout: "Request timeout" toast, status 408', () => {
    expect(decide({ kind: 'timeout' })).toEqual({ status: 408, toasts: [messages.errors.requestTimeout] });
  });

  it('no response: the generic Persian toast', () => {
    expect(decide({ kind: 'network' })).toEqual({ status: 0, toasts: [messages.errors.generic] });
  });

  describe('5xx', () => {
    it('shows the server message', () => {
      expect(decide(http(500, { message: 'سرور در دسترس نیست' })).toasts).toEqual(['سرور در دسترس نیست']);
    });
    it('falls back to errorMessage, then title', () => {
      expect(decide(http(502, { errorMessage: 'خطای درگاه' })).toasts).toEqual(['خطای درگاه']);
      expect(decide(http(503, { title: 'عنوان' })).toasts).toEqual(['عنوان']);
    });
    it('else the generic message', () => {
      expect(decide(http(504)).toasts).toEqual([messages.errors.generic]);
      expect(decide(http(500, { message: '  ' })).toasts).toEqual([messages.errors.generic]);
    });
  });

  describe('422', () => {
    it('one toast per message in the errors arrays', () => {
      const body = { errors: { name: ['نام کوتاه است', 'نام تکراری است'], disk: ['دیسک نامعتبر است'] }, title: 'x' };
      expect(decide(http(422, body)).toasts).toEqual(['نام کوتاه است', 'نام تکراری است', 'دیسک نامعتبر است']);
    });
    it('then errorMessage, then title, then the Persian fallback', () => {
      expect(decide(http(422, { errors: {}, errorMessage: 'پیام', title: 't' })).toasts).toEqual(['پیام']);
      expect(decide(http(422, { errors: { a: [] }, title: 'عنوان خطا' })).toasts).toEqual(['عنوان خطا']);
      expect(decide(http(422)).toasts).toEqual(['اطلاعات وارد شده معتبر نیست']);
    });
    it('ignores the generic message field (not part of the 422 chain)', () => {
      expect(decide(http(422, { message: 'm' })).toasts).toEqual([messages.errors.invalidInput]);
    });
  });

  describe('429', () => {
    it('shows the errors like 422', () => {
      expect(decide(http(429, { errors: { rate: ['کمی صبر کنید'] } })).toasts).toEqual(['کمی صبر کنید']);
      expect(decide(http(429, { errorMessage: 'زیاد' })).toasts).toEqual(['زیاد']);
    });
    it('falls back to the rate-limit message', () => {
      expect(decide(http(429)).toasts).toEqual([messages.errors.tooManyRequests]);
    });
  });

  it('403: navigate to /forbidden, no toast', () => {
    expect(decide(http(403, { message: 'no' }))).toEqual({ status: 403, toasts: [], navigate: '/forbidden' });
  });

  it('404: error returned, no toast, no navigation', () => {
    expect(decide(http(404, { message: 'not found' }))).toEqual({ status: 404, toasts: [] });
  });

  describe('401', () => {
    it('with the held token: expire the session (clear + login page), no toast', () => {
      expect(decide(http(401))).toEqual({ status: 401, toasts: [], expireSession: true });
    });
    it('with a token already forgotten (a concurrent 401 handled it): nothing', () => {
      expect(decide(http(401, {}, { tokenCurrent: false }))).toEqual({ status: 401, toasts: [] });
    });
    it('without a token, on a guarded page: navigate to the login page', () => {
      expect(decide(http(401, undefined, { tokenSent: false, tokenCurrent: false }))).toEqual({
        status: 401,
        toasts: [],
        navigate: '/account/login',
      });
    });
    it('without a token, on the login form: show the server message and stay', () => {
      const d = decide(http(401, { message: 'ایمیل یا رمز عبور اشتباه است' }, { tokenSent: false, tokenCurrent: false, onPublicPage: true }));
      expect(d).toEqual({ status: 401, toasts: ['ایمیل یا رمز عبور اشتباه است'], navigate: undefined });
    });
  });

  describe('400 and others', () => {
    it('show the server message', () => {
      expect(decide(http(400, { message: 'درخواست نامعتبر' })).toasts).toEqual(['درخواست نامعتبر']);
      expect(decide(http(409, { errorMessage: 'تکراری' })).toasts).toEqual(['تکراری']);
    });
    it('else the generic message', () => {
      expect(decide(http(400)).toasts).toEqual([messages.errors.generic]);
      expect(decide(http(418)).toasts).toEqual([messages.errors.generic]);
    });
  });
});

describe('body helpers', () => {
  it('serverMessage prefers message, then errorMessage, then title', () => {
    expect(serverMessage({ message: 'a', errorMessage: 'b', title: 'c' })).toBe('a');
    expect(serverMessage({ errorMessage: 'b', title: 'c' })).toBe('b');
    expect(serverMessage(undefined)).toBeUndefined();
  });
  it('tolerate malformed errors objects', () => {
    const body = { errors: { a: 'not an array', b: [1, 'ok', ''] } } as never;
    expect(validationMessages(body)).toEqual(['ok']);
    expect(fieldErrorsOf(body)).toEqual({ b: ['ok'] });
  });
});
