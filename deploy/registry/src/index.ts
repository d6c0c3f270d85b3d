export * from './registry-document';
export * from './store';
