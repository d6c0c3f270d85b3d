import { ASKS, FIELD_LABELS } from '@portal/contracts';
import { askMessages } from './ask-messages';
import { fieldLabels, ruleMessage, statusLabel } from './rule-messages';

describe('ruleMessage', () => {
  it('names the field and writes numbers in Persian digits', () => {
    expect(ruleMessage({ kind: 'tooShort', min: 3 }, 'name')).toBe('نام نباید کمتر از ۳ نویسه باشد');
    expect(ruleMessage({ kind: 'outOfRange', min: 10, max: 2000 }, 'volumeSize')).toBe('اندازه دیسک باید عددی بین ۱۰ و ۲۰۰۰ باشد');
    expect(ruleMessage({ kind: 'required' }, 'password')).toBe('وارد کردن رمز عبور الزامی است');
  });
  it('gives the range the user probably meant when a CIDR has host bits', () => {
    expect(ruleMessage({ kind: 'cidrHostBits', expected: '10.1.0.0/24' }, 'cidr')).toContain('10.1.0.0/24');
  });
  it('says what to pick or type when a field asks for it, and how a code or a size is wrong', () => {
    expect(ruleMessage({ kind: 'required', ask: 'pickServer' }, 'server')).toBe('یک سرور انتخاب کنید');
    expect(ruleMessage({ kind: 'digits', length: 6 }, 'code')).toBe('کد تأیید باید شش رقم باشد');
    expect(ruleMessage({ kind: 'notGrown', current: 20 }, 'volumeSize')).toBe('اندازه جدید باید بیشتر از اندازه فعلی باشد');
  });
  it('has a sentence for every ask of the contracts, none of them a bare field label', () => {
    for (const ask of ASKS) {
      expect(askMessages[ask]).toMatch(/(انتخاب|وارد) کنید$/);
      expect(Object.values(fieldLabels)).not.toContain(askMessages[ask]);
    }
  });
  it('has a Persian name for every field label the contracts use', () => {
    for (const key of FIELD_LABELS) expect(fieldLabels[key]).toMatch(/[\u0600-\u06FF]/);
  });
});

describe('statusLabel', () => {
  it('calls a running resource "active" in the UI and in refusals alike', () => {
    expect(statusLabel('active')).toBe('فعال');
    expect(statusLabel('Rebooting')).toBe('در حال راه‌اندازی مجدد');
    expect(statusLabel('something-new')).toBe('something-new');
  });
});
