import * as yup from 'yup';
import { Topics } from '../../topics';
import { defineEvent } from '../define-event';

const connectionParties = {
  connectionId: yup.number().integer().positive().required(),
  requesterId: yup.number().integer().positive().required(),
  receiverId: yup.number().integer().positive().required(),
};

/** `social-graph.connection.requested` v1: a member sent a connection request. aggregateId is the connection id. */
export const ConnectionRequestedV1 = defineEvent({
  type: 'social-graph.connection.requested',
  version: 1,
  topic: Topics.socialGraphConnection,
  schema: yup.object({ ...connectionParties, requestedAt: yup.string().datetime().required() }),
});

/** `social-graph.connection.accepted` v1: the receiver accepted the request; the two members are connected. */
export const ConnectionAcceptedV1 = defineEvent({
  type: 'social-graph.connection.accepted',
  version: 1,
  topic: Topics.socialGraphConnection,
  schema: yup.object({ ...connectionParties, answeredAt: yup.string().datetime().required() }),
});

/**
 * `social-graph.connection.rejected` v1: the receiver declined the request; the receiver may ask the requester
 * at once, the requester may ask again only after the service's cool-off.
 */
export const ConnectionRejectedV1 = defineEvent({
  type: 'social-graph.connection.rejected',
  version: 1,
  topic: Topics.socialGraphConnection,
  schema: yup.object({ ...connectionParties, answeredAt: yup.string().datetime().required() }),
});

/** `social-graph.connection.removed` v1: one of two connected members removed the connection; they can no longer message each other. */
export const ConnectionRemovedV1 = defineEvent({
  type: 'social-graph.connection.removed',
  version: 1,
  topic: Topics.socialGraphConnection,
  schema: yup.object({
    ...connectionParties,
    removedBy: yup.number().integer().positive().required(),
    removedAt: yup.string().datetime().required(),
  }),
});

/** `social-graph.connection.withdrawn` v1: the requester withdrew a pending request; the pair is free at once. */
export const ConnectionWithdrawnV1 = defineEvent({
  type: 'social-graph.connection.withdrawn',
  version: 1,
  topic: Topics.socialGraphConnection,
  schema: yup.object({ ...connectionParties, withdrawnAt: yup.string().datetime().required() }),
});
