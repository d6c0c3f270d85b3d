// The provider's meanings in one place: what its ids and state words are. Every screen, the
// pricing functions and the sandbox read them from here; no screen compares a display string.
export * from './products';
export * from './service-status';
export * from './snapshot-status';
export * from './tickets';
export * from './billing-states';
export * from './vm-words';
export * from './vm-power';
export * from './kinds';
export * from './provider-words';
