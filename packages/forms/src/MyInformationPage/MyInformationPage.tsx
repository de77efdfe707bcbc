import type { MyInformationTab } from '@portal/domain';
import { Button, ButtonLink, ErrorView, Notice, Skeleton, Stack, Tabs, useWords } from '@portal/ui';
import type { ReactNode } from 'react';

/** What each tab shows; a tab left out of `tabs` is not offered. */
export type MyInformationSections = Readonly<Record<MyInformationTab, ReactNode>>;

/** The states of my information, as named strings. */
export type MyInformationPageState =
  | { readonly status: 'loading' }
  | { readonly status: 'loadFailed'; readonly onRetry: () => void }
  /** A signed-in person without a patient record: registration first. */
  | { readonly status: 'noPatient'; readonly registrationHref: string }
  | {
      readonly status: 'ready';
      /** The tabs offered, in order (the guardians' tab only with a guardian). */
      readonly tabs: readonly MyInformationTab[];
      /** The open tab, from the address. */
      readonly tab: MyInformationTab;
      readonly onTabChange: (tab: MyInformationTab) => void;
      readonly sections: MyInformationSections;
    };

export interface MyInformationPageProps {
  state: MyInformationPageState;
  /** Asks to log out; the page's confirmation follows. */
  onLogOut: () => void;
}

/**
 * My information (patient-area.md §2): the title, then the tabs for contact information, the
 * guardians' contact information and permissions, each tab addressable; the log-out button below,
 * which asks before it logs out. The state shows as `data-state`.
 */
export function MyInformationPage({ state, onLogOut }: MyInformationPageProps) {
  const words = useWords();
  const LL = words.myInformation;
  return (
    <div data-state={state.status}>
      <Stack space="lg">
        <h1>{LL.title()}</h1>
        <Body state={state} />
        <div>
          <Button variant="secondary" onPress={onLogOut}>
            {LL.logout.button()}
          </Button>
        </div>
      </Stack>
    </div>
  );
}

function Body({ state }: { state: MyInformationPageState }) {
  const words = useWords();
  const LL = words.myInformation;
  switch (state.status) {
    case 'loading':
      return <Skeleton label={LL.loading()} />;
    case 'loadFailed':
      return <ErrorView onRetry={state.onRetry} />;
    case 'noPatient':
      return (
        <>
          <Notice tone="info">{LL.noPatient()}</Notice>
          <div>
            <ButtonLink href={state.registrationHref}>{LL.register()}</ButtonLink>
          </div>
        </>
      );
    case 'ready':
      return (
        <Tabs<MyInformationTab>
          label={LL.tabs.label()}
          value={state.tab}
          onValueChange={state.onTabChange}
          items={state.tabs.map((tab) => ({
            value: tab,
            label: LL.tabs[tab](),
            content: state.sections[tab],
          }))}
        />
      );
    default:
      return state satisfies never;
  }
}
