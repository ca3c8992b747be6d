import * as yup from 'yup';
import {
  connectionStatuses,
  type Connection,
  type ConnectionListItem,
  type ConnectionUser,
  type MemberConnections,
  type MutualConnectionCounts,
} from './connections';
import { responseField, responseSchema } from './response-schema';

/** The answers' schemas of connections.ts for the OpenAPI document, in a module the SPA never bundles. */

export const connectionResponseSchema = responseSchema<Connection>()({
  id: responseField.id,
  requesterId: responseField.id,
  receiverId: responseField.id,
  status: yup.string().oneOf(connectionStatuses).defined(),
  createdAt: responseField.timestamp,
});

export const connectionUserResponseSchema = responseSchema<ConnectionUser>()({
  id: responseField.id,
  name: responseField.text,
  specialty: responseField.optionalText,
  hospital: responseField.optionalText,
  affiliation: responseField.optionalText,
  city: responseField.optionalText,
  state: responseField.optionalText,
  profilePicture: responseField.optionalText,
});

export const connectionListItemResponseSchema = responseSchema<ConnectionListItem>()({
  connection: connectionResponseSchema.defined(),
  user: connectionUserResponseSchema.defined(),
});

export const memberConnectionsResponseSchema = responseSchema<MemberConnections>()({
  connections: yup.array(connectionListItemResponseSchema.defined()).defined(),
  total: responseField.count,
});

export const mutualConnectionCountsResponseSchema = responseSchema<MutualConnectionCounts>()({
  // yup has no record type: the JSON schema says what the keys map to.
  counts: yup
    .mixed<Record<string, number>>()
    .defined()
    .meta({ openapi: { type: 'object', additionalProperties: { type: 'integer', minimum: 0 } } }),
});
