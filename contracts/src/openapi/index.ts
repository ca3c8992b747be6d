export * from './json-schema';
export * from './api-schemas';
