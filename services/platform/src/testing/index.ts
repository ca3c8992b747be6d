export * from './infra-endpoints';
export * from './service-under-test';
export * from './event-probe';
export * from './namespace-cleanup';
export * from './member-cards';
export * from './raw-http';
export * from './phi-texts';
export * from './redis-watch';
