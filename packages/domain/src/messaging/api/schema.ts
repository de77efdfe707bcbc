/**
 * The customer messaging API (messaging-invoices-shell.md §7), schema first: the server builds its
 * executable schema from this text, and the types of both sides are generated from it
 * (`npm run codegen:messaging`). The clinic workspace speaks the same schema; the operations only
 * a professional may use answer `forbidden` to a patient.
 */
export const messagingSchema = /* GraphQL */ `
  "An instant, ISO 8601 with offset."
  scalar DateTime

  enum ThreadType {
    customer
    hr
    supervisor
  }

  enum MessagingUserType {
    CustomerUser
    HrUser
    ProfessionalUser
  }

  "The queues of the clinic workspace; a patient's list has none."
  enum ThreadCategory {
    assignedToMe
    substitutions
    unassigned
    others
    closed
  }

  enum MessagingStatus {
    ok
    maintenanceMode
  }

  enum AnnouncementType {
    info
    warning
  }

  type Absence {
    id: ID!
    startDate: String!
    endDate: String!
    "Only professionals see it."
    internalMessage: String
    substitutes: [MessagingUser!]!
  }

  type MessagingUser {
    id: ID!
    kind: MessagingUserType!
    firstName: String!
    lastName: String!
    title: String
    "Absences of a professional that have not ended yet."
    absences: [Absence!]!
  }

  type Assignment {
    assignee: MessagingUser!
    assigned: DateTime!
  }

  type ReadStatus {
    readBy: ID!
    readAt: DateTime!
  }

  type Attachment {
    id: ID!
    fileName: String!
    contentType: String!
  }

  type QuestionnaireForm {
    title: String!
  }

  type QuestionnaireInvitation {
    id: ID!
    answeredAt: DateTime
    questionnaireForm: QuestionnaireForm!
  }

  type Message {
    id: ID!
    created: DateTime!
    "Null once the message has been deleted."
    content: String
    author: MessagingUser!
    attachments: [Attachment!]!
    questionnaireInvitations: [QuestionnaireInvitation!]!
    deleted: Boolean!
    deletedBy: MessagingUser
    deletedAt: DateTime
    deletedReason: String
  }

  type MessagePage {
    totalCount: Int!
    paginatedMessages: [Message!]!
  }

  enum SortOrder {
    asc
    desc
  }

  type MessagingThread {
    id: ID!
    title: String!
    isActive: Boolean!
    created: DateTime!
    threadType: ThreadType!
    participants: [MessagingUser!]!
    "The current assignment, if the thread has one."
    assignments: [Assignment!]!
    professionalsWithAccess: [MessagingUser!]!
    readStatus: [ReadStatus!]!
    "Whether the caller has read it, by the read-state rule."
    isRead: Boolean!
    "Whether the current assignee is absent today."
    assigneeAbsent: Boolean!
    "A page of the messages, at most 100."
    messages(limit: Int = 100, offset: Int = 0, order: SortOrder = asc): MessagePage!
  }

  type ThreadPage {
    totalCount: Int!
    paginatedThreads: [MessagingThread!]!
  }

  type Announcement {
    active: Boolean!
    heading: String!
    "Markdown."
    description: String!
    announcementType: AnnouncementType!
  }

  type MessagingInfo {
    status: MessagingStatus!
    announcement: Announcement
  }

  type AttachmentUpload {
    id: ID!
    key: String!
    "Where to PUT the file's bytes, with its Content-Type; valid for a few minutes."
    url: String!
  }

  input MessageInput {
    content: String!
    "Ids of uploaded attachments."
    attachments: [ID!]! = []
    questionnaireInvitations: [ID!]! = []
  }

  type Query {
    "The caller as a messaging user."
    me: MessagingUser!
    "A page of the caller's threads, at most 50, newest activity first; a professional names a queue."
    threads(limit: Int = 50, offset: Int = 0, category: ThreadCategory): ThreadPage!
    thread(id: ID!): MessagingThread!
    "A short-lived address of an attachment of a thread the caller takes part in."
    attachmentDownloadUrl(id: ID!): String!
    "Threads the caller has not read."
    unreadCount: Int!
    messagingInfo: MessagingInfo!
    "Professionals a thread can be handed to while absent."
    professionals: [MessagingUser!]!
  }

  type Mutation {
    createAttachmentUpload(fileName: String!, contentType: String!, size: Int!): AttachmentUpload!
    "Answers the addresses of the threads made."
    sendMessageInNewThread(
      title: String!
      type: ThreadType!
      participantIds: [ID!]!
      separateThreadPerParticipant: Boolean!
      firstMessage: MessageInput!
    ): [String!]!
    sendMessage(threadId: ID!, message: MessageInput!): Message!
    markAsRead(threadId: ID!): MessagingThread!
    answerQuestionnaire(questionnaireInvitationId: ID!, answers: String!): QuestionnaireInvitation!
    "A professional takes a thread for themselves."
    takeThread(threadId: ID!): MessagingThread!
    closeThread(threadId: ID!): MessagingThread!
    "A professional marks themselves absent, naming substitutes."
    setAbsence(startDate: String!, endDate: String!, substituteIds: [ID!]! = [], internalMessage: String): Absence!
    endAbsence: Boolean!
  }
`;
