/** @jest-environment @portal/api/test-support/jsdom-fetch-environment */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureApi } from '@portal/api';
import { wireFake, type WireFake, type WireResult } from '@portal/api/test-support';
import { api, type BodyOf } from '@portal/contracts';
import { useAuthStore } from '@portal/session';
import { fill, formatNumber } from '@portal/locale';
import { hostMessages } from '../messages';
import { loginAnswer } from '@portal/session/src/login-answer.fixture';
import { LoginPage } from './LoginPage';

jest.mock('@ant-design/icons', () => new Proxy({}, { get: (_, name) => (name === '__esModule' ? false : () => null) }));

const t = hostMessages.login;
const WRONG = { errors: { Password: ['ایمیل یا رمز عبور اشتباه است'] }, message: 'اطلاعات وارد شده معتبر نیست' };

/** The login call answers these in turn; what it was sent is returned (and grows as it is called). */
let fake: WireFake | undefined;
// Every call the page made was one the test answered.
afterEach(() => expect(fake?.unmatched ?? []).toEqual([]));

function serve(loginAnswers: Array<WireResult<typeof api.auth.login>>) {
  const bodies: Array<BodyOf<typeof api.auth.login>> = [];
  fake = wireFake()
    .on(api.auth.captcha, () => ({ captchaKey: `key-${bodies.length}`, base64CaptchaImage: 'PHN2Zy8+' }))
    .on(api.auth.login, (request) => {
      bodies.push(request.body);
      return loginAnswers.shift()!;
    });
  configureApi({ fetch: fake.fetch });
  return bodies;
}

async function submit(password: string) {
  const user = userEvent.setup();
  const field = screen.getByLabelText(t.password, { exact: true });
  await user.clear(field);
  await user.type(field, password);
  await user.click(screen.getByRole('button', { name: t.submit }));
}

beforeEach(() => useAuthStore.getState().clear());

test('no captcha at first; once the API says captchaRequired the form shows one and sends its answer', async () => {
  const bodies = serve([
    { status: 422, body: WRONG },
    { status: 422, body: { ...WRONG, captchaRequired: true } },
    loginAnswer({ accessToken: 'a'.repeat(64), userTitle: 'کاربر' }),
  ]);
  render(<LoginPage />);
  await userEvent.setup().type(screen.getByLabelText(t.email), 'demo@example.com');
  await submit('Wrong@1');
  await waitFor(() => expect(bodies).toHaveLength(1));
  expect(screen.queryByRole('textbox', { name: hostMessages.captcha.label })).not.toBeInTheDocument();

  await submit('Wrong@2');
  const captcha = await screen.findByRole('textbox', { name: hostMessages.captcha.label });
  // The image's base64 becomes a data: URL of its type (an SVG here).
  expect(await screen.findByAltText(hostMessages.captcha.alt)).toHaveAttribute('src', 'data:image/svg+xml;base64,PHN2Zy8+');
  // What was typed stays.
  expect(screen.getByLabelText(t.email)).toHaveValue('demo@example.com');

  await userEvent.setup().type(captcha, '12345');
  await submit('Demo@1234');
  await waitFor(() => expect(bodies).toHaveLength(3));
  expect(bodies[2]).toMatchObject({ email: 'demo@example.com', password: 'Demo@1234', captchaKey: expect.stringMatching(/^key-/), captchaCode: '12345' });
  await waitFor(() => expect(useAuthStore.getState().loginInfo?.accessToken).toBe('a'.repeat(64)));
});

test('a 429 that asks for the captcha shows it too', async () => {
  serve([{ status: 429, body: { message: 'صبر کنید', errorMessage: 'صبر کنید', captchaRequired: true }, headers: { 'Retry-After': '2' } }]);
  render(<LoginPage />);
  await userEvent.setup().type(screen.getByLabelText(t.email), 'demo@example.com');
  await submit('Wrong@1');
  expect(await screen.findByRole('textbox', { name: hostMessages.captcha.label })).toBeInTheDocument();
});

test('a 429 with Retry-After: the button says how long to wait and sends nothing until then, then signs in', async () => {
  const bodies = serve([
    { status: 429, body: { message: 'صبر کنید', errorMessage: 'صبر کنید', captchaRequired: true }, headers: { 'Retry-After': '1' } },
    loginAnswer({ accessToken: 'b'.repeat(64), userTitle: 'کاربر' }),
  ]);
  render(<LoginPage />);
  await userEvent.setup().type(screen.getByLabelText(t.email), 'demo@example.com');
  await submit('Demo@1234');
  const waiting = await screen.findByRole('button', { name: fill(t.waitToRetry, { seconds: formatNumber(1) }) });
  expect(waiting).toBeDisabled();
  expect(bodies).toHaveLength(1);
  await userEvent.setup().type(await screen.findByRole('textbox', { name: hostMessages.captcha.label }), '12345');
  // The wait over, the button is the sign-in again; the typed password is kept.
  const again = await screen.findByRole('button', { name: t.submit }, { timeout: 3000 });
  expect(again).toBeEnabled();
  expect(screen.getByLabelText(t.password, { exact: true })).toHaveValue('Demo@1234');
  await userEvent.setup().click(again);
  await waitFor(() => expect(useAuthStore.getState().loginInfo?.accessToken).toBe('b'.repeat(64)));
  expect(bodies).toHaveLength(2);
});
