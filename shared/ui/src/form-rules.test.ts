import { attachVolumeSchema, codeSpec, editVolumeSchema, nameSpec, passwordSpec } from '@portal/contracts';
import { normalizeDigits } from '@portal/locale';
import { fieldProblem, formRules, maxLengthOf } from './form-rules';

type Checked = { required?: boolean; message?: string; validator?: (rule: unknown, value: unknown) => Promise<void> };

/** What the form says about `value`: the first message of the rules, as antd would show it. */
async function says(rules: Checked[], value: unknown): Promise<string | null> {
  for (const rule of rules) {
    if (rule.required && (value === undefined || value === null || String(value).trim() === '')) return rule.message ?? null;
    if (rule.validator) {
      try {
        await rule.validator({}, value);
      } catch (error) {
        return (error as Error).message;
      }
    }
  }
  return null;
}

describe('formRules', () => {
  it('says the same sentences as the API for a missing or broken name', async () => {
    const rules = formRules(nameSpec) as Checked[];
    expect(await says(rules, '')).toBe('وارد کردن نام الزامی است');
    expect(await says(rules, 'ab')).toBe('نام نباید کمتر از ۳ نویسه باشد');
    expect(await says(rules, 'web-1')).toBeNull();
  });
  it('asks for a choice by what to pick, and for a size past the current one', async () => {
    expect(fieldProblem(attachVolumeSchema.vmHostId, undefined)).toBe('یک سرور انتخاب کنید');
    const grow = formRules(editVolumeSchema.volumeSize, { growFrom: 40 }) as Checked[];
    expect(await says(grow, 40)).toBe('اندازه جدید باید بیشتر از اندازه فعلی باشد');
    expect(await says(grow, 5)).toBe('اندازه دیسک باید عددی بین ۱۰ و ۲۰۰۰ باشد');
    expect(await says(grow, 41)).toBeNull();
  });
  it('checks what the form will send when that is not the text typed', async () => {
    expect(await says(formRules(codeSpec) as Checked[], '۱۲۳۴۵۶')).toBe(fieldProblem(codeSpec, '۱۲۳۴۵۶'));
    expect(await says(formRules(codeSpec, { input: (v) => normalizeDigits(String(v ?? '')) }) as Checked[], '۱۲۳۴۵۶')).toBeNull();
  });
  it('can make a required field optional', async () => {
    expect(await says(formRules(nameSpec, { required: false }) as Checked[], '')).toBeNull();
  });
});

describe('maxLengthOf', () => {
  it('is the longest text the field spec allows', () => {
    expect(maxLengthOf(nameSpec)).toBe(50);
    expect(maxLengthOf(codeSpec)).toBeUndefined();
  });
});

describe('the password and code rules as a form applies them', () => {
  const passwordOk = (value: unknown) => fieldProblem(passwordSpec, value) === null;
  const codeOk = (value: string) => fieldProblem(codeSpec, normalizeDigits(value)) === null;

  it('a password needs 8 characters with a digit, one of !@#$%^&*, a lower- and an uppercase letter', () => {
    expect(passwordOk('Abcdef1!')).toBe(true);
    expect(passwordOk('Abcde1!')).toBe(false);
    for (const weak of ['Abcdefg!', 'Abcdefg1', 'ABCDEF1!', 'abcdef1!', 'Abcdef1?', 'Abcdef1_']) expect(passwordOk(weak)).toBe(false);
    for (const special of '!@#$%^&*') expect(passwordOk(`Abcdef1${special}`)).toBe(true);
    expect(passwordOk('Abcdef1!Abcdef1!Abcdef1!')).toBe(true);
    expect(fieldProblem(passwordSpec, 'weak')).toBe(
      'رمز عبور باید حداقل ۸ کاراکتر و ترکیبی از حروف بزرگ و کوچک انگلیسی، عدد و یک کاراکتر ویژه (!@#$%^&*) باشد',
    );
    expect(fieldProblem(passwordSpec, undefined)).toBe('وارد کردن رمز عبور الزامی است');
  });
  it('a code is exactly 6 of letters, digits and !@#, typed in any digits', () => {
    expect(codeOk('aB3!@#')).toBe(true);
    expect(codeOk('123456')).toBe(true);
    expect(codeOk('۱۲۳۴۵۶')).toBe(true);
    for (const bad of ['12345', '1234567', '12345$', '12 456']) expect(codeOk(bad)).toBe(false);
  });
});
