import { FSI, LRI, PDI } from '@portal/locale';
import { sizeText } from './list/columns';
import { vmMessages } from './messages';

describe('the server texts that mix directions', () => {
  it('the size keeps each part apart, so "۱ هسته" and "۱ گیگابایت" cannot read "۱۰ گیگابایت"', () => {
    expect(sizeText({ cpu: 1, memory: 1, disk: 10 })).toBe(`${FSI}۱ هسته${PDI} / ${FSI}۱ گیگابایت${PDI} / ${FSI}۱۰ گیگابایت${PDI}`);
  });

  it('the port placeholder keeps 8000-8100 in its order', () => {
    expect(vmMessages.firewall.portPlaceholder).toBe(`${LRI}22${PDI} یا ${LRI}8000-8100${PDI}`);
  });

  it('a price line reads "IPv4 × ۱" right to left', () => {
    expect(vmMessages.create.priceLine('IPv4', '۱')).toBe(`${FSI}IPv4${PDI} × ${FSI}۱${PDI}`);
  });
});
