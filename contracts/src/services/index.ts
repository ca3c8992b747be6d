export * from './identity';
export * from './profile';
export * from './catalog';
export * from './headers';
