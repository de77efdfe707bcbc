import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { ThreadModel, MessageModel, UserModel, AbsenceModel, InvitationModel } from './models';
import type { MessagingContext } from './context';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** An instant, ISO 8601 with offset. */
  DateTime: { input: string; output: string; }
};

export type Absence = {
  __typename?: 'Absence';
  endDate: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** Only professionals see it. */
  internalMessage?: Maybe<Scalars['String']['output']>;
  startDate: Scalars['String']['output'];
  substitutes: Array<MessagingUser>;
};

export type Announcement = {
  __typename?: 'Announcement';
  active: Scalars['Boolean']['output'];
  announcementType: AnnouncementType;
  /** Markdown. */
  description: Scalars['String']['output'];
  heading: Scalars['String']['output'];
};

export type AnnouncementType =
  | 'info'
  | 'warning';

export type Assignment = {
  __typename?: 'Assignment';
  assigned: Scalars['DateTime']['output'];
  assignee: MessagingUser;
};

export type Attachment = {
  __typename?: 'Attachment';
  contentType: Scalars['String']['output'];
  fileName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
};

export type AttachmentUpload = {
  __typename?: 'AttachmentUpload';
  id: Scalars['ID']['output'];
  key: Scalars['String']['output'];
  /** Where to PUT the file's bytes, with its Content-Type; valid for a few minutes. */
  url: Scalars['String']['output'];
};

export type Message = {
  __typename?: 'Message';
  attachments: Array<Attachment>;
  author: MessagingUser;
  /** Null once the message has been deleted. */
  content?: Maybe<Scalars['String']['output']>;
  created: Scalars['DateTime']['output'];
  deleted: Scalars['Boolean']['output'];
  deletedAt?: Maybe<Scalars['DateTime']['output']>;
  deletedBy?: Maybe<MessagingUser>;
  deletedReason?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  questionnaireInvitations: Array<QuestionnaireInvitation>;
};

export type MessageInput = {
  /** Ids of uploaded attachments. */
  attachments?: Array<Scalars['ID']['input']>;
  content: Scalars['String']['input'];
  questionnaireInvitations?: Array<Scalars['ID']['input']>;
};

export type MessagePage = {
  __typename?: 'MessagePage';
  paginatedMessages: Array<Message>;
  totalCount: Scalars['Int']['output'];
};

export type MessagingInfo = {
  __typename?: 'MessagingInfo';
  announcement?: Maybe<Announcement>;
  status: MessagingStatus;
};

export type MessagingStatus =
  | 'maintenanceMode'
  | 'ok';

export type MessagingThread = {
  __typename?: 'MessagingThread';
  /** Whether the current assignee is absent today. */
  assigneeAbsent: Scalars['Boolean']['output'];
  /** The current assignment, if the thread has one. */
  assignments: Array<Assignment>;
  created: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  isActive: Scalars['Boolean']['output'];
  /** Whether the caller has read it, by the read-state rule. */
  isRead: Scalars['Boolean']['output'];
  /** A page of the messages, at most 100. */
  messages: MessagePage;
  participants: Array<MessagingUser>;
  professionalsWithAccess: Array<MessagingUser>;
  readStatus: Array<ReadStatus>;
  threadType: ThreadType;
  title: Scalars['String']['output'];
};


export type MessagingThreadMessagesArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  order?: InputMaybe<SortOrder>;
};

export type MessagingUser = {
  __typename?: 'MessagingUser';
  /** Absences of a professional that have not ended yet. */
  absences: Array<Absence>;
  firstName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  kind: MessagingUserType;
  lastName: Scalars['String']['output'];
  title?: Maybe<Scalars['String']['output']>;
};

export type MessagingUserType =
  | 'CustomerUser'
  | 'HrUser'
  | 'ProfessionalUser';

export type Mutation = {
  __typename?: 'Mutation';
  answerQuestionnaire: QuestionnaireInvitation;
  closeThread: MessagingThread;
  createAttachmentUpload: AttachmentUpload;
  endAbsence: Scalars['Boolean']['output'];
  markAsRead: MessagingThread;
  sendMessage: Message;
  /** Answers the addresses of the threads made. */
  sendMessageInNewThread: Array<Scalars['String']['output']>;
  /** A professional marks themselves absent, naming substitutes. */
  setAbsence: Absence;
  /** A professional takes a thread for themselves. */
  takeThread: MessagingThread;
};


export type MutationAnswerQuestionnaireArgs = {
  answers: Scalars['String']['input'];
  questionnaireInvitationId: Scalars['ID']['input'];
};


export type MutationCloseThreadArgs = {
  threadId: Scalars['ID']['input'];
};


export type MutationCreateAttachmentUploadArgs = {
  contentType: Scalars['String']['input'];
  fileName: Scalars['String']['input'];
  size: Scalars['Int']['input'];
};


export type MutationMarkAsReadArgs = {
  threadId: Scalars['ID']['input'];
};


export type MutationSendMessageArgs = {
  message: MessageInput;
  threadId: Scalars['ID']['input'];
};


export type MutationSendMessageInNewThreadArgs = {
  firstMessage: MessageInput;
  participantIds: Array<Scalars['ID']['input']>;
  separateThreadPerParticipant: Scalars['Boolean']['input'];
  title: Scalars['String']['input'];
  type: ThreadType;
};


export type MutationSetAbsenceArgs = {
  endDate: Scalars['String']['input'];
  internalMessage?: InputMaybe<Scalars['String']['input']>;
  startDate: Scalars['String']['input'];
  substituteIds?: Array<Scalars['ID']['input']>;
};


export type MutationTakeThreadArgs = {
  threadId: Scalars['ID']['input'];
};

export type Query = {
  __typename?: 'Query';
  /** A short-lived address of an attachment of a thread the caller takes part in. */
  attachmentDownloadUrl: Scalars['String']['output'];
  /** The caller as a messaging user. */
  me: MessagingUser;
  messagingInfo: MessagingInfo;
  /** Professionals a thread can be handed to while absent. */
  professionals: Array<MessagingUser>;
  thread: MessagingThread;
  /** A page of the caller's threads, at most 50, newest activity first; a professional names a queue. */
  threads: ThreadPage;
  /** Threads the caller has not read. */
  unreadCount: Scalars['Int']['output'];
};


export type QueryAttachmentDownloadUrlArgs = {
  id: Scalars['ID']['input'];
};


export type QueryThreadArgs = {
  id: Scalars['ID']['input'];
};


export type QueryThreadsArgs = {
  category?: InputMaybe<ThreadCategory>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};

export type QuestionnaireForm = {
  __typename?: 'QuestionnaireForm';
  title: Scalars['String']['output'];
};

export type QuestionnaireInvitation = {
  __typename?: 'QuestionnaireInvitation';
  answeredAt?: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['ID']['output'];
  questionnaireForm: QuestionnaireForm;
};

export type ReadStatus = {
  __typename?: 'ReadStatus';
  readAt: Scalars['DateTime']['output'];
  readBy: Scalars['ID']['output'];
};

export type SortOrder =
  | 'asc'
  | 'desc';

/** The queues of the clinic workspace; a patient's list has none. */
export type ThreadCategory =
  | 'assignedToMe'
  | 'closed'
  | 'others'
  | 'substitutions'
  | 'unassigned';

export type ThreadPage = {
  __typename?: 'ThreadPage';
  paginatedThreads: Array<MessagingThread>;
  totalCount: Scalars['Int']['output'];
};

export type ThreadType =
  | 'customer'
  | 'hr'
  | 'supervisor';



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  Absence: ResolverTypeWrapper<AbsenceModel>;
  Announcement: ResolverTypeWrapper<Announcement>;
  AnnouncementType: AnnouncementType;
  Assignment: ResolverTypeWrapper<Omit<Assignment, 'assignee'> & { assignee: ResolversTypes['MessagingUser'] }>;
  Attachment: ResolverTypeWrapper<Attachment>;
  AttachmentUpload: ResolverTypeWrapper<AttachmentUpload>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Message: ResolverTypeWrapper<MessageModel>;
  MessageInput: MessageInput;
  MessagePage: ResolverTypeWrapper<Omit<MessagePage, 'paginatedMessages'> & { paginatedMessages: Array<ResolversTypes['Message']> }>;
  MessagingInfo: ResolverTypeWrapper<MessagingInfo>;
  MessagingStatus: MessagingStatus;
  MessagingThread: ResolverTypeWrapper<ThreadModel>;
  MessagingUser: ResolverTypeWrapper<UserModel>;
  MessagingUserType: MessagingUserType;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  QuestionnaireForm: ResolverTypeWrapper<QuestionnaireForm>;
  QuestionnaireInvitation: ResolverTypeWrapper<InvitationModel>;
  ReadStatus: ResolverTypeWrapper<ReadStatus>;
  SortOrder: SortOrder;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  ThreadCategory: ThreadCategory;
  ThreadPage: ResolverTypeWrapper<Omit<ThreadPage, 'paginatedThreads'> & { paginatedThreads: Array<ResolversTypes['MessagingThread']> }>;
  ThreadType: ThreadType;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  Absence: AbsenceModel;
  Announcement: Announcement;
  Assignment: Omit<Assignment, 'assignee'> & { assignee: ResolversParentTypes['MessagingUser'] };
  Attachment: Attachment;
  AttachmentUpload: AttachmentUpload;
  Boolean: Scalars['Boolean']['output'];
  DateTime: Scalars['DateTime']['output'];
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  Message: MessageModel;
  MessageInput: MessageInput;
  MessagePage: Omit<MessagePage, 'paginatedMessages'> & { paginatedMessages: Array<ResolversParentTypes['Message']> };
  MessagingInfo: MessagingInfo;
  MessagingThread: ThreadModel;
  MessagingUser: UserModel;
  Mutation: Record<PropertyKey, never>;
  Query: Record<PropertyKey, never>;
  QuestionnaireForm: QuestionnaireForm;
  QuestionnaireInvitation: InvitationModel;
  ReadStatus: ReadStatus;
  String: Scalars['String']['output'];
  ThreadPage: Omit<ThreadPage, 'paginatedThreads'> & { paginatedThreads: Array<ResolversParentTypes['MessagingThread']> };
};

export type AbsenceResolvers<ContextType = MessagingContext, ParentType extends ResolversParentTypes['Absence'] = ResolversParentTypes['Absence']> = {
  endDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  internalMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  startDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  substitutes?: Resolver<Array<ResolversTypes['MessagingUser']>, ParentType, ContextType>;
};

export type AnnouncementResolvers<ContextType = MessagingContext, ParentType extends ResolversParentTypes['Announcement'] = ResolversParentTypes['Announcement']> = {
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  announcementType?: Resolver<ResolversTypes['AnnouncementType'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  heading?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AssignmentResolvers<ContextType = MessagingContext, ParentType extends ResolversParentTypes['Assignment'] = ResolversParentTypes['Assignment']> = {
  assigned?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  assignee?: Resolver<ResolversTypes['MessagingUser'], ParentType, ContextType>;
};

export type AttachmentResolvers<ContextType = MessagingContext, ParentType extends ResolversParentTypes['Attachment'] = ResolversParentTypes['Attachment']> = {
  contentType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type AttachmentUploadResolvers<ContextType = MessagingContext, ParentType extends ResolversParentTypes['AttachmentUpload'] = ResolversParentTypes['AttachmentUpload']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type MessageResolvers<ContextType = MessagingContext, ParentType extends ResolversParentTypes['Message'] = ResolversParentTypes['Message']> = {
  attachments?: Resolver<Array<ResolversTypes['Attachment']>, ParentType, ContextType>;
  author?: Resolver<ResolversTypes['MessagingUser'], ParentType, ContextType>;
  content?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  created?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  deleted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  deletedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  deletedBy?: Resolver<Maybe<ResolversTypes['MessagingUser']>, ParentType, ContextType>;
  deletedReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  questionnaireInvitations?: Resolver<Array<ResolversTypes['QuestionnaireInvitation']>, ParentType, ContextType>;
};

export type MessagePageResolvers<ContextType = MessagingContext, ParentType extends ResolversParentTypes['MessagePage'] = ResolversParentTypes['MessagePage']> = {
  paginatedMessages?: Resolver<Array<ResolversTypes['Message']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MessagingInfoResolvers<ContextType = MessagingContext, ParentType extends ResolversParentTypes['MessagingInfo'] = ResolversParentTypes['MessagingInfo']> = {
  announcement?: Resolver<Maybe<ResolversTypes['Announcement']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['MessagingStatus'], ParentType, ContextType>;
};

export type MessagingThreadResolvers<ContextType = MessagingContext, ParentType extends ResolversParentTypes['MessagingThread'] = ResolversParentTypes['MessagingThread']> = {
  assigneeAbsent?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  assignments?: Resolver<Array<ResolversTypes['Assignment']>, ParentType, ContextType>;
  created?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isActive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isRead?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  messages?: Resolver<ResolversTypes['MessagePage'], ParentType, ContextType, RequireFields<MessagingThreadMessagesArgs, 'limit' | 'offset' | 'order'>>;
  participants?: Resolver<Array<ResolversTypes['MessagingUser']>, ParentType, ContextType>;
  professionalsWithAccess?: Resolver<Array<ResolversTypes['MessagingUser']>, ParentType, ContextType>;
  readStatus?: Resolver<Array<ResolversTypes['ReadStatus']>, ParentType, ContextType>;
  threadType?: Resolver<ResolversTypes['ThreadType'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MessagingUserResolvers<ContextType = MessagingContext, ParentType extends ResolversParentTypes['MessagingUser'] = ResolversParentTypes['MessagingUser']> = {
  absences?: Resolver<Array<ResolversTypes['Absence']>, ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['MessagingUserType'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type MutationResolvers<ContextType = MessagingContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  answerQuestionnaire?: Resolver<ResolversTypes['QuestionnaireInvitation'], ParentType, ContextType, RequireFields<MutationAnswerQuestionnaireArgs, 'answers' | 'questionnaireInvitationId'>>;
  closeThread?: Resolver<ResolversTypes['MessagingThread'], ParentType, ContextType, RequireFields<MutationCloseThreadArgs, 'threadId'>>;
  createAttachmentUpload?: Resolver<ResolversTypes['AttachmentUpload'], ParentType, ContextType, RequireFields<MutationCreateAttachmentUploadArgs, 'contentType' | 'fileName' | 'size'>>;
  endAbsence?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  markAsRead?: Resolver<ResolversTypes['MessagingThread'], ParentType, ContextType, RequireFields<MutationMarkAsReadArgs, 'threadId'>>;
  sendMessage?: Resolver<ResolversTypes['Message'], ParentType, ContextType, RequireFields<MutationSendMessageArgs, 'message' | 'threadId'>>;
  sendMessageInNewThread?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType, RequireFields<MutationSendMessageInNewThreadArgs, 'firstMessage' | 'participantIds' | 'separateThreadPerParticipant' | 'title' | 'type'>>;
  setAbsence?: Resolver<ResolversTypes['Absence'], ParentType, ContextType, RequireFields<MutationSetAbsenceArgs, 'endDate' | 'startDate' | 'substituteIds'>>;
  takeThread?: Resolver<ResolversTypes['MessagingThread'], ParentType, ContextType, RequireFields<MutationTakeThreadArgs, 'threadId'>>;
};

export type QueryResolvers<ContextType = MessagingContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  attachmentDownloadUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<QueryAttachmentDownloadUrlArgs, 'id'>>;
  me?: Resolver<ResolversTypes['MessagingUser'], ParentType, ContextType>;
  messagingInfo?: Resolver<ResolversTypes['MessagingInfo'], ParentType, ContextType>;
  professionals?: Resolver<Array<ResolversTypes['MessagingUser']>, ParentType, ContextType>;
  thread?: Resolver<ResolversTypes['MessagingThread'], ParentType, ContextType, RequireFields<QueryThreadArgs, 'id'>>;
  threads?: Resolver<ResolversTypes['ThreadPage'], ParentType, ContextType, RequireFields<QueryThreadsArgs, 'limit' | 'offset'>>;
  unreadCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type QuestionnaireFormResolvers<ContextType = MessagingContext, ParentType extends ResolversParentTypes['QuestionnaireForm'] = ResolversParentTypes['QuestionnaireForm']> = {
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type QuestionnaireInvitationResolvers<ContextType = MessagingContext, ParentType extends ResolversParentTypes['QuestionnaireInvitation'] = ResolversParentTypes['QuestionnaireInvitation']> = {
  answeredAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  questionnaireForm?: Resolver<ResolversTypes['QuestionnaireForm'], ParentType, ContextType>;
};

export type ReadStatusResolvers<ContextType = MessagingContext, ParentType extends ResolversParentTypes['ReadStatus'] = ResolversParentTypes['ReadStatus']> = {
  readAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  readBy?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type ThreadPageResolvers<ContextType = MessagingContext, ParentType extends ResolversParentTypes['ThreadPage'] = ResolversParentTypes['ThreadPage']> = {
  paginatedThreads?: Resolver<Array<ResolversTypes['MessagingThread']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type Resolvers<ContextType = MessagingContext> = {
  Absence?: AbsenceResolvers<ContextType>;
  Announcement?: AnnouncementResolvers<ContextType>;
  Assignment?: AssignmentResolvers<ContextType>;
  Attachment?: AttachmentResolvers<ContextType>;
  AttachmentUpload?: AttachmentUploadResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  Message?: MessageResolvers<ContextType>;
  MessagePage?: MessagePageResolvers<ContextType>;
  MessagingInfo?: MessagingInfoResolvers<ContextType>;
  MessagingThread?: MessagingThreadResolvers<ContextType>;
  MessagingUser?: MessagingUserResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  QuestionnaireForm?: QuestionnaireFormResolvers<ContextType>;
  QuestionnaireInvitation?: QuestionnaireInvitationResolvers<ContextType>;
  ReadStatus?: ReadStatusResolvers<ContextType>;
  ThreadPage?: ThreadPageResolvers<ContextType>;
};

