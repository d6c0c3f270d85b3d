import { ApiError } from './errors';
import { fieldErrorsForForm, fieldMessagesTarget, sendForm } from './form-errors';

describe('fieldErrorsForForm', () => {
  it('turns field errors into antd setFields entries', () => {
    const error = new ApiError({
      status: 422,
      kind: 'http',
      fieldErrors: { name: ['نام کوتاه است'], ProductBundleId: ['طرح را انتخاب کنید'], 'networks[0].Name': ['تکراری'] },
    });
    expect(fieldErrorsForForm(error)).toEqual([
      { name: ['name'], errors: ['نام کوتاه است'] },
      { name: ['productBundleId'], errors: ['طرح را انتخاب کنید'] },
      { name: ['networks', 0, 'name'], errors: ['تکراری'] },
    ]);
  });
  it('gives nothing for other errors or empty lists', () => {
    expect(fieldErrorsForForm(new Error('x'))).toEqual([]);
    expect(fieldErrorsForForm(undefined)).toEqual([]);
    expect(fieldErrorsForForm(new ApiError({ status: 422, kind: 'http', fieldErrors: { name: [] } }))).toEqual([]);
  });
});

describe('sendForm', () => {
  const form = () => ({ setFields: jest.fn() });

  it('says the values were accepted and touches no field', async () => {
    const f = form();
    await expect(sendForm(f, async () => ({ id: 1 }))).resolves.toBe(true);
    expect(f.setFields).not.toHaveBeenCalled();
  });

  it("puts a refusal's messages on the fields and says the values were not accepted", async () => {
    const f = form();
    const refusal = new ApiError({ status: 422, kind: 'http', fieldErrors: { Name: ['نام تکراری است'] } });
    await expect(sendForm(f, () => Promise.reject(refusal))).resolves.toBe(false);
    expect(f.setFields).toHaveBeenCalledWith([{ name: ['name'], errors: ['نام تکراری است'] }]);
  });
});

describe('fieldMessagesTarget', () => {
  it('gives a page without an antd form the refusal as field → messages', async () => {
    const set = jest.fn();
    const refusal = new ApiError({ status: 422, kind: 'http', fieldErrors: { Name: ['نام تکراری است'], 'CustomConfig.Cpu': ['زیاد است'] } });
    await expect(sendForm(fieldMessagesTarget(set), () => Promise.reject(refusal))).resolves.toBe(false);
    expect(set).toHaveBeenCalledWith({ name: ['نام تکراری است'], customConfig: ['زیاد است'] });
  });
});
