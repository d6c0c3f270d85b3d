// The server's price moved to @portal/contracts (pricing.ts), shared with the billing area's price
// calculator so both show the same number for one size.
export { vmPrice, type PriceLine, type VmPrice } from '@portal/contracts';
