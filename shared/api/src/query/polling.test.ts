import { POLL_INTERVAL_MS, pollWhileTransitional } from './polling';

const at = (data: unknown) => pollWhileTransitional({ state: { data } as { data?: { status: string }[] } });

describe('pollWhileTransitional', () => {
  it('polls every 2 s while any row of a list is transitional', () => {
    expect(POLL_INTERVAL_MS).toBe(2000);
    expect(at([{ status: 'active' }, { status: 'building' }])).toBe(2000);
    expect(at([{ status: 'active' }, { status: 'Deleting' }])).toBe(2000);
  });
  it('polls a single resource in a transition', () => {
    expect(at({ status: 'reverting' })).toBe(2000);
  });
  it('stops once everything has settled, and before there is data', () => {
    expect(at([{ status: 'active' }, { status: 'stopped' }, { status: 'failed' }])).toBe(false);
    expect(at({ status: 'active' })).toBe(false);
    expect(at(undefined)).toBe(false);
    expect(at([])).toBe(false);
  });
  it("polls a provider row by its statusId, whatever its display string", () => {
    expect(at([{ status: 'Active', statusId: 2 }, { status: 'در انتظار', statusId: 6 }])).toBe(2000);
    expect(at([{ status: 'حذف', statusId: 12 }])).toBe(2000);
    expect(at([{ status: 'فعال', statusId: 2 }, { status: null, statusId: 10 }])).toBe(false);
  });
});
