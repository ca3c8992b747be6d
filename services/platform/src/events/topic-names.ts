/**
 * Topic and consumer-group names carry an optional namespace so that several stacks (the demo and a
 * test run) can share one Kafka without reading each other's events.
 */
export function namespacedTopic(namespace: string, topic: string): string {
  return namespace ? `${namespace}.${topic}` : topic;
}

export function consumerGroup(namespace: string, service: string): string {
  return namespace ? `${namespace}.${service}` : service;
}

export function baseTopic(namespace: string, topic: string): string {
  return namespace && topic.startsWith(`${namespace}.`) ? topic.slice(namespace.length + 1) : topic;
}
