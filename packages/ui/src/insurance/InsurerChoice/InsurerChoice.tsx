import {
  type OfferedInsurer,
  offeredInsuranceCompanies,
  type ReimbursementChoice,
  reimbursementOptions,
  validateInsuranceChoice,
} from '@portal/domain';
import { Checkbox } from '../../Checkbox';
import { useWords } from '../../i18n';
import { RadioGroup } from '../../RadioGroup';
import { Select } from '../../Select';
import { Stack } from '../../Stack';

export interface InsurerChoiceProps {
  /** The insurer picked, `null` for none. */
  company: OfferedInsurer | null;
  /** IF's payment type as picked, `null` for none. */
  reimbursement: ReimbursementChoice | null;
  /** The box authorising the clinic to claim the compensation (IF with direct reimbursement). */
  directCompensationConsent: boolean;
  /** The appointment is remote: company reimbursement cannot be picked. */
  isRemote: boolean;
  /** Whether the rules' messages show (after the person has been at the field, or on demand). */
  showErrors: boolean;
  onCompanyChange: (company: OfferedInsurer | null) => void;
  onReimbursementChange: (reimbursement: ReimbursementChoice) => void;
  onConsentChange: (consent: boolean) => void;
  /** Called when the insurer box loses focus, so the page can start showing its message. */
  onBlur?: () => void;
}

/**
 * The insurer part of the booking page (booking.md §3, §5): the dropdown offers only If, the
 * partner insurer, the OP insurer and Other; If asks for the payment type (company reimbursement
 * disabled for remote appointments) and, for direct reimbursement, the compensation consent. The
 * messages are the domain's `validateInsuranceChoice` codes in words.
 */
export function InsurerChoice({
  company,
  reimbursement,
  directCompensationConsent,
  isRemote,
  showErrors,
  onCompanyChange,
  onReimbursementChange,
  onConsentChange,
  onBlur,
}: InsurerChoiceProps) {
  const LL = useWords().insurance.section;
  const errors = showErrors
    ? validateInsuranceChoice({ company, reimbursement, directCompensationConsent }, isRemote)
    : {};
  const reimbursementError =
    errors.insuranceReimbursement === 'required'
      ? LL.reimbursement.required()
      : errors.insuranceReimbursement === 'notForRemote'
        ? LL.reimbursement.notForRemote()
        : undefined;

  return (
    <Stack space="md">
      <Select<OfferedInsurer>
        label={LL.insurer.label()}
        placeholder={LL.insurer.placeholder()}
        width="medium"
        isRequired
        value={company}
        onChange={onCompanyChange}
        onBlur={onBlur}
        errorMessage={errors.insuranceCompany === 'required' ? LL.insurer.required() : undefined}
        options={offeredInsuranceCompanies.map((insurer) => ({
          value: insurer,
          label: LL.insurers[insurer](),
        }))}
      />
      {company === 'IF' && (
        <RadioGroup<ReimbursementChoice>
          label={LL.reimbursement.label()}
          isRequired
          value={reimbursement}
          onChange={onReimbursementChange}
          errorMessage={reimbursementError}
          options={reimbursementOptions(company, isRemote).map((option) => ({
            value: option.choice,
            label: LL.reimbursement.choices[option.choice](),
            isDisabled: option.disabled,
            description: option.disabled ? LL.reimbursement.remoteOnly() : undefined,
          }))}
        />
      )}
      {company === 'IF' && reimbursement === 'USE_REIMBURSEMENT' && (
        <Checkbox
          isSelected={directCompensationConsent}
          onChange={onConsentChange}
          isRequired
          errorMessage={
            errors.directCompensationConsent === 'required' ? LL.directCompensation.required() : undefined
          }
        >
          {LL.directCompensation.consent()}
        </Checkbox>
      )}
      {company === 'OTHER' && <p>{LL.other()}</p>}
    </Stack>
  );
}
