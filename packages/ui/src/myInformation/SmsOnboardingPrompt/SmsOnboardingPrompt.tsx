import { Card } from '../../Card';
import { useWords } from '../../i18n';
import { Stack } from '../../Stack';
import { SmsVerification, type SmsVerificationProps } from '../SmsLogin';

export type SmsOnboardingPromptProps = SmsVerificationProps;

/**
 * The front page's SMS login onboarding prompt (patient-area.md §2): shown when the address carries
 * the onboarding parameter for a signed-in person, it offers the person's phone number for SMS login
 * and runs the same verification as my information, fading out once it ends.
 */
export function SmsOnboardingPrompt(props: SmsOnboardingPromptProps) {
  const LL = useWords().myInformation.sms;
  return (
    <Card title={LL.title()}>
      <Stack space="md">
        <p>{LL.intro()}</p>
        <SmsVerification {...props} />
      </Stack>
    </Card>
  );
}
