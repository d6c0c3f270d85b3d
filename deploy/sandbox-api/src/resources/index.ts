import type { ResourceDef } from '../engine/types';
import { storageHost, storageKey } from './storage';

/**
 * Every resource the engine serves. A new area declares its resources in its own file here and
 * adds them to this list (after their parents); settling, billing, limits and usage follow.
 */
export const allResources: readonly ResourceDef[] = [storageHost, storageKey];

export { storageHost, storageKey };
