/**
 * Every GraphQL document the app sends to the messaging API. Their result and variable types are
 * generated beside this file from the schema (`npm run codegen:messaging`), so a document that
 * asks for a field the schema lacks fails the generation, and a page reads only what it asked for.
 */

const person = /* GraphQL */ `
  fragment Person on MessagingUser {
    id
    kind
    firstName
    lastName
    title
  }
`;

const messageFields = /* GraphQL */ `
  fragment MessageFields on Message {
    id
    created
    content
    deleted
    author {
      ...Person
    }
    attachments {
      id
      fileName
      contentType
    }
    questionnaireInvitations {
      id
      answeredAt
      questionnaireForm {
        title
      }
    }
  }
`;

const threadSummary = /* GraphQL */ `
  fragment ThreadSummary on MessagingThread {
    id
    title
    isActive
    created
    isRead
    threadType
    participants {
      ...Person
    }
    assignments {
      assigned
      assignee {
        ...Person
      }
    }
    messages(limit: 1, order: desc) {
      totalCount
      paginatedMessages {
        ...MessageFields
      }
    }
  }
`;

export const threadsDocument = /* GraphQL */ `
  query Threads($category: ThreadCategory, $limit: Int = 50, $offset: Int = 0) {
    threads(limit: $limit, offset: $offset, category: $category) {
      totalCount
      paginatedThreads {
        ...ThreadSummary
      }
    }
  }
  ${threadSummary}
  ${messageFields}
  ${person}
`;

export const threadDocument = /* GraphQL */ `
  query Thread($id: ID!) {
    thread(id: $id) {
      id
      title
      isActive
      created
      isRead
      threadType
      assigneeAbsent
      participants {
        ...Person
      }
      assignments {
        assigned
        assignee {
          ...Person
        }
      }
      professionalsWithAccess {
        ...Person
      }
      messages(limit: 100, order: desc) {
        totalCount
        paginatedMessages {
          ...MessageFields
        }
      }
    }
  }
  ${messageFields}
  ${person}
`;

export const unreadCountDocument = /* GraphQL */ `
  query UnreadCount {
    unreadCount
  }
`;

export const messagingInfoDocument = /* GraphQL */ `
  query MessagingInfo {
    messagingInfo {
      status
      announcement {
        active
        heading
        description
        announcementType
      }
    }
  }
`;

export const meDocument = /* GraphQL */ `
  query Me {
    me {
      ...Person
      absences {
        id
        startDate
        endDate
        internalMessage
        substitutes {
          ...Person
        }
      }
    }
  }
  ${person}
`;

export const professionalsDocument = /* GraphQL */ `
  query Professionals {
    professionals {
      ...Person
    }
  }
  ${person}
`;

export const attachmentDownloadUrlDocument = /* GraphQL */ `
  query AttachmentDownloadUrl($id: ID!) {
    attachmentDownloadUrl(id: $id)
  }
`;

export const createAttachmentUploadDocument = /* GraphQL */ `
  mutation CreateAttachmentUpload($fileName: String!, $contentType: String!, $size: Int!) {
    createAttachmentUpload(fileName: $fileName, contentType: $contentType, size: $size) {
      id
      key
      url
    }
  }
`;

export const sendMessageInNewThreadDocument = /* GraphQL */ `
  mutation SendMessageInNewThread(
    $title: String!
    $type: ThreadType!
    $participantIds: [ID!]!
    $separateThreadPerParticipant: Boolean!
    $firstMessage: MessageInput!
  ) {
    sendMessageInNewThread(
      title: $title
      type: $type
      participantIds: $participantIds
      separateThreadPerParticipant: $separateThreadPerParticipant
      firstMessage: $firstMessage
    )
  }
`;

export const sendMessageDocument = /* GraphQL */ `
  mutation SendMessage($threadId: ID!, $message: MessageInput!) {
    sendMessage(threadId: $threadId, message: $message) {
      ...MessageFields
    }
  }
  ${messageFields}
  ${person}
`;

export const markAsReadDocument = /* GraphQL */ `
  mutation MarkAsRead($threadId: ID!) {
    markAsRead(threadId: $threadId) {
      id
      isRead
    }
  }
`;

export const answerQuestionnaireDocument = /* GraphQL */ `
  mutation AnswerQuestionnaire($questionnaireInvitationId: ID!, $answers: String!) {
    answerQuestionnaire(questionnaireInvitationId: $questionnaireInvitationId, answers: $answers) {
      id
      answeredAt
    }
  }
`;

export const takeThreadDocument = /* GraphQL */ `
  mutation TakeThread($threadId: ID!) {
    takeThread(threadId: $threadId) {
      id
    }
  }
`;

export const closeThreadDocument = /* GraphQL */ `
  mutation CloseThread($threadId: ID!) {
    closeThread(threadId: $threadId) {
      id
      isActive
    }
  }
`;

export const setAbsenceDocument = /* GraphQL */ `
  mutation SetAbsence($startDate: String!, $endDate: String!, $substituteIds: [ID!]!, $internalMessage: String) {
    setAbsence(
      startDate: $startDate
      endDate: $endDate
      substituteIds: $substituteIds
      internalMessage: $internalMessage
    ) {
      id
    }
  }
`;

export const endAbsenceDocument = /* GraphQL */ `
  mutation EndAbsence {
    endAbsence
  }
`;
