import type { Zone } from '@portal/contracts';

// The pages of one zone, each named by its path segment.
export const ZONE_PAGES = ['overview', 'dns-record', 'analytics', 'setting', 'load-balance'] as const;
export type ZonePageKey = (typeof ZONE_PAGES)[number];

export interface TabProps {
  projectId: number;
  zone: Zone;
}
