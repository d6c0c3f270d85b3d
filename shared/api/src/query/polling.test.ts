import { POLL_INTERVAL_MS, pollWhileSnapshotTransitional, pollWhileTransitional } from './polling';

type Row = { status?: string | null; statusId?: number | null; vmSnapshotStatusId?: number | null };
const at = (data: Row | Row[] | undefined) => pollWhileTransitional({ state: { data } });

describe('pollWhileTransitional', () => {
  it('polls every 2 s while any row of a list is in a state the provider is working on, by its statusId', () => {
    expect(POLL_INTERVAL_MS).toBe(2000);
    expect(
      at([
        { status: 'فعال', statusId: 2 },
        { status: 'در انتظار انجام عملیات', statusId: 6 },
      ]),
    ).toBe(2000);
    expect(at([{ status: 'درحال حذف', statusId: 12 }])).toBe(2000);
    expect(at({ status: 'بازسازی', statusId: 7 })).toBe(2000);
  });
  it('never reads the display string: a busy-sounding status with a settled id does not poll', () => {
    expect(
      at([
        { status: 'deleting', statusId: 2 },
        { status: 'creating', statusId: 10 },
      ]),
    ).toBe(false);
    expect(at([{ status: 'building' }])).toBe(false);
  });
  it('stops once everything has settled, and before there is data', () => {
    expect(at([{ status: 'فعال', statusId: 2 }, { status: null, statusId: 10 }, { statusId: 8 }])).toBe(false);
    expect(at(undefined)).toBe(false);
    expect(at([])).toBe(false);
  });
  it("polls a server snapshot's get by its vmSnapshotStatusId (the snapshot table)", () => {
    expect(at({ vmSnapshotStatusId: 3 })).toBe(2000);
    expect(at({ vmSnapshotStatusId: 1 })).toBe(false);
  });
});

describe('pollWhileSnapshotTransitional', () => {
  const snapshots = (data: Row[]) => pollWhileSnapshotTransitional({ state: { data } });
  it('reads a snapshot list by the snapshot table: 3 queued and 4 waiting poll, 1 active and 2 inactive do not', () => {
    expect(snapshots([{ statusId: 1 }, { statusId: 3 }])).toBe(2000);
    expect(snapshots([{ statusId: 4 }])).toBe(2000);
    expect(snapshots([{ statusId: 1 }, { statusId: 2 }])).toBe(false);
  });
});
