export * from './identity';
export * from './profile';
export * from './catalog';
