/** Injection tokens of the platform's providers. */
export const SERVICE_CONFIG = Symbol('SERVICE_CONFIG');
export const SERVICE_NAME = Symbol('SERVICE_NAME');
export const LOGGER = Symbol('LOGGER');
export const MONGO_CONNECTION = Symbol('MONGO_CONNECTION');
