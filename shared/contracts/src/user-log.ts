import { wire } from './wire';

/** One page of the user log, newest first; FromDate/ToDate are ISO days (YYYY-MM-DD), inclusive. */
export const userLog = {
  list: wire('GET', 'account/user-log'),
};
