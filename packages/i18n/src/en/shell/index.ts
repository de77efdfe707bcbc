import type { BaseTranslation } from '../../i18n-types';

/** Words of the page shell: header, language picker, log-out, document title. */
const en_shell = {
  document: {
    /** Browser tab title: the page's own title followed by the brand. */
    title: '{page:string} – {brand:string}',
  },
  header: {
    skipToContent: 'Skip to main content',
    homeLink: '{brand:string} front page',
    loading: 'Loading…',
    /** The hamburger button that opens the menu on small screens; also the title of the opened menu. */
    openMenu: 'Menu',
    closeMenu: 'Close menu',
    /** The help icon; shown on Finnish pages only, where the help page is. */
    help: 'Help',
  },
  navigation: {
    label: 'Main menu',
    groups: {
      occupational: 'Occupational health',
      sicknessFund: 'Sickness fund',
      appointments: 'Appointments and health',
      services: 'Services',
      account: 'Your account',
    },
    /** One text per page of the menu, keyed by the page's id in the route table. */
    items: {
      front: 'Front page',
      conversations: 'Messages',
      occupationalList: 'Book occupational health care',
      occupationalTeam: 'Occupational health team',
      sicknessFund: 'Sickness fund',
      appointments: 'Appointments',
      visitTypeLanding: 'Book an appointment',
      visits: 'Visits',
      prescriptions: 'Prescriptions',
      laboratory: 'Laboratory',
      questionnaires: 'Questionnaires',
      vaccinations: 'Vaccinations',
      imaging: 'Imaging',
      certificates: 'Certificates',
      chatNotice: 'Pikkutsatti',
      invoices: 'Invoices',
      /** The my-information entry is titled with the person's name (messaging-invoices-shell.md §2). */
      myInformation: '{firstName:string} {lastName:string}',
      logout: 'Log out',
      logoutAllDevices: 'Log out on all devices',
    },
    /** Read after the name of the messages entry. */
    unread: '{count:number} unread',
  },
  userMenu: {
    myInformation: 'My information',
    childMatters: 'My child’s matters',
  },
  footer: {
    customerService: 'Customer service {phone:string}',
    apps: 'Get the {brand:string} app',
    appStore: 'Download on the App Store',
    googlePlay: 'Get it on Google Play',
    terms: 'Terms of use',
    accessibility: 'Accessibility statement',
    cookieSettings: 'Cookie settings',
  },
  cookies: {
    title: 'Cookie settings',
    text: 'This service uses only the cookies it needs to sign you in and keep you signed in. They cannot be turned off, and no cookies are used for tracking or marketing.',
    close: 'Close',
  },
  sessionWarning: {
    /** messaging-invoices-shell.md §8, shown 90 and 30 seconds before the session ends. */
    text: 'Save pending changes. Your session will expire in {n:number} second{{s}}.',
    regionLabel: 'Notifications',
    /** The warning's button that extends the session by the idle time. */
    continue: 'Continue',
    /** The warnings once the session has reached the longest it may last since logging in. */
    final:
      'Save pending changes. Your session will end in {n:number} second{{s}} and can no longer be extended. You can then log in again.',
  },
  languagePicker: {
    label: 'Choose language',
    // Each language is named in itself, so a reader finds their own language whatever the page language.
    fi: 'Suomeksi',
    sv: 'På svenska',
    en: 'In English',
  },
  login: {
    button: 'Log in',
  },
  logout: {
    button: 'Log out',
    confirmTitle: 'Log out?',
    confirmText: 'Are you sure you want to log out?',
    confirm: 'Log out',
    cancel: 'Cancel',
    busy: 'Logging out…',
    /** The entry that also ends the person's sessions on other phones and computers. */
    allDevicesButton: 'Log out on all devices',
    allDevicesConfirmTitle: 'Log out on all devices?',
    allDevicesConfirmText:
      'You will be logged out here and on every other phone, tablet and computer where you are logged in to the service.',
    allDevicesConfirm: 'Log out on all devices',
  },
} satisfies BaseTranslation;

export default en_shell;
