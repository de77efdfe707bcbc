import {
  type ConceptStatus,
  type FeatureName,
  featureSet,
  type InsuranceSection,
  type InsuranceSectionEvent,
  initialInsuranceSection,
  type Lang,
  nextInsuranceSection,
  type OfferedInsurer,
  type ReimbursementChoice,
} from '@portal/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, within } from 'storybook/test';
import { storyWords } from '../../examples/storyWords';
import { useLang } from '../../i18n';
import { exampleApplyPermitHref, examplePermits } from '../examples/insuranceExamples';
import { InsuranceSectionView } from './InsuranceSectionView';

interface Args {
  /** The insurer already picked. */
  company: OfferedInsurer | null;
  /** IF's payment type already picked. */
  reimbursement: ReimbursementChoice | null;
  /** The compensation consent already given. */
  consent: boolean;
  isRemote: boolean;
  concept: ConceptStatus;
  showErrors: boolean;
  /** Flags on; the partner flow needs `lahitapiola-insurance-flow`. */
  features: readonly FeatureName[];
  /**
   * The page opens back from the partner site, which granted a permit the person did not have:
   * the section is brought into view with the new permit chosen. Default: not a return.
   */
  backWithNewPermit?: boolean;
  onEvent: (event: InsuranceSectionEvent) => void;
}

/** The section as the booking page opens it after the partner site granted the second permit. */
function backFromPartner(features: readonly FeatureName[], lang: Lang): InsuranceSection {
  const [had, granted] = examplePermits(lang);
  const opened = initialInsuranceSection({
    features: featureSet(features),
    underage: false,
    returned: 'directcompensationallowed',
    knownPermits: had ? [had.contentHash] : [],
  });
  const permits = [had, granted].filter((permit) => permit !== undefined);
  return nextInsuranceSection(opened, {
    type: 'partner',
    event: { type: 'permitsLoaded', permits },
  });
}

/** The section over the domain's `nextInsuranceSection`, opened with the story's choices. */
function LiveSection({
  company,
  reimbursement,
  consent,
  features,
  backWithNewPermit = false,
  onEvent,
  ...props
}: Args) {
  const locale = useLang();
  const [section, setSection] = useState<InsuranceSection>(() => {
    if (backWithNewPermit) return backFromPartner(features, locale);
    const events: InsuranceSectionEvent[] = [{ type: 'chooseInsurer', company }];
    if (reimbursement !== null) events.push({ type: 'chooseReimbursement', reimbursement });
    if (consent) events.push({ type: 'setDirectCompensationConsent', consent });
    return events.reduce(
      nextInsuranceSection,
      initialInsuranceSection({ features: featureSet(features), underage: false, returned: null }),
    );
  });
  return (
    <InsuranceSectionView
      {...props}
      section={section}
      applyPermitHref={exampleApplyPermitHref}
      customerServicePhone="0303 0303"
      bringIntoView={backWithNewPermit}
      onEvent={(event) => {
        onEvent(event);
        setSection((current) => nextInsuranceSection(current, event));
      }}
    />
  );
}

const meta = {
  title: 'Booking/Insurance/InsuranceSection',
  component: LiveSection,
  args: {
    company: null,
    reimbursement: null,
    consent: false,
    isRemote: false,
    concept: 'notNeeded',
    showErrors: true,
    features: ['lahitapiola-insurance-flow', 'pohjola-company-insurance-flow'],
    onEvent: fn(),
  },
} satisfies Meta<typeof LiveSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing picked: 'insurance company is required information'. */
export const InsurerRequired: Story = {
  play: async ({ canvas, globals }) => {
    const LL = storyWords(globals).insurance.section;
    await expect(canvas.getByRole('heading', { level: 2, name: LL.title() })).toBeVisible();
    await expect(canvas.getByText(LL.insurer.required())).toBeVisible();
  },
};

/** Before the person has been at the box, no message yet. */
export const Untouched: Story = {
  args: { showErrors: false },
  play: async ({ canvas, globals }) => {
    const LL = storyWords(globals).insurance.section;
    await expect(canvas.queryByText(LL.insurer.required())).toBeNull();
  },
};

/** The dropdown offers only If, LähiTapiola, OP and Other; opened by keyboard. */
export const InsurerOptions: Story = {
  args: { showErrors: false },
  play: async ({ globals, userEvent, args }) => {
    const LL = storyWords(globals).insurance.section;
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await screen.findByRole('listbox');
    const options = within(listbox)
      .getAllByRole('option')
      .map((option) => option.textContent);
    const offered: OfferedInsurer[] = ['IF', 'LAHITAPIOLA', 'OP', 'OTHER'];
    await expect(options).toEqual(offered.map((id) => LL.insurers[id]()));
    await userEvent.keyboard('{Enter}');
    await expect(args.onEvent).toHaveBeenLastCalledWith({ type: 'chooseInsurer', company: 'IF' });
  },
};

/** If without a payment type: 'payment type is required information'. */
export const IfPaymentTypeRequired: Story = {
  args: { company: 'IF' },
  play: async ({ canvas, globals }) => {
    const LL = storyWords(globals).insurance.section;
    await expect(canvas.getByText(LL.reimbursement.required())).toBeVisible();
  },
};

/** If with direct reimbursement: the compensation consent is required. */
export const IfConsentRequired: Story = {
  args: { company: 'IF', reimbursement: 'USE_REIMBURSEMENT' },
  play: async ({ canvas, globals, userEvent, args }) => {
    const LL = storyWords(globals).insurance.section;
    await expect(canvas.getByText(LL.directCompensation.required())).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: LL.directCompensation.consent() }));
    await expect(args.onEvent).toHaveBeenLastCalledWith({
      type: 'setDirectCompensationConsent',
      consent: true,
    });
    await expect(canvas.queryByText(LL.directCompensation.required())).toBeNull();
  },
};

export const IfConsentGiven: Story = {
  args: { company: 'IF', reimbursement: 'USE_REIMBURSEMENT', consent: true },
  play: async ({ canvas, globals }) => {
    const LL = storyWords(globals).insurance.section;
    await expect(canvas.getByRole('checkbox', { name: LL.directCompensation.consent() })).toBeChecked();
  },
};

/** A remote appointment: company reimbursement cannot be picked. */
export const IfRemote: Story = {
  args: { company: 'IF', isRemote: true },
  play: async ({ canvas, globals }) => {
    const LL = storyWords(globals).insurance.section;
    await expect(
      canvas.getByRole('radio', { name: new RegExp(LL.reimbursement.choices.COMPANY_REIMBURSEMENT()) }),
    ).toBeDisabled();
    await expect(
      canvas.getByRole('radio', { name: new RegExp(LL.reimbursement.choices.PAY_AND_REIMBURSE()) }),
    ).toBeEnabled();
  },
};

/** Other: paid by the patient, nothing more to ask. */
export const Other: Story = {
  args: { company: 'OTHER' },
  play: async ({ canvas, globals }) => {
    const LL = storyWords(globals).insurance.section;
    await expect(canvas.getByText(LL.other())).toBeVisible();
  },
};

/** LähiTapiola with its feature: the partner flow opens. */
export const LahiTapiola: Story = {
  args: { company: 'LAHITAPIOLA' },
  play: async ({ canvas, globals }) => {
    const LL = storyWords(globals).insurance.partner;
    await expect(canvas.getByRole('heading', { name: LL.title() })).toBeVisible();
  },
};

/** LähiTapiola without the feature: taken as declared, no flow. */
export const LahiTapiolaWithoutFlow: Story = {
  args: { company: 'LAHITAPIOLA', features: [] },
  play: async ({ canvas, globals }) => {
    const LL = storyWords(globals).insurance.partner;
    await expect(canvas.queryByRole('heading', { name: LL.title() })).toBeNull();
  },
};

/** OP with the company flow: whose insurance first. */
export const Op: Story = {
  args: { company: 'OP' },
  play: async ({ canvas, globals }) => {
    const LL = storyWords(globals).insurance.pohjola;
    await expect(canvas.getByRole('radiogroup', { name: LL.owner.label() })).toBeVisible();
  },
};

/** The concept is being added to the patient. */
export const ConceptAdding: Story = {
  args: { company: 'IF', reimbursement: 'PAY_AND_REIMBURSE', concept: 'adding' },
  play: async ({ canvas, globals }) => {
    const LL = storyWords(globals).insurance.section;
    await expect(canvas.getByRole('progressbar', { name: LL.concept.adding() })).toBeVisible();
  },
};

/** Adding the concept failed: the generic error that blocks booking. */
export const ConceptFailed: Story = {
  args: { company: 'IF', reimbursement: 'PAY_AND_REIMBURSE', concept: 'failed' },
  play: async ({ canvas, globals }) => {
    const LL = storyWords(globals).insurance.section;
    await expect(canvas.getByRole('alert')).toHaveTextContent(LL.concept.failedTitle());
  },
};

/** The insurer does not allow the patient its direct reimbursement: choose another payment type. */
export const ConceptRefused: Story = {
  args: { company: 'IF', reimbursement: 'USE_REIMBURSEMENT', consent: true, concept: 'refused' },
  play: async ({ canvas, globals }) => {
    const LL = storyWords(globals).insurance.section;
    await expect(canvas.getByRole('alert')).toHaveTextContent(LL.concept.refusedTitle());
    await expect(canvas.getByRole('alert')).toHaveTextContent(LL.concept.refusedText());
  },
};

export const IfRemoteInEnglishChildren: Story = {
  args: { company: 'IF', isRemote: true },
  globals: { lang: 'en', brand: 'children' },
};

/**
 * Back from the partner site with a permit granted: the section is at the top of the window with
 * focus on its heading, and the new permit (the second) is chosen, waiting to be confirmed.
 */
export const BackWithNewPermit: Story = {
  args: { backWithNewPermit: true },
  play: async ({ canvas, globals }) => {
    const LL = storyWords(globals).insurance.section;
    await expect(canvas.getByRole('heading', { level: 2, name: LL.title() })).toHaveFocus();
    const radios = canvas.getAllByRole('radio');
    await expect(radios.at(-1)).toBeChecked();
    await expect(radios[0]).not.toBeChecked();
  },
};
