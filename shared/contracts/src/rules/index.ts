// Validation and vocabularies shared by the portal's forms and the sandbox's 422s.
export * from './net';
export * from './patterns';
export * from './rule';
export * from './schema';
export * from './asks';
export * from './fields';
export * from './kubernetes';
