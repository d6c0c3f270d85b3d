import { codeSpec, nameSpec } from '@portal/contracts';
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
  it('checks what the form will send when that is not the text typed', async () => {
    expect(await says(formRules(codeSpec) as Checked[], '۱۲۳۴۵۶')).toBe(fieldProblem(codeSpec, '۱۲۳۴۵۶'));
    expect(await says(formRules(codeSpec, { input: (v) => normalizeDigits(String(v ?? '')) }) as Checked[], '۱۲۳۴۵۶')).toBeNull();
  });
  it('can make a required field optional', async () => {
    expect(await says(formRules(nameSpec, { required: false }) as Checked[], '')).toBeNull();
  });
});

describe('maxLengthOf', () => {
  it('is the longest text the spec accepts', () => {
    expect(maxLengthOf(nameSpec)).toBe(50);
    expect(maxLengthOf(codeSpec)).toBeUndefined();
  });
});
