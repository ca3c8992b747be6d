export * from './envelope';
export * from './topics';
export * from './events';
export * from './http';
export * from './services';
export * from './openapi';
export * from './asyncapi';
