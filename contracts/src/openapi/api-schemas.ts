import type * as yup from 'yup';
import {
  emailChangeCheckSchema,
  emailChangeSchema,
  emailCodeCheckSchema,
  emailCodeRequestSchema,
  npiBindingCheckSchema,
  npiBindingRequestSchema,
  npiSearchSchema,
  registrationSchema,
  resetPasswordSchema,
  smsCodeCheckSchema,
  smsCodeRequestSchema,
} from '../http/auth';
import { aiChatResponseSchema, aiRecommendationsResponseSchema } from '../http/ai-assistant.responses';
import { aiChatRequestSchema } from '../http/ai-chat';
import {
  authMessageResponseSchema,
  emailChangeStartedResponseSchema,
  npiBindingDoneResponseSchema,
  npiBindingStartedResponseSchema,
  npiMatchResponseSchema,
  verifiedResponseSchema,
} from '../http/auth.responses';
import { cmeFormSchema } from '../http/cme';
import { cmeOpportunityResponseSchema } from '../http/cme.responses';
import { allocationsFormSchema, certificatePrefillSchema, creditFormSchema, licenceFormSchema } from '../http/cme-wallet';
import { certificatePrefillResponseSchema, cmeWalletResponseSchema, walletBoardResponseSchema, walletCreditResponseSchema, walletLicenceResponseSchema } from '../http/cme-wallet.responses';
import { connectionAnswerSchema, connectionRequestSchema } from '../http/connections';
import {
  connectionListItemResponseSchema,
  connectionResponseSchema,
  connectionUserResponseSchema,
  memberConnectionsResponseSchema,
  mutualConnectionCountsResponseSchema,
} from '../http/connections.responses';
import { contactMessageSchema } from '../http/contact';
import { commentSchema, contentInputSchema } from '../http/content';
import {
  commentEntryResponseSchema,
  contentListResponseSchema,
  contentResponseSchema,
  contentUploadResponseSchema,
  likeStatusResponseSchema,
} from '../http/content.responses';
import { errorBodySchema } from '../http/errors.responses';
import { eventFormSchema, eventMarkSchema } from '../http/events';
import { medicalEventResponseSchema } from '../http/events.responses';
import { openConversationSchema, sendMessageSchema } from '../http/messages';
import {
  conversationMessagesResponseSchema,
  conversationResponseSchema,
  directMessageResponseSchema,
} from '../http/messages.responses';
import {
  appealDecisionSchema,
  appealSchema,
  suspensionAppealSchema,
  moderationDecisionSchema,
  reportSchema,
} from '../http/moderation';
import {
  moderationAccessResponseSchema,
  moderationAppealResponseSchema,
  moderationCaseResponseSchema,
  moderationDecisionLogResponseSchema,
  moderationDecisionResponseSchema,
  moderationQueueResponseSchema,
  reportReceiptResponseSchema,
} from '../http/moderation.responses';
import { newsFormSchema } from '../http/news';
import { newsArticleResponseSchema } from '../http/news.responses';
import {
  notificationListResponseSchema,
  notificationResponseSchema,
  unreadCountResponseSchema,
} from '../http/notifications.responses';
import { pushSubscriptionSchema, pushUnsubscribeSchema } from '../http/push';
import { pushConfigResponseSchema } from '../http/push.responses';
import {
  addressesSchema,
  basicInfoSchema,
  practiceInfoSchema,
  privacySettingsSchema,
  userPatchSchema,
} from '../http/profile';
import {
  privacySettingsResponseSchema,
  profilePictureResponseSchema,
  statisticsResponseSchema,
} from '../http/profile.responses';
import {
  changePasswordSchema,
  deleteAccountSchema,
  notificationSettingsSchema,
  saveNotificationSettingsSchema,
  securitySettingsUpdateSchema,
  securityUndoSchema,
} from '../http/settings';
import { securitySettingsResponseSchema } from '../http/settings.responses';
import { credentialsSchema, forgotPasswordSchema, loginCodeSchema } from '../http/sign-in';
import { loginChallengeResponseSchema } from '../http/sign-in.responses';
import { userSearchPageResponseSchema } from '../http/search.responses';
import { userResponseSchema } from '../http/users.responses';
import { likeChangeResponseSchema } from '../services/content.responses';
import { toOpenApiSchema, type OpenApiSchema } from './json-schema';

/**
 * The /api bodies and answers the OpenAPI document names, each under its contract type's name
 * (`#/components/schemas/Content`). The schemas are the contracts' own: the yup schemas the BFF and the SPA
 * validate with, and the answer schemas declared beside their interfaces.
 */
export const ApiSchemas = {
  ErrorBody: errorBodySchema,

  User: userResponseSchema,
  UserSearchPage: userSearchPageResponseSchema,
  LoginChallengeBody: loginChallengeResponseSchema,
  Statistics: statisticsResponseSchema,
  PrivacySettings: privacySettingsResponseSchema,
  ProfilePictureBody: profilePictureResponseSchema,
  NpiMatch: npiMatchResponseSchema,
  AuthMessageBody: authMessageResponseSchema,
  VerifiedBody: verifiedResponseSchema,
  EmailChangeStarted: emailChangeStartedResponseSchema,
  NpiBindingStarted: npiBindingStartedResponseSchema,
  NpiBindingDone: npiBindingDoneResponseSchema,
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
  CmeWallet: cmeWalletResponseSchema,
  WalletBoard: walletBoardResponseSchema,
  CertificatePrefill: certificatePrefillResponseSchema,
  WalletLicence: walletLicenceResponseSchema,
  WalletCredit: walletCreditResponseSchema,
  DirectMessage: directMessageResponseSchema,
  Conversation: conversationResponseSchema,
  ConversationMessages: conversationMessagesResponseSchema,
  Notification: notificationResponseSchema,
  NotificationList: notificationListResponseSchema,
  UnreadCount: unreadCountResponseSchema,
  PushConfig: pushConfigResponseSchema,
  AiRecommendationsResponse: aiRecommendationsResponseSchema,
  AiChatResponse: aiChatResponseSchema,
  ReportReceipt: reportReceiptResponseSchema,
  ModerationAccess: moderationAccessResponseSchema,
  ModerationCase: moderationCaseResponseSchema,
  ModerationDecision: moderationDecisionResponseSchema,
  ModerationAppeal: moderationAppealResponseSchema,
  ModerationQueue: moderationQueueResponseSchema,
  ModerationDecisionLog: moderationDecisionLogResponseSchema,

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
  NpiBindingRequest: npiBindingRequestSchema,
  NpiBindingCheck: npiBindingCheckSchema,
  ForgotPassword: forgotPasswordSchema,
  ResetPassword: resetPasswordSchema,
  ChangePassword: changePasswordSchema,
  ContactMessage: contactMessageSchema,
  DeleteAccount: deleteAccountSchema,
  SaveNotificationSettings: saveNotificationSettingsSchema,
  PushSubscriptionBody: pushSubscriptionSchema,
  PushUnsubscribeBody: pushUnsubscribeSchema,
  SecuritySettingsUpdate: securitySettingsUpdateSchema,
  SecurityUndo: securityUndoSchema,
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
  LicenceInput: licenceFormSchema,
  CreditInput: creditFormSchema,
  AllocationsInput: allocationsFormSchema,
  CertificatePrefillInput: certificatePrefillSchema,
  AiChatRequest: aiChatRequestSchema,
  ReportInput: reportSchema,
  ModerationDecisionInput: moderationDecisionSchema,
  AppealInput: appealSchema,
  SuspensionAppealInput: suspensionAppealSchema,
  AppealDecisionInput: appealDecisionSchema,
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
