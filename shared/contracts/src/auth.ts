import { endpoint } from './endpoint';

export interface LoginRequest {
  email: string;
  password: string;
  captchaKey?: string;
  captchaCode?: string;
}
/** accessToken "0" means: credentials accepted, a two-factor code is still required. */
export interface LoginResponse {
  accessToken: string;
  twoFactor: boolean;
  profileCompleted: boolean;
  userTitle: string;
  /** With accessToken "0": where the code comes from (an authenticator app, or an SMS just sent). */
  twoFactorMethod?: TwoFactorMethod;
}
export type TwoFactorMethod = 'totp' | 'sms';
export interface TwoFactorLoginRequest {
  email: string;
  password: string;
  code: string;
}
export interface RegisterRequest {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  captchaKey: string;
  captchaCode: string;
}
export interface ForgotRequest {
  email: string;
  captchaKey: string;
  captchaCode: string;
}
export interface ForgotConfirmRequest {
  email: string;
  confirmCode: string;
  password: string;
}
export interface Captcha {
  captchaKey: string;
  /** SVG image as a data: URL. */
  image: string;
}
export interface MessageResponse {
  message: string;
}

export const auth = {
  login: endpoint<LoginRequest, LoginResponse>()('POST', 'auth/login'),
  twoFactorLogin: endpoint<TwoFactorLoginRequest, LoginResponse>()('POST', 'auth/two-factor-login'),
  register: endpoint<RegisterRequest, LoginResponse>()('POST', 'auth/register'),
  logout: endpoint()('POST', 'auth/logout'),
  forgot: endpoint<ForgotRequest, MessageResponse>()('POST', 'auth/forgot'),
  forgotConfirm: endpoint<ForgotConfirmRequest, MessageResponse>()('POST', 'auth/forgot-confirm'),
  captcha: endpoint<undefined, Captcha>()('GET', 'auth/captcha'),
};
