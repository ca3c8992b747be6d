/**
 * One topic per aggregate stream. The suffix is the topic layout's version, not an event version:
 * several event types (and versions) share an aggregate's topic so their order is kept.
 */
export const Topics = {
  identityUser: 'identity.user.v1',
  profileProfile: 'profile.profile.v1',
  contentContent: 'content.content.v1',
  contentComment: 'content.comment.v1',
  contentLike: 'content.like.v1',
  contentModeration: 'content.moderation.v1',
  eventsNewsCmeEvent: 'events-news-cme.event.v1',
  eventsNewsCmeNews: 'events-news-cme.news.v1',
  eventsNewsCmeCme: 'events-news-cme.cme.v1',
  eventsNewsCmeWallet: 'events-news-cme.cme-wallet.v1',
  socialGraphConnection: 'social-graph.connection.v1',
  socialGraphMessage: 'social-graph.message.v1',
  notificationsNotification: 'notifications.notification.v1',
} as const;

export type Topic = (typeof Topics)[keyof typeof Topics];

export const allTopics: readonly Topic[] = Object.values(Topics);
