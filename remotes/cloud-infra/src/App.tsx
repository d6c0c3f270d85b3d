import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

// One area per URL prefix the host mounts this remote at; each area is its own chunk.
const areas: Record<string, LazyExoticComponent<ComponentType>> = {
  '/vm': lazy(() => import('./features/vm/VmArea')),
  '/block-storage': lazy(() => import('./features/volumes/VolumeArea')),
  '/network': lazy(() => import('./features/networks/NetworkArea')),
  '/key': lazy(() => import('./features/keys/KeyArea')),
  '/bare-metal': lazy(() => import('./features/bare-metal/BareMetalArea')),
  '/colocation': lazy(() => import('./features/colocation/ColocationArea')),
};

/** Exposed as `./App`; the host mounts it at each prefix above. Area routes are relative to it. */
export default function CloudInfraApp({ prefix }: { prefix: string }) {
  const Area = areas[prefix];
  return Area ? <Area /> : null;
}
