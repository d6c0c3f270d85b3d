export * from './compat';
export * from './history';
export * from './lock';
export * from './meta';
export * from './operations';
export * from './registry-document';
export * from './smoke';
export * from './store';
