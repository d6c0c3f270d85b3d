import { isTransitional } from './lifecycle-states';
import { wireStatus } from './wire-status';

describe("the sandbox's lifecycle keys", () => {
  it('knows its transitional keys whatever their case', () => {
    expect(isTransitional('Building')).toBe(true);
    expect(isTransitional('rebooting')).toBe(true);
    expect(isTransitional('active')).toBe(false);
    expect(isTransitional(undefined)).toBe(false);
  });
  it("goes on the wire as the provider's state: a transition is 6 waiting, a stop is 10 off, with the provider's word", () => {
    expect(wireStatus('building')).toEqual({ statusId: 6, status: 'در انتظار انجام عملیات' });
    expect(wireStatus('stopped')).toEqual({ statusId: 10, status: 'خاموش' });
    expect(wireStatus('deleting')).toEqual({ statusId: 12, status: 'درحال حذف' });
    expect(wireStatus('rebuilding')).toEqual({ statusId: 7, status: 'بازسازی' });
    expect(wireStatus('active')).toEqual({ statusId: 2, status: 'فعال' });
  });
});
