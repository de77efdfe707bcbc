import {
  type AppointmentWire,
  applyFilterChange,
  type CustomerType,
  defaultFilter,
  type FilterChange,
  type ListState,
  type OccupationalBlock,
  occupationalBlockOf,
  type SearchFilter,
} from '@portal/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import {
  exampleAppointments,
  exampleAvailableDates,
  exampleOptions,
  exampleOtherDays,
  exampleToday,
  exampleWeekAppointments,
} from '../../examples/search';
import { inShell } from '../../examples/shell';
import { storyWords } from '../../examples/storyWords';
import { useWords } from '../../i18n';
import type { ClinicSuggestion } from '../AppointmentList';
import { OccupationalBlockView } from '../OccupationalBlockView';
import { AppointmentSearch } from './AppointmentSearch';

interface Args {
  customerType: CustomerType;
  /** Changes to the opening filter, as the address would carry them. */
  initial?: Partial<SearchFilter>;
  state: ListState<AppointmentWire>;
  /** Whether the filter's choices have loaded. */
  optionsLoaded?: boolean;
  practitionerClinics?: readonly ClinicSuggestion[];
  withInfo?: boolean;
  specialtyInfo?: { title: string; text: string };
  /** The occupational list's block, shown instead of the filter and the list. */
  block?: OccupationalBlock;
  onFilterChange: (change: FilterChange) => void;
  onRetry: () => void;
  onLoadMore: () => void;
  onLoadEarlier?: () => void;
}

/** A list page whose filter follows the domain's rules, as the app keeps it. */
function SearchExample({
  customerType,
  initial,
  state,
  optionsLoaded = true,
  practitionerClinics,
  withInfo = false,
  specialtyInfo,
  block,
  onFilterChange,
  onRetry,
  onLoadMore,
  onLoadEarlier,
}: Args) {
  const words = useWords().search;
  const [filter, setFilter] = useState<SearchFilter>({
    ...defaultFilter(customerType, exampleToday),
    ...initial,
  });
  const title = words.list.titles[customerType]();
  const info = withInfo && customerType !== 'private' ? words.list.info[customerType]() : undefined;
  return (
    <AppointmentSearch
      title={title}
      breadcrumbs={[
        { label: words.list.breadcrumbs.front(), href: '/fi' },
        { label: words.list.breadcrumbs.booking(), href: '/fi/ajanvaraus' },
        { label: title },
      ]}
      info={info}
      specialtyInfo={specialtyInfo}
      blocked={
        block === undefined ? undefined : (
          <OccupationalBlockView
            block={block}
            phone="0303 0303"
            phoneHref="tel:+3583030303"
            privateListHref="/fi/ajanvaraus/yksityisasiakas"
            chatHref={null}
            onReload={onRetry}
          />
        )
      }
      filter={filter}
      options={optionsLoaded ? exampleOptions : null}
      availableDates={exampleAvailableDates}
      today={exampleToday}
      onFilterChange={(change) => {
        onFilterChange(change);
        setFilter((current) => applyFilterChange(current, change, { today: exampleToday }));
      }}
      state={state}
      reserveHref={(appointment) => `/fi/kirjautumattomat-kayttajat/varaa/${appointment.id}`}
      onRetry={onRetry}
      onLoadMore={onLoadMore}
      onLoadEarlier={onLoadEarlier}
      practitionerClinics={practitionerClinics}
    />
  );
}

const twenty = exampleAppointments(20);

const meta = {
  title: 'Booking/AppointmentSearch',
  component: SearchExample,
  args: {
    customerType: 'private',
    state: { status: 'results', requestId: 1, appointments: twenty, more: 'available' },
    onFilterChange: fn(),
    onRetry: fn(),
    onLoadMore: fn(),
  },
  globals: { viewport: { value: 'large' } },
  parameters: { pageShot: true, fullPage: false },
} satisfies Meta<typeof SearchExample>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first search under way: three skeleton blocks where the times will be. */
export const Loading: Story = {
  args: { state: { status: 'loading', requestId: 1 } },
  play: async ({ canvas, canvasElement, globals }) => {
    const LL = storyWords(globals);
    await expect(canvas.getByText(LL.search.results.loading())).toBeInTheDocument();
    await expect(canvasElement.querySelectorAll('[data-part="block"]')).toHaveLength(3);
  },
};

/** The filter's choices still loading: the empty filter, inert, holds its place. */
export const FilterLoading: Story = {
  args: { state: { status: 'loading', requestId: 1 }, optionsLoaded: false },
  play: async ({ canvas, canvasElement, globals }) => {
    const LL = storyWords(globals);
    // The empty filter holds the place of the one to come, out of reach until its choices arrive.
    await expect(canvas.getAllByRole('status')[0]).toHaveTextContent(LL.components.loading());
    await expect(canvasElement.querySelector('[data-state="loading"] [inert]')).not.toBeNull();
  },
};

/** A full page of twenty times, each a link to its reservation page, and Show more. */
export const Results: Story = {
  play: async ({ canvas, globals, args, userEvent }) => {
    const LL = storyWords(globals);
    const list = canvas.getByRole('list', { name: LL.search.results.label() });
    await expect(within(list).getAllByRole('link')).toHaveLength(20);
    await expect(within(list).getAllByRole('link')[0]).toHaveAttribute(
      'href',
      '/fi/kirjautumattomat-kayttajat/varaa/1000',
    );
    // One day: one heading over its times, and the count said once, in the page's live region.
    await expect(within(list).getAllByRole('heading', { level: 3 })).toHaveLength(1);
    await expect(canvas.getByRole('status')).toHaveTextContent(LL.search.results.countMore({ count: 20 }));
    await userEvent.click(canvas.getByRole('button', { name: LL.search.results.showMore() }));
    await expect(args.onLoadMore).toHaveBeenCalled();
  },
};

/**
 * A start date chosen mid-week: the list starts at the week around it (booking.md §9), the times under
 * their days' headings, and the chosen day's heading brought to the top.
 */
export const GroupedByDay: Story = {
  args: {
    initial: { startDate: '2026-11-23', endDate: '2026-11-23' },
    state: { status: 'results', requestId: 1, appointments: exampleWeekAppointments(), more: 'none' },
  },
  play: async ({ canvas, canvasElement, globals }) => {
    const LL = storyWords(globals);
    const list = canvas.getByRole('list', { name: LL.search.results.label() });
    await expect(within(list).getAllByRole('heading', { level: 3 })).toHaveLength(6);
    const chosen = canvasElement.querySelector('[data-chosen]');
    await expect(chosen?.querySelector('h3')).toHaveTextContent('23.11.2026');
    await expect(canvas.getByRole('status')).toHaveTextContent(LL.search.results.count({ count: 18 }));
  },
};

/**
 * A busy list with a start date chosen mid-week: the chosen day's times are read apart from the earlier
 * days of its week, so they show at once under their heading, and more of the earlier days may load
 * between them and the chosen day.
 */
export const EarlierTimesBeforeChosenDay: Story = {
  args: {
    initial: { startDate: '2026-11-23', endDate: '2026-11-23' },
    state: {
      status: 'results',
      requestId: 1,
      appointments: exampleWeekAppointments(),
      more: 'available',
      earlier: 'available',
    },
    onLoadEarlier: fn(),
  },
  play: async ({ canvas, canvasElement, globals, args, userEvent }) => {
    const words = storyWords(globals).search.results;
    // The control stands right above the chosen day's heading, and names that day.
    const chosen = canvasElement.querySelector('[data-chosen]');
    const earlier = within(chosen?.previousElementSibling as HTMLElement).getByRole('button');
    await expect(earlier).toHaveAccessibleName(
      new RegExp(`^${words.showEarlier({ date: '' }).trim()} \\S+ 23\\.11\\.2026$`),
    );
    await expect(canvas.getByRole('status')).toHaveTextContent(words.countMore({ count: 18 }));
    earlier.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onLoadEarlier).toHaveBeenCalled();
  },
};

/**
 * A clinic chosen: the search adds the neighbouring municipalities' clinics, and their times say they
 * are at a nearby clinic. No price shows to an insurance customer, whose insurer pays.
 */
export const NearbyClinic: Story = {
  args: {
    customerType: 'insurance',
    initial: { clinicIds: ['HKI1'] },
    state: { status: 'results', requestId: 1, appointments: exampleAppointments(3), more: 'none' },
  },
  play: async ({ canvas, globals }) => {
    const words = storyWords(globals).search.results;
    await expect(canvas.getAllByText(words.nearbyClinic())).toHaveLength(1);
    await expect(
      canvas.getByRole('link', { name: new RegExp(words.nearbyPlace({ clinic: 'Espoo Tapiola' })) }),
    ).toBeVisible();
    await expect(canvas.queryByText(/79,00|79\.00/)).toBeNull();
  },
};

/** The next page loading: the button stays, busy. */
export const MoreLoading: Story = {
  args: { state: { status: 'results', requestId: 2, appointments: twenty, more: 'loading' } },
  play: async ({ canvas, globals }) => {
    const LL = storyWords(globals);
    await expect(canvas.getByRole('button', { name: LL.search.results.loadingMore() })).toHaveAttribute(
      'data-busy',
      'true',
    );
  },
};

/** The next page failed: the times stay, with the failure and Show more to try again. */
export const MoreFailed: Story = {
  args: { state: { status: 'results', requestId: 2, appointments: twenty, more: 'failed' } },
  play: async ({ canvas, globals }) => {
    const LL = storyWords(globals);
    await expect(canvas.getByRole('alert')).toHaveTextContent(LL.search.results.moreFailed());
    await expect(canvas.getByRole('button', { name: LL.search.results.showMore() })).toBeEnabled();
  },
};

/** A last, short page: no Show more. */
export const LastPage: Story = {
  args: { state: { status: 'results', requestId: 1, appointments: exampleAppointments(4), more: 'none' } },
  globals: { lang: 'en', brand: 'children' },
  play: async ({ canvas, globals }) => {
    const LL = storyWords(globals);
    await expect(canvas.queryByRole('button', { name: LL.search.results.showMore() })).toBeNull();
    await expect(
      canvas.getByRole('link', { name: /^Book 08:00 on Tue 17\.11\.2026, Anna Lind/ }),
    ).toBeVisible();
  },
};

/** The search failed: the specification's words and Retry. */
export const SearchError: Story = {
  args: { state: { status: 'error', requestId: 1 } },
  play: async ({ canvas, globals, args, userEvent }) => {
    const LL = storyWords(globals);
    await expect(canvas.getByRole('alert')).toHaveTextContent(LL.search.results.error());
    await userEvent.click(canvas.getByRole('button', { name: LL.search.results.retry() }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** Nothing matches: other days from the month after, all clinics, the practitioner's clinics. */
export const EmptyWithSuggestions: Story = {
  args: {
    initial: { clinicIds: ['VAN1'], practitionerIds: ['p-anna'], includeRemote: true },
    state: { status: 'empty', requestId: 1, suggestions: { status: 'ready', days: exampleOtherDays } },
    practitionerClinics: [
      { id: 'HKI1', name: 'Helsinki Kamppi' },
      { id: 'ESP1', name: 'Espoo Tapiola' },
    ],
  },
  play: async ({ canvas, globals, args, userEvent }) => {
    const LL = storyWords(globals);
    await expect(canvas.getByRole('heading', { name: LL.search.empty.title() })).toBeVisible();
    await expect(
      canvas.getAllByRole('button', { name: /23\.11\.2026|25\.11\.2026|2\.12\.2026/ }),
    ).toHaveLength(3);
    await userEvent.click(
      canvas.getByRole('button', { name: LL.search.empty.showDay({ date: '23.11.2026' }) }),
    );
    await expect(args.onFilterChange).toHaveBeenCalledWith({ type: 'startDate', date: '2026-11-23' });
    await userEvent.click(
      canvas.getByRole('button', { name: LL.search.empty.showClinic({ clinic: 'Helsinki Kamppi' }) }),
    );
    await expect(args.onFilterChange).toHaveBeenCalledWith({ type: 'clinics', clinicIds: ['HKI1'] });
    await expect(canvas.getByRole('button', { name: LL.search.empty.allClinics() })).toBeVisible();
  },
};

/** Nothing matches and the follow-up search is still looking for other days. */
export const EmptySearchingOtherDays: Story = {
  args: { state: { status: 'empty', requestId: 1, suggestions: { status: 'loading' } } },
  globals: { lang: 'sv' },
  play: async ({ canvas, globals }) => {
    const LL = storyWords(globals);
    await expect(canvas.getByText(LL.search.empty.otherDaysLoading())).toBeInTheDocument();
  },
};

/** Nothing in the following month either. */
export const EmptyNoOtherDays: Story = {
  args: { state: { status: 'empty', requestId: 1, suggestions: { status: 'ready', days: [] } } },
  play: async ({ canvas, globals }) => {
    const LL = storyWords(globals);
    await expect(canvas.getByText(LL.search.empty.noOtherDays())).toBeVisible();
  },
};

/** The names chosen in one of the filter's several-choice fields, as the tags under it show them. */
const chosenIn = (canvas: HTMLElement, field: string) =>
  within(within(canvas).getByRole('grid', { name: field }))
    .getAllByRole('row')
    .map((row) => row.textContent);

/** Choosing a practitioner clears the specialty and turns remote times on (booking.md §5). */
export const PractitionerClearsSpecialty: Story = {
  args: { initial: { specialtyIds: ['YLE'] } },
  // Its steps name the example catalogue's Finnish and English words; its state is shot once.
  parameters: { pageShot: false },
  play: async ({ canvas, canvasElement, globals, userEvent, step }) => {
    const LL = storyWords(globals);
    const words = LL.search.filter;
    await expect(chosenIn(canvasElement, words.specialty())).toEqual(['Yleislääkäri']);
    await step('choose Anna Lind', async () => {
      const practitioner = canvas.getByRole('combobox', { name: words.practitioner() });
      await userEvent.type(practitioner, 'Anna');
      await userEvent.click(await screen.findByRole('option', { name: /Anna Lind/ }));
      await userEvent.keyboard('{Escape}');
    });
    await waitFor(() => expect(canvas.queryByRole('grid', { name: words.specialty() })).toBeNull());
    await expect(canvas.getByRole('combobox', { name: words.specialty() })).toHaveAttribute(
      'placeholder',
      words.allSpecialties(),
    );
    await expect(chosenIn(canvasElement, words.practitioner())).toEqual([
      expect.stringContaining('Anna Lind'),
    ]);
    await expect(canvas.getByRole('checkbox', { name: words.includeRemote() })).toBeChecked();
  },
};

/** A specialty of the remote list keeps remote times on, and the box says why (booking.md §5). */
export const RemoteSpecialtyLocksRemote: Story = {
  globals: { lang: 'en' },
  // Its steps name the example catalogue's Finnish and English words; its state is shot once.
  parameters: { pageShot: false },
  play: async ({ canvas, globals, userEvent }) => {
    const words = storyWords(globals).search.filter;
    await userEvent.type(canvas.getByRole('combobox', { name: words.specialty() }), 'Psy');
    await userEvent.click(await screen.findByRole('option', { name: 'Psychologist' }));
    await userEvent.keyboard('{Escape}');
    const remote = canvas.getByRole('checkbox', { name: words.includeRemote() });
    await waitFor(() => expect(remote).toBeChecked());
    await expect(remote).toBeDisabled();
    await expect(canvas.getByText(words.includeRemoteLocked())).toBeVisible();
  },
};

/** Several clinics and specialties chosen, as an address with several ids of each opens the list. */
export const SeveralChosen: Story = {
  args: { initial: { clinicIds: ['HKI1', 'ESP1'], specialtyIds: ['YLE', 'SH'] } },
  play: async ({ canvas, canvasElement, globals, args, userEvent, step }) => {
    const words = storyWords(globals).search.filter;
    await expect(chosenIn(canvasElement, words.clinic())).toEqual(['Helsinki Kamppi', 'Espoo Tapiola']);
    await expect(chosenIn(canvasElement, words.specialty())).toHaveLength(2);
    await step('add Vantaa Tikkurila', async () => {
      await userEvent.type(canvas.getByRole('combobox', { name: words.clinic() }), 'Vantaa');
      await userEvent.click(await screen.findByRole('option', { name: 'Vantaa Tikkurila' }));
      await userEvent.keyboard('{Escape}');
    });
    await expect(args.onFilterChange).toHaveBeenLastCalledWith({
      type: 'clinics',
      clinicIds: ['HKI1', 'ESP1', 'VAN1'],
    });
    await expect(chosenIn(canvasElement, words.clinic())).toHaveLength(3);
  },
};

/** The kela65 list: its fixed specialty, disabled, with its info box. */
export const Kela65SpecialtyDisabled: Story = {
  args: { customerType: 'kela65', withInfo: true },
  play: async ({ canvas, canvasElement, globals }) => {
    const LL = storyWords(globals);
    await expect(canvas.getByRole('combobox', { name: LL.search.filter.specialty() })).toBeDisabled();
    await expect(chosenIn(canvasElement, LL.search.filter.specialty())).toEqual([
      LL.search.filter.kela65Specialty(),
    ]);
    await expect(canvas.getByText(LL.search.list.info.kela65())).toBeVisible();
  },
};

/** The insurance list with its info box and the chosen specialty's reservation information. */
export const InsuranceWithInfo: Story = {
  args: {
    customerType: 'insurance',
    withInfo: true,
    initial: { specialtyIds: ['YLE'] },
    specialtyInfo: {
      title: 'Yleislääkäri',
      text: 'Varaa yleislääkärin aika äkillisiin sairauksiin ja pitkäaikaissairauksien seurantaan.',
    },
    state: { status: 'results', requestId: 1, appointments: exampleAppointments(3), more: 'none' },
  },
  play: async ({ canvas, globals }) => {
    const LL = storyWords(globals);
    await expect(
      canvas.getByRole('heading', { level: 1, name: LL.search.list.titles.insurance() }),
    ).toBeVisible();
    await expect(canvas.getByText(LL.search.list.info.insurance())).toBeVisible();
    await expect(canvas.getByText('Yleislääkäri', { selector: 'p' })).toBeVisible();
  },
};

/** The start date's calendar opened: days with free times are marked, days before today refused. */
export const StartDateWithAvailableDays: Story = {
  // A short list: the picture needs no taller window, whose resizing moves the open calendar.
  args: { state: { status: 'results', requestId: 1, appointments: exampleAppointments(2), more: 'none' } },
  play: async ({ canvas, globals, userEvent }) => {
    const words = storyWords(globals).search.filter;
    await userEvent.click(canvas.getByRole('button', { name: new RegExp(words.startDate()) }));
    const grid = await screen.findByRole('grid');
    await waitFor(() => expect(grid.querySelectorAll('[data-available]').length).toBeGreaterThan(0));
    // The start is never before today: the 15th cannot be chosen, the 17th can.
    await expect(within(grid).getByText('15').closest('[data-unavailable]')).not.toBeNull();
    await expect(within(grid).getByText('17').closest('[data-unavailable]')).toBeNull();
    await expect(screen.getByText(words.availableDays())).toBeVisible();
  },
};

/** The evening tab chosen from the address; another tab is one press away. */
export const EveningTab: Story = {
  args: {
    initial: { timeOfDay: 'evening' },
    state: { status: 'results', requestId: 1, appointments: exampleAppointments(2, 30), more: 'none' },
  },
  play: async ({ canvas, globals, args, userEvent }) => {
    const words = storyWords(globals).search.timeOfDay;
    await expect(canvas.getByRole('tab', { name: words.evening() })).toHaveAttribute('aria-selected', 'true');
    // The panel holds the times' links: it is no stop of its own for the Tab key.
    await expect(canvas.getByRole('tabpanel')).toHaveAttribute('tabindex', '-1');
    await userEvent.click(canvas.getByRole('tab', { name: words.morning() }));
    await expect(args.onFilterChange).toHaveBeenCalledWith({ type: 'timeOfDay', timeOfDay: 'morning' });
    await expect(canvas.getByRole('tab', { name: words.morning() })).toHaveAttribute('aria-selected', 'true');
  },
};

/** A phone: the filter in one column, each time's Book link under its details. */
export const SmallScreen: Story = {
  args: {
    state: { status: 'results', requestId: 1, appointments: exampleAppointments(3), more: 'available' },
  },
  globals: { viewport: { value: 'small' }, brand: 'children' },
  play: async ({ canvas, canvasElement, globals }) => {
    const LL = storyWords(globals);
    // The filter's fields stay inside its box (a combo box's text field once pushed them out).
    // Testing Library does not know the search element's role yet.
    const filterBox = (canvasElement.querySelector('search') as HTMLElement).getBoundingClientRect();
    for (const name of [LL.search.filter.clinic(), LL.search.filter.practitioner()]) {
      const field = canvas.getByRole('combobox', { name }).parentElement as HTMLElement;
      await expect(field.getBoundingClientRect().right).toBeLessThanOrEqual(filterBox.right);
    }
    await expect(
      canvas.getAllByRole('link', { name: new RegExp(`^${LL.search.results.choose()} \\d`) }),
    ).toHaveLength(3);
    // Every time-of-day tab is on the screen: the last, the evening, once went past its edge.
    const evening = canvas.getByRole('tab', { name: LL.search.timeOfDay.evening() });
    await expect(evening.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};

/**
 * The occupational list of a person whose agreement has no online booking: the block stands where
 * the filter and the list would be, under the page's own title and breadcrumbs.
 */
export const OccupationalBlocked: Story = {
  args: {
    customerType: 'occupational',
    block: occupationalBlockOf('webReservationNotAllowed', [], null),
  },
  play: async ({ canvas, globals }) => {
    const LL = storyWords(globals).search;
    await expect(
      canvas.getByRole('heading', { level: 1, name: LL.list.titles.occupational() }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: LL.occupational.noWebReservation.call({ phone: '0303 0303' }) }),
    ).toHaveAttribute('href', 'tel:+3583030303');
    await expect(canvas.queryByRole('list', { name: LL.results.label() })).toBeNull();
  },
};

/**
 * The whole page scanned, in the shell as the app shows it: landmarks (axe's `region`, which the story
 * tests leave out for lone components) and the page's own rules (`page-has-heading-one`) too. A popup
 * left open at the end of a play function is scanned open.
 */
const wholePage = {
  test: 'error',
  context: { include: 'html' },
  config: { rules: [{ id: 'region', enabled: true }] },
} as const;

const inTheShell = {
  decorators: [inShell({ page: 'privateList' })],
  parameters: { fullPage: true, pageShot: false, a11y: wholePage },
  args: { state: { status: 'results', requestId: 1, appointments: exampleAppointments(3), more: 'none' } },
} satisfies Partial<Story>;

/** Waits until the open list box shows its first option. */
const listDrawn = () =>
  waitFor(() => expect(within(screen.getByRole('listbox')).getAllByRole('option')[0]).toBeVisible());

/**
 * Waits for an opened list to be drawn and placed: the list box comes before its options, and the
 * popover places itself a frame later, so a picture taken sooner may catch it on its way. On a busy
 * machine the list was once found empty after those frames (drawn again): it is waited for again.
 */
async function listSettled() {
  await listDrawn();
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  await listDrawn();
}

/** On a phone, in the shell, the clinic list opened by a tap on the field: scanned open. */
export const ClinicListOpenOnPhone: Story = {
  ...inTheShell,
  globals: { viewport: { value: 'small' } },
  play: async ({ canvas, globals, userEvent }) => {
    const words = storyWords(globals).search.filter;
    await userEvent.click(canvas.getByRole('combobox', { name: words.clinic() }));
    await listSettled();
  },
};

/** On a desktop, in the shell, the practitioner list opened: scanned open. */
export const PractitionerListOpen: Story = {
  ...inTheShell,
  globals: { viewport: { value: 'large' } },
  play: async ({ canvas, globals, userEvent }) => {
    const words = storyWords(globals).search.filter;
    await userEvent.click(canvas.getByRole('combobox', { name: words.practitioner() }));
    await listSettled();
  },
};

/** On a phone, in the shell, the start date's calendar opened: scanned open. */
export const CalendarOpenOnPhone: Story = {
  ...inTheShell,
  globals: { viewport: { value: 'small' } },
  play: async ({ canvas, globals, userEvent }) => {
    const words = storyWords(globals).search.filter;
    await userEvent.click(canvas.getByRole('button', { name: new RegExp(words.startDate()) }));
    await expect(await screen.findByRole('dialog')).toBeVisible();
  },
};
