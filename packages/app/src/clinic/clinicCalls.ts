import {
  type ClinicQueue,
  closeThreadDocument,
  endAbsenceDocument,
  type MessagingApi,
  professionalsDocument,
  setAbsenceDocument,
  takeThreadDocument,
  threadsDocument,
} from '@portal/domain';
import { createGraphqlClient, type GraphqlClient } from '../messaging/graphqlClient';
import { messagingCalls } from '../pages/conversations/messagingCalls';

/** The workspace's messaging API: the same schema as the patients', as a professional. */
export const clinicMessagingPath = '/api/clinic/messaging';

/** The messaging calls of a staff session: a patient's calls, and a professional's own. */
export function clinicCalls(
  csrfToken: string,
  request: GraphqlClient = createGraphqlClient({ csrfToken, endpoint: clinicMessagingPath }),
) {
  return {
    ...messagingCalls(csrfToken, request),
    queue: (category: ClinicQueue, signal?: AbortSignal) =>
      request<MessagingApi.ThreadsQuery, MessagingApi.ThreadsQueryVariables>(
        threadsDocument,
        { category },
        signal,
      ),
    professionals: (signal?: AbortSignal) =>
      request<MessagingApi.ProfessionalsQuery>(professionalsDocument, {}, signal),
    take: (threadId: string) =>
      request<MessagingApi.TakeThreadMutation, MessagingApi.TakeThreadMutationVariables>(takeThreadDocument, {
        threadId,
      }),
    close: (threadId: string) =>
      request<MessagingApi.CloseThreadMutation, MessagingApi.CloseThreadMutationVariables>(
        closeThreadDocument,
        { threadId },
      ),
    setAbsence: (absence: MessagingApi.SetAbsenceMutationVariables) =>
      request<MessagingApi.SetAbsenceMutation, MessagingApi.SetAbsenceMutationVariables>(
        setAbsenceDocument,
        absence,
      ),
    endAbsence: () => request<MessagingApi.EndAbsenceMutation>(endAbsenceDocument, {}),
  };
}

export type ClinicCalls = ReturnType<typeof clinicCalls>;
