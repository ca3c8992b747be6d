import type * as yup from 'yup';
import {
  authMessageResponseSchema,
  emailChangeCheckSchema,
  emailChangeSchema,
  emailChangeStartedResponseSchema,
  emailCodeCheckSchema,
  emailCodeRequestSchema,
  npiMatchResponseSchema,
  npiSearchSchema,
  registrationSchema,
  resetPasswordSchema,
  smsCodeCheckSchema,
  smsCodeRequestSchema,
  verifiedResponseSchema,
} from '../http/auth';
import { cmeFormSchema, cmeOpportunityResponseSchema } from '../http/cme';
import {
  connectionAnswerSchema,
  connectionListItemResponseSchema,
  connectionRequestSchema,
  connectionResponseSchema,
  connectionUserResponseSchema,
  memberConnectionsResponseSchema,
  mutualConnectionCountsResponseSchema,
} from '../http/connections';
import { contactMessageSchema } from '../http/contact';
import {
  commentEntryResponseSchema,
  commentSchema,
  contentInputSchema,
  contentListResponseSchema,
  contentResponseSchema,
  contentUploadResponseSchema,
  likeStatusResponseSchema,
} from '../http/content';
import { errorBodySchema } from '../http/errors';
import { eventFormSchema, eventMarkSchema, medicalEventResponseSchema } from '../http/events';
import {
  conversationMessagesResponseSchema,
  conversationResponseSchema,
  directMessageResponseSchema,
  openConversationSchema,
  sendMessageSchema,
} from '../http/messages';
import { newsArticleResponseSchema, newsFormSchema } from '../http/news';
import {
  notificationListResponseSchema,
  notificationResponseSchema,
  unreadCountResponseSchema,
} from '../http/notifications';
import {
  addressesSchema,
  basicInfoSchema,
  practiceInfoSchema,
  privacySettingsResponseSchema,
  privacySettingsSchema,
  profilePictureResponseSchema,
  statisticsResponseSchema,
  userPatchSchema,
} from '../http/profile';
import {
  changePasswordSchema,
  notificationSettingsSchema,
  saveNotificationSettingsSchema,
  securitySettingsResponseSchema,
  securitySettingsUpdateSchema,
} from '../http/settings';
import {
  credentialsSchema,
  forgotPasswordSchema,
  loginChallengeResponseSchema,
  loginCodeSchema,
} from '../http/sign-in';
import { userResponseSchema } from '../http/users';
import { likeChangeResponseSchema } from '../services/content';
import { toOpenApiSchema, type OpenApiSchema } from './json-schema';

/**
 * The /api bodies and answers the OpenAPI document names, each under its contract type's name
 * (`#/components/schemas/Content`). The schemas are the contracts' own: the yup schemas the BFF and the SPA
 * validate with, and the answer schemas declared beside their interfaces.
 */
export const ApiSchemas = {
  ErrorBody: errorBodySchema,

  User: userResponseSchema,
  LoginChallengeBody: loginChallengeResponseSchema,
  Statistics: statisticsResponseSchema,
  PrivacySettings: privacySettingsResponseSchema,
  ProfilePictureBody: profilePictureResponseSchema,
  NpiMatch: npiMatchResponseSchema,
  AuthMessageBody: authMessageResponseSchema,
  VerifiedBody: verifiedResponseSchema,
  EmailChangeStarted: emailChangeStartedResponseSchema,
  NotificationSettings: notificationSettingsSchema,
  SecuritySettings: securitySettingsResponseSchema,
  Content: contentResponseSchema,
  ContentListResponse: contentListResponseSchema,
  CommentEntry: commentEntryResponseSchema,
  LikeStatus: likeStatusResponseSchema,
  LikeChange: likeChangeResponseSchema,
  ContentUploadResponse: contentUploadResponseSchema,
  Connection: connectionResponseSchema,
  ConnectionUser: connectionUserResponseSchema,
  ConnectionListItem: connectionListItemResponseSchema,
  MemberConnections: memberConnectionsResponseSchema,
  MutualConnectionCounts: mutualConnectionCountsResponseSchema,
  MedicalEvent: medicalEventResponseSchema,
  NewsArticle: newsArticleResponseSchema,
  CmeOpportunity: cmeOpportunityResponseSchema,
  DirectMessage: directMessageResponseSchema,
  Conversation: conversationResponseSchema,
  ConversationMessages: conversationMessagesResponseSchema,
  Notification: notificationResponseSchema,
  NotificationList: notificationListResponseSchema,
  UnreadCount: unreadCountResponseSchema,

  Credentials: credentialsSchema,
  LoginCode: loginCodeSchema,
  Registration: registrationSchema,
  NpiSearch: npiSearchSchema,
  EmailCodeRequest: emailCodeRequestSchema,
  EmailCodeCheck: emailCodeCheckSchema,
  SmsCodeRequest: smsCodeRequestSchema,
  SmsCodeCheck: smsCodeCheckSchema,
  EmailChange: emailChangeSchema,
  EmailChangeCheck: emailChangeCheckSchema,
  ForgotPassword: forgotPasswordSchema,
  ResetPassword: resetPasswordSchema,
  ChangePassword: changePasswordSchema,
  ContactMessage: contactMessageSchema,
  SaveNotificationSettings: saveNotificationSettingsSchema,
  SecuritySettingsUpdate: securitySettingsUpdateSchema,
  PrivacySettingsUpdate: privacySettingsSchema,
  BasicInfo: basicInfoSchema,
  PracticeInfo: practiceInfoSchema,
  AddressesInput: addressesSchema,
  UserPatch: userPatchSchema,
  ContentInput: contentInputSchema,
  CommentInput: commentSchema,
  ConnectionRequest: connectionRequestSchema,
  ConnectionAnswerBody: connectionAnswerSchema,
  OpenConversation: openConversationSchema,
  SendMessage: sendMessageSchema,
  EventInput: eventFormSchema,
  EventMarkInput: eventMarkSchema,
  NewsInput: newsFormSchema,
  CmeInput: cmeFormSchema,
} satisfies Record<string, yup.ISchema<unknown>>;

export type ApiSchemaName = keyof typeof ApiSchemas;

/** `components.schemas` of the OpenAPI document. */
export function openApiComponents(): Record<ApiSchemaName, OpenApiSchema> {
  const entries = Object.entries(ApiSchemas).map(([name, schema]) => [name, toOpenApiSchema(schema)]);
  return Object.fromEntries(entries) as Record<ApiSchemaName, OpenApiSchema>;
}

/** Where an operation points at one of them. */
export function openApiRef(name: ApiSchemaName): OpenApiSchema {
  return { $ref: `#/components/schemas/${name}` };
}

/** A list of one of them. */
export function openApiList(name: ApiSchemaName): OpenApiSchema {
  return { type: 'array', items: openApiRef(name) };
}
