/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
export type AnnouncementType =
  | 'info'
  | 'warning';

export type MessageInput = {
  /** Ids of uploaded attachments. */
  attachments?: Array<string | number>;
  content: string;
  questionnaireInvitations?: Array<string | number>;
};

export type MessagingStatus =
  | 'maintenanceMode'
  | 'ok';

export type MessagingUserType =
  | 'CustomerUser'
  | 'HrUser'
  | 'ProfessionalUser';

/** The queues of the clinic workspace; a patient's list has none. */
export type ThreadCategory =
  | 'assignedToMe'
  | 'closed'
  | 'others'
  | 'substitutions'
  | 'unassigned';

export type ThreadType =
  | 'customer'
  | 'hr'
  | 'supervisor';

export type PersonFragment = { id: string, kind: MessagingUserType, firstName: string, lastName: string, title: string | null };

export type MessageFieldsFragment = { id: string, created: string, content: string | null, deleted: boolean, author: { id: string, kind: MessagingUserType, firstName: string, lastName: string, title: string | null }, attachments: Array<{ id: string, fileName: string, contentType: string }>, questionnaireInvitations: Array<{ id: string, answeredAt: string | null, questionnaireForm: { title: string } }> };

export type ThreadSummaryFragment = { id: string, title: string, isActive: boolean, created: string, isRead: boolean, threadType: ThreadType, participants: Array<{ id: string, kind: MessagingUserType, firstName: string, lastName: string, title: string | null }>, assignments: Array<{ assigned: string, assignee: { id: string, kind: MessagingUserType, firstName: string, lastName: string, title: string | null } }>, messages: { totalCount: number, paginatedMessages: Array<{ id: string, created: string, content: string | null, deleted: boolean, author: { id: string, kind: MessagingUserType, firstName: string, lastName: string, title: string | null }, attachments: Array<{ id: string, fileName: string, contentType: string }>, questionnaireInvitations: Array<{ id: string, answeredAt: string | null, questionnaireForm: { title: string } }> }> } };

export type ThreadsQueryVariables = Exact<{
  category?: ThreadCategory | null | undefined;
  limit?: number | null | undefined;
  offset?: number | null | undefined;
}>;


export type ThreadsQuery = { threads: { totalCount: number, paginatedThreads: Array<{ id: string, title: string, isActive: boolean, created: string, isRead: boolean, threadType: ThreadType, participants: Array<{ id: string, kind: MessagingUserType, firstName: string, lastName: string, title: string | null }>, assignments: Array<{ assigned: string, assignee: { id: string, kind: MessagingUserType, firstName: string, lastName: string, title: string | null } }>, messages: { totalCount: number, paginatedMessages: Array<{ id: string, created: string, content: string | null, deleted: boolean, author: { id: string, kind: MessagingUserType, firstName: string, lastName: string, title: string | null }, attachments: Array<{ id: string, fileName: string, contentType: string }>, questionnaireInvitations: Array<{ id: string, answeredAt: string | null, questionnaireForm: { title: string } }> }> } }> } };

export type ThreadQueryVariables = Exact<{
  id: string | number;
}>;


export type ThreadQuery = { thread: { id: string, title: string, isActive: boolean, created: string, isRead: boolean, threadType: ThreadType, assigneeAbsent: boolean, participants: Array<{ id: string, kind: MessagingUserType, firstName: string, lastName: string, title: string | null }>, assignments: Array<{ assigned: string, assignee: { id: string, kind: MessagingUserType, firstName: string, lastName: string, title: string | null } }>, professionalsWithAccess: Array<{ id: string, kind: MessagingUserType, firstName: string, lastName: string, title: string | null }>, messages: { totalCount: number, paginatedMessages: Array<{ id: string, created: string, content: string | null, deleted: boolean, author: { id: string, kind: MessagingUserType, firstName: string, lastName: string, title: string | null }, attachments: Array<{ id: string, fileName: string, contentType: string }>, questionnaireInvitations: Array<{ id: string, answeredAt: string | null, questionnaireForm: { title: string } }> }> } } };

export type UnreadCountQueryVariables = Exact<{ [key: string]: never; }>;


export type UnreadCountQuery = { unreadCount: number };

export type MessagingInfoQueryVariables = Exact<{ [key: string]: never; }>;


export type MessagingInfoQuery = { messagingInfo: { status: MessagingStatus, announcement: { active: boolean, heading: string, description: string, announcementType: AnnouncementType } | null } };

export type MeQueryVariables = Exact<{ [key: string]: never; }>;


export type MeQuery = { me: { id: string, kind: MessagingUserType, firstName: string, lastName: string, title: string | null, absences: Array<{ id: string, startDate: string, endDate: string, internalMessage: string | null, substitutes: Array<{ id: string, kind: MessagingUserType, firstName: string, lastName: string, title: string | null }> }> } };

export type ProfessionalsQueryVariables = Exact<{ [key: string]: never; }>;


export type ProfessionalsQuery = { professionals: Array<{ id: string, kind: MessagingUserType, firstName: string, lastName: string, title: string | null }> };

export type AttachmentDownloadUrlQueryVariables = Exact<{
  id: string | number;
}>;


export type AttachmentDownloadUrlQuery = { attachmentDownloadUrl: string };

export type CreateAttachmentUploadMutationVariables = Exact<{
  fileName: string;
  contentType: string;
  size: number;
}>;


export type CreateAttachmentUploadMutation = { createAttachmentUpload: { id: string, key: string, url: string } };

export type SendMessageInNewThreadMutationVariables = Exact<{
  title: string;
  type: ThreadType;
  participantIds: Array<string | number> | string | number;
  separateThreadPerParticipant: boolean;
  firstMessage: MessageInput;
}>;


export type SendMessageInNewThreadMutation = { sendMessageInNewThread: Array<string> };

export type SendMessageMutationVariables = Exact<{
  threadId: string | number;
  message: MessageInput;
}>;


export type SendMessageMutation = { sendMessage: { id: string, created: string, content: string | null, deleted: boolean, author: { id: string, kind: MessagingUserType, firstName: string, lastName: string, title: string | null }, attachments: Array<{ id: string, fileName: string, contentType: string }>, questionnaireInvitations: Array<{ id: string, answeredAt: string | null, questionnaireForm: { title: string } }> } };

export type MarkAsReadMutationVariables = Exact<{
  threadId: string | number;
}>;


export type MarkAsReadMutation = { markAsRead: { id: string, isRead: boolean } };

export type AnswerQuestionnaireMutationVariables = Exact<{
  questionnaireInvitationId: string | number;
  answers: string;
}>;


export type AnswerQuestionnaireMutation = { answerQuestionnaire: { id: string, answeredAt: string | null } };

export type TakeThreadMutationVariables = Exact<{
  threadId: string | number;
}>;


export type TakeThreadMutation = { takeThread: { id: string } };

export type CloseThreadMutationVariables = Exact<{
  threadId: string | number;
}>;


export type CloseThreadMutation = { closeThread: { id: string, isActive: boolean } };

export type SetAbsenceMutationVariables = Exact<{
  startDate: string;
  endDate: string;
  substituteIds: Array<string | number> | string | number;
  internalMessage?: string | null | undefined;
}>;


export type SetAbsenceMutation = { setAbsence: { id: string } };

export type EndAbsenceMutationVariables = Exact<{ [key: string]: never; }>;


export type EndAbsenceMutation = { endAbsence: boolean };
