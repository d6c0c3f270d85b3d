// `@portal/api/test-support`: the fetch doubles of the tests (never imported by production code).
export * from './fake-fetch';
export * from './wire-fake';
