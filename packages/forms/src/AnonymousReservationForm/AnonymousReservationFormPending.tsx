import { Skeleton, Stack, useWords } from '@portal/ui';

/**
 * The anonymous form as a page drawn on the server shows it until the app has taken the page over:
 * its words at once, its fields' place held. Fields drawn before the take-over would lose what
 * someone typed into them; the words are the page's largest text, so a phone paints them first.
 */
export function AnonymousReservationFormPending() {
  const LL = useWords().reservation.anonymous;
  return (
    <div data-state="pending">
      <Stack space="md">
        <p>{LL.intro()}</p>
        <Skeleton label={LL.formLoading()} shape="blocks" count={5} />
      </Stack>
    </div>
  );
}
