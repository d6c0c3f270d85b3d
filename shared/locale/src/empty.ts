/** What every formatter shows for a missing or invalid value (four dashes). */
// eslint-disable-next-line portal/empty-value -- the constant itself spells the dashes out
export const EMPTY_VALUE = '----';
