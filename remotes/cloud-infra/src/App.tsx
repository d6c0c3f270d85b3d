import { preloadAreas } from '@portal/ui';
import BareMetalArea from './features/bare-metal/BareMetalArea';
import ColocationArea from './features/colocation/ColocationArea';
import KeyArea from './features/keys/KeyArea';
import NetworkArea from './features/networks/NetworkArea';
import VmArea from './features/vm/VmArea';
import VolumeArea from './features/volumes/VolumeArea';

// One area per URL prefix the host mounts this remote at. An area is only its route table (its
// pages are each their own chunk), so it comes with the app: the first page's chunk is all a
// click waits for, and `preload` can fetch it while the pointer is still on the link.
const areas = {
  '/vm': VmArea,
  '/block-storage': VolumeArea,
  '/network': NetworkArea,
  '/key': KeyArea,
  '/bare-metal': BareMetalArea,
  '/colocation': ColocationArea,
};

/** Exposed as `./App`; the host mounts it at each prefix above. Area routes are relative to it. */
export default function CloudInfraApp({ prefix }: { prefix: string }) {
  const Area = areas[prefix as keyof typeof areas];
  return Area ? <Area /> : null;
}

/** The host fetches the page a path shows ahead of the click (hover, or the app arriving). */
export const preload = preloadAreas(areas);
