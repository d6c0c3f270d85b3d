// Sign-in, sign-up and password recovery.
import { fa } from '../messages/common';

export const auth = {
  emailTaken: 'این ایمیل قبلاً ثبت شده است',
  wrongCredentials: 'ایمیل یا رمز عبور اشتباه است',
  tooManyAttempts: (minutes: number) => `تعداد تلاش‌های ناموفق بیش از حد مجاز است؛ لطفاً ${fa(minutes)} دقیقه دیگر دوباره تلاش کنید`,
  tooManyAttemptsSeconds: (seconds: number) => `تعداد تلاش‌های ناموفق زیاد است؛ لطفاً ${fa(seconds)} ثانیه دیگر دوباره تلاش کنید`,
  captchaForAccount: 'برای این حساب چند ورود ناموفق ثبت شده است؛ کد امنیتی تصویر را هم وارد کنید',
  captchaWrong: 'کد امنیتی اشتباه است یا منقضی شده است؛ کد جدید دریافت کنید',
  totpWrong: 'کد تأیید دومرحله‌ای اشتباه است',
  totpReused: 'این کد قبلاً استفاده شده است؛ منتظر کد بعدی بمانید',
  totpNotEnabled: 'ورود دومرحله‌ای برای این حساب فعال نیست',
  smsLoginCodeWrong: 'کد پیامک‌شده اشتباه است یا منقضی شده؛ دوباره وارد شوید تا کد تازه‌ای بفرستیم',
  signupCodeWrong: 'کد ثبت‌نام اشتباه است یا منقضی شده است',
  challengeExpired: 'مهلت ورود دومرحله‌ای تمام شده یا این مرحله قبلاً انجام شده است؛ دوباره وارد شوید',
  forgotSent: 'اگر این ایمیل در سامانه ثبت شده باشد، کد بازیابی رمز عبور برای آن ارسال شد',
  confirmCodeWrong: 'کد بازیابی اشتباه است یا منقضی شده است',
  passwordChanged: 'رمز عبور با موفقیت تغییر کرد؛ اکنون وارد شوید',
  loggedOut: 'با موفقیت خارج شدید',

  // The sandbox mailbox (/api/sandbox/mailbox): what the sandbox "sent", opened with the instance's secret.
  mailboxTitle: 'صندوق پیام‌های سندباکس',
  mailboxHint: 'کدهایی که سندباکس به جای ایمیل و پیامک «فرستاده» است. رمز صندوق را npm start هنگام شروع چاپ می‌کند.',
  mailboxSecret: 'رمز صندوق',
  mailboxAddress: 'ایمیل، شماره موبایل یا کلید کد امنیتی',
  mailboxOpen: 'نمایش پیام‌ها',
  mailboxEmpty: 'پیامی برای این نشانی فرستاده نشده است',
  mailboxKind: 'نوع',
  mailboxCode: 'کد',
  mailboxSentAt: 'زمان ارسال',
  mailboxDenied: 'رمز صندوق پیام‌های سندباکس اشتباه است یا فرستاده نشده است',
};
