export * from './asyncapi';
