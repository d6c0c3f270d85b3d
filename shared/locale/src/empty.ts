/** What every formatter shows for a missing or invalid value (four dashes). */
export const EMPTY_VALUE = '----';
