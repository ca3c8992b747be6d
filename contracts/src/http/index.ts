export * from './auth';
export * from './errors';
export * from './routes';
export * from './users';
export * from './practice';
export * from './profile';
export * from './search';
