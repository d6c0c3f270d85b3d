import { FIELD_LABELS } from '@portal/contracts';
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
