import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { fetchDataAccess, fetchGuardians } from '../../api/myInformation';

/** The keys of my information's own reads; the person's record is the api's `userKey`. */
export const myInformationKeys = {
  all: ['myInformation'] as const,
  dataAccess: (page: number) => [...myInformationKeys.all, 'dataAccess', page] as const,
  guardians: () => [...myInformationKeys.all, 'guardians'] as const,
};

/** One page of the access log; read afresh each time, since every visit adds to it. */
export const dataAccessQuery = (page: number) =>
  queryOptions({
    queryKey: myInformationKeys.dataAccess(page),
    queryFn: ({ signal }) => fetchDataAccess(page, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

/** The patient's guardians: whether the guardians' tab shows, and what it shows. */
export const guardiansQuery = () =>
  queryOptions({
    queryKey: myInformationKeys.guardians(),
    queryFn: ({ signal }) => fetchGuardians(signal),
  });
