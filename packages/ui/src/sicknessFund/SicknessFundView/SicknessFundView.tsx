import {
  certificatesAvailableSince,
  formatDay,
  fundCareKinds,
  type SicknessFundTab,
  sicknessFundTabs,
} from '@portal/domain';
import type { ReactElement } from 'react';
import { useWords } from '../../i18n';
import { Stack } from '../../Stack';
import { Tabs } from '../../Tabs';
import { benefitLines, fundServiceHours, hoursText } from './fundLines';
import * as styles from './SicknessFundView.css';

export interface SicknessFundViewProps {
  /** The tab shown, e.g. from the address. */
  tab: SicknessFundTab;
  /** Called with the tab the person chooses. */
  onTabChange: (tab: SicknessFundTab) => void;
}

/**
 * The sickness fund page (messaging-invoices-shell.md §2, §9): overview, reimbursement practices,
 * instructions and FAQ. Its figures come from the domain's fund rules, its words from the page language.
 */
export function SicknessFundView({ tab, onTabChange }: SicknessFundViewProps) {
  const words = useWords().sicknessFund;
  const panels: Record<SicknessFundTab, ReactElement> = {
    overview: <Overview />,
    reimbursements: <Reimbursements />,
    instructions: <Instructions />,
    faq: <Faq />,
  };
  return (
    <Stack space="lg">
      <h1>{words.title()}</h1>
      <Tabs<SicknessFundTab>
        label={words.tabsLabel()}
        value={tab}
        onValueChange={onTabChange}
        items={sicknessFundTabs.map((value) => ({
          value,
          label: words.tabs[value](),
          content: panels[value],
        }))}
      />
    </Stack>
  );
}

function Overview() {
  const words = useWords().sicknessFund.overview;
  return (
    <Stack>
      <h2>{words.heading()}</h2>
      <p>{words.lead()}</p>
      <p>{words.howItWorks()}</p>
      <p>{words.whoIsMember()}</p>
    </Stack>
  );
}

function Reimbursements() {
  const words = useWords().sicknessFund.reimbursements;
  return (
    <Stack>
      <h2>{words.heading()}</h2>
      <p>{words.lead()}</p>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col" className={styles.cell}>
                {words.kindColumn()}
              </th>
              <th scope="col" className={styles.cell}>
                {words.shareColumn()}
              </th>
            </tr>
          </thead>
          <tbody>
            {fundCareKinds.map((kind) => (
              <tr key={kind} data-kind={kind}>
                <th scope="row" className={styles.cell}>
                  {words.kinds[kind]()}
                </th>
                <td className={styles.cell}>
                  <ul className={styles.limits}>
                    {benefitLines(kind, words).map((line) => (
                      <li key={line}>{line}</li>
                    ))}
                  </ul>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Stack>
  );
}

function Instructions() {
  const words = useWords().sicknessFund.instructions;
  const { nursePhone, chat } = fundServiceHours;
  return (
    <Stack>
      <h2>{words.heading()}</h2>
      <p>{words.booking()}</p>
      <p>
        {words.nursePhone({
          weekdays: hoursText(nursePhone.weekdays),
          weekends: hoursText(nursePhone.weekends),
        })}
      </p>
      <p>{words.chat({ weekdays: hoursText(chat.weekdays), weekends: hoursText(chat.weekends) })}</p>
      <p>{words.certificates({ date: formatDay(certificatesAvailableSince) })}</p>
      <p>{words.invoice()}</p>
    </Stack>
  );
}

function Faq() {
  const words = useWords().sicknessFund.faq;
  const questions = ['whoPays', 'family', 'otherClinics', 'limits'] as const;
  return (
    <Stack>
      <h2>{words.heading()}</h2>
      {questions.map((id) => (
        <div key={id}>
          <h3 className={styles.question}>{words.questions[id].question()}</h3>
          <p className={styles.answer}>{words.questions[id].answer()}</p>
        </div>
      ))}
    </Stack>
  );
}
