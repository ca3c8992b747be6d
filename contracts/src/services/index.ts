export * from './identity';
export * from './profile';
export * from './content';
export * from './social-graph';
export * from './events-news-cme';
export * from './catalog';
export * from './headers';
export * from './ai-assistant';
