import {
  cmeFormats,
  connectionStatuses,
  contentTypes,
  eventMarks,
  eventTypes,
  type Address,
  type AuthorCard,
  type CmeOpportunity,
  type CommentEntry,
  type Connection,
  type ConnectionListItem,
  type ConnectionUser,
  type Content,
  type ContentListResponse,
  type ErrorBody,
  type LikeChange,
  type LoginChallengeBody,
  type LikeStatus,
  type MedicalEvent,
  type MemberConnections,
  type MutualConnectionCounts,
  type NewsArticle,
  type ProfilePictureBody,
  type Statistics,
  type ThumbnailUploadResponse,
  type User,
} from '@docnet/contracts';
import type { SchemaObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';

/**
 * JSON schemas of the main /api answers, for the OpenAPI document (the contracts are TypeScript types
 * and yup schemas, which @nestjs/swagger cannot read). Each is keyed by the contract type's fields, so
 * a field added to the type without its schema is a compile error. The API fuzzer holds the answers
 * to them.
 */
type Properties<T> = { [K in keyof Required<T>]: SchemaObject };

function object<T>(properties: Properties<T>, required: (keyof T & string)[]): SchemaObject {
  return { type: 'object', properties, required };
}

const text: SchemaObject = { type: 'string' };
const optionalText: SchemaObject = { type: 'string', nullable: true };
const id: SchemaObject = { type: 'integer' };
const count: SchemaObject = { type: 'integer', minimum: 0 };
const timestamp: SchemaObject = { type: 'string', format: 'date-time' };
const flag: SchemaObject = { type: 'boolean' };
const texts: SchemaObject = { type: 'array', items: text };
const list = (items: SchemaObject): SchemaObject => ({ type: 'array', items });
const nullable = (schema: SchemaObject): SchemaObject => ({ ...schema, nullable: true });

export const errorBodySchema = object<ErrorBody>({ message: text }, ['message']);

const addressSchema = object<Address>(
  {
    type: { type: 'string', enum: ['practice', 'mailing'] },
    street: text,
    city: text,
    state: text,
    zipcode: text,
    country: text,
    isPrimary: flag,
  },
  ['street', 'city', 'state', 'zipcode'],
);

/** Others see a member cut down by privacy: only id and name are always there. */
export const userSchema = object<User>(
  {
    id,
    name: text,
    username: text,
    email: text,
    specialty: optionalText,
    hospital: optionalText,
    affiliation: optionalText,
    bio: optionalText,
    address: optionalText,
    city: optionalText,
    state: optionalText,
    zipcode: optionalText,
    profilePicture: optionalText,
    phoneNumber: optionalText,
    npi: optionalText,
    isVerified: nullable(flag),
    smsVerified: nullable(flag),
    pendingEmail: nullable(text),
    officePhone: optionalText,
    fax: optionalText,
    practiceName: optionalText,
    practiceType: optionalText,
    primaryTaxonomyCode: optionalText,
    dentalSpecialties: texts,
    secondaryTaxonomies: texts,
    servicesOffered: texts,
    practiceWebsite: optionalText,
    practiceEmail: optionalText,
    practicePhone: optionalText,
    acceptingNewPatients: nullable(flag),
    insurancesAccepted: texts,
    languagesSpoken: texts,
    mailingAddress: nullable(addressSchema),
    practiceLocations: list(addressSchema),
    licenseNumber: optionalText,
    licenseState: optionalText,
    dentalSchool: optionalText,
    graduationYear: { type: 'integer', nullable: true },
    yearsOfExperience: { type: 'integer', nullable: true },
    createdAt: timestamp,
    addresses: list(addressSchema),
    isPrivate: { type: 'boolean', enum: [true] },
  },
  ['id', 'name'],
);

const loginChallengeSchema = object<LoginChallengeBody>(
  { twoFactorRequired: { type: 'boolean', enum: [true] }, message: text },
  ['twoFactorRequired', 'message'],
);

/** POST /api/auth/login: the member, or the two-factor challenge. */
export const loginAnswerSchema: SchemaObject = { anyOf: [userSchema, loginChallengeSchema] };

export const statisticsSchema = object<Statistics>(
  { profileViews: count, articleViews: count, searchAppearances: count },
  ['profileViews', 'articleViews', 'searchAppearances'],
);

const authorCardSchema = object<AuthorCard>(
  { id, name: text, specialty: optionalText, affiliation: optionalText, profilePicture: optionalText },
  ['id', 'name'],
);

export const contentSchema = object<Content>(
  {
    id,
    title: text,
    summary: text,
    body: text,
    contentType: { type: 'string', enum: [...contentTypes] },
    tags: texts,
    attachmentUrl: optionalText,
    thumbnailUrl: optionalText,
    viewCount: count,
    publishedAt: timestamp,
    createdAt: timestamp,
    updatedAt: timestamp,
    isPublished: flag,
    authorId: id,
    author: nullable(authorCardSchema),
    likesCount: count,
    commentsCount: count,
    likedByMe: flag,
  },
  ['id', 'title', 'body', 'contentType', 'tags', 'authorId', 'likesCount', 'commentsCount'],
);

export const contentListSchema = object<ContentListResponse>(
  { contents: list(contentSchema), total: count },
  ['contents', 'total'],
);

export const commentEntrySchema = object<CommentEntry>(
  {
    comment: {
      type: 'object',
      properties: { id, body: text, authorId: id, contentId: id, createdAt: timestamp },
      required: ['id', 'body', 'authorId', 'contentId'],
    },
    author: nullable(authorCardSchema),
  },
  ['comment'],
);

export const likeStatusSchema = object<LikeStatus>({ hasLiked: flag }, ['hasLiked']);

export const likeChangeSchema = object<LikeChange>({ hasLiked: flag, likesCount: count }, [
  'hasLiked',
  'likesCount',
]);

export const profilePictureSchema = object<ProfilePictureBody>({ profilePicture: text, user: userSchema }, [
  'profilePicture',
  'user',
]);

/** An attachment answers {attachmentUrl}; a thumbnail the same URL twice. */
export const contentUploadSchema = object<ThumbnailUploadResponse>(
  { attachmentUrl: text, thumbnailUrl: text },
  ['attachmentUrl'],
);

export const connectionSchema = object<Connection>(
  {
    id,
    requesterId: id,
    receiverId: id,
    status: { type: 'string', enum: [...connectionStatuses] },
    createdAt: timestamp,
  },
  ['id', 'requesterId', 'receiverId', 'status'],
);

export const connectionUserSchema = object<ConnectionUser>(
  {
    id,
    name: text,
    specialty: optionalText,
    hospital: optionalText,
    affiliation: optionalText,
    city: optionalText,
    state: optionalText,
    profilePicture: optionalText,
  },
  ['id', 'name'],
);

export const connectionListItemSchema = object<ConnectionListItem>(
  { connection: connectionSchema, user: connectionUserSchema },
  ['connection', 'user'],
);

export const memberConnectionsSchema = object<MemberConnections>(
  { connections: list(connectionListItemSchema), total: count },
  ['connections', 'total'],
);

export const mutualConnectionCountsSchema = object<MutualConnectionCounts>(
  { counts: { type: 'object', additionalProperties: count } },
  ['counts'],
);

const posterSchema: SchemaObject = {
  type: 'object',
  properties: {
    id: nullable(id),
    name: text,
    specialty: optionalText,
    affiliation: optionalText,
    profilePicture: optionalText,
  },
  required: ['name'],
};

export const eventSchema = object<MedicalEvent>(
  {
    id,
    title: text,
    description: text,
    date: text,
    time: text,
    location: text,
    type: { type: 'string', enum: [...eventTypes] },
    organizerId: nullable(id),
    organizer: posterSchema,
    attendees: count,
    createdAt: timestamp,
    myMark: { type: 'string', enum: [...eventMarks], nullable: true },
  },
  ['id', 'title', 'date', 'time', 'type', 'attendees', 'myMark'],
);

export const newsArticleSchema = object<NewsArticle>(
  {
    id,
    title: text,
    summary: text,
    body: text,
    source: text,
    sourceUrl: optionalText,
    authorId: nullable(id),
    author: text,
    publishedDate: text,
    tags: texts,
    // Other categories are allowed and get a default icon in the SPA.
    category: text,
    createdAt: timestamp,
    saved: flag,
  },
  ['id', 'title', 'summary', 'tags', 'category', 'saved'],
);

export const cmeSchema = object<CmeOpportunity>(
  {
    id,
    title: text,
    description: text,
    provider: text,
    credits: { type: 'number' },
    cost: { type: 'number', nullable: true },
    startDate: text,
    endDate: optionalText,
    location: optionalText,
    format: { type: 'string', enum: [...cmeFormats] },
    url: text,
    authorId: nullable(id),
    author: text,
    topics: texts,
    createdAt: timestamp,
    saved: flag,
  },
  ['id', 'title', 'provider', 'credits', 'format', 'topics', 'saved'],
);

/** `{message}` answers of the auth wizard and other confirmations. */
export const messageSchema = errorBodySchema;
