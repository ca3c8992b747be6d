/**
 * The deployables of DocNet and their default local ports. Production reaches services by name
 * (http://<name>:<port>); locally everything listens on 127.0.0.1.
 */
export const ServiceCatalog = {
  identity: { port: 4101 },
  profile: { port: 4102 },
  content: { port: 4103 },
  'social-graph': { port: 4104 },
  'events-news-cme': { port: 4105 },
  'ai-assistant': { port: 4106 },
  notifications: { port: 4107 },
} as const;

export type ServiceName = keyof typeof ServiceCatalog;
export const serviceNames = Object.keys(ServiceCatalog) as ServiceName[];

/** The environment variable that holds a service's base URL in the BFF, e.g. SOCIAL_GRAPH_URL. */
export function serviceUrlVariable(name: ServiceName): string {
  return `${name.replace(/-/g, '_').toUpperCase()}_URL`;
}
