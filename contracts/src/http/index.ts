export * from './auth';
export * from './errors';
export * from './routes';
export * from './users';
