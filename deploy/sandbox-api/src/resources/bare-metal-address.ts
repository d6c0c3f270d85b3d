/**
 * A public IPv4 address handed to a dedicated or colocated server when it goes live: derived
 * from its kind and id, so it is stable and two servers never share one.
 */
export const publicAddress = (block: 'bare-metal' | 'colocation', id: number): string =>
  `${block === 'bare-metal' ? '185.208' : '185.209'}.${(id >> 8) & 255}.${id & 255 || 1}`;
