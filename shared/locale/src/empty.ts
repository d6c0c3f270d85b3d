/** What every formatter shows for a missing or invalid value (spec section 9: four dashes). */
export const EMPTY_VALUE = '----';
