import { ApiError } from './errors';
import { fieldErrorsForForm } from './form-errors';

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
