import type { NamespaceShellTranslation } from '../../i18n-types';

const sv_shell = {
  document: {
    title: '{page} – {brand}',
  },
  header: {
    skipToContent: 'Hoppa till huvudinnehållet',
    homeLink: '{brand} – startsida',
    loading: 'Laddar…',
    openMenu: 'Meny',
    closeMenu: 'Stäng menyn',
    help: 'Hjälp',
  },
  navigation: {
    label: 'Huvudmeny',
    groups: {
      occupational: 'Företagshälsovård',
      sicknessFund: 'Sjukkassan',
      appointments: 'Tidsbokningar och hälsa',
      services: 'Tjänster',
      account: 'Ditt konto',
    },
    items: {
      front: 'Startsida',
      conversations: 'Meddelanden',
      occupationalList: 'Tidsbokning i företagshälsovården',
      occupationalTeam: 'Företagshälsovårdsteamet',
      sicknessFund: 'Sjukkassan',
      appointments: 'Tidsbokningar',
      visitTypeLanding: 'Boka tid',
      visits: 'Besök',
      prescriptions: 'Recept',
      laboratory: 'Laboratorium',
      questionnaires: 'Enkäter',
      vaccinations: 'Vaccinationer',
      imaging: 'Bilddiagnostik',
      certificates: 'Intyg',
      chatNotice: 'Pikkutsatti',
      invoices: 'Fakturor',
      myInformation: '{firstName} {lastName}',
      logout: 'Logga ut',
      logoutAllDevices: 'Logga ut på alla enheter',
    },
    unread: '{count} oläst{{|a}}',
  },
  userMenu: {
    myInformation: 'Mina uppgifter',
    childMatters: 'Mitt barns ärenden',
  },
  footer: {
    customerService: 'Kundtjänst {phone}',
    apps: 'Ladda ner appen {brand}',
    appStore: 'Ladda ner i App Store',
    googlePlay: 'Ladda ner på Google Play',
    terms: 'Användarvillkor',
    accessibility: 'Tillgänglighetsutlåtande',
    cookieSettings: 'Inställningar för kakor',
  },
  cookies: {
    title: 'Inställningar för kakor',
    text: 'Vi använder bara de kakor som behövs för att du ska kunna logga in och förbli inloggad. De kan inte stängas av, och inga kakor används för spårning eller marknadsföring.',
    close: 'Stäng',
  },
  sessionWarning: {
    text: 'Spara dina osparade ändringar. Sessionen går ut om {n} sekund{{er}}.',
    regionLabel: 'Aviseringar',
    continue: 'Fortsätt',
    final:
      'Spara dina osparade ändringar. Sessionen avslutas om {n} sekund{{er}} och kan inte längre förlängas. Du kan sedan logga in igen.',
  },
  languagePicker: {
    label: 'Välj språk',
    fi: 'Suomeksi',
    sv: 'På svenska',
    en: 'In English',
  },
  login: {
    button: 'Logga in',
  },
  logout: {
    button: 'Logga ut',
    confirmTitle: 'Vill du logga ut?',
    confirmText: 'Är du säker på att du vill logga ut?',
    confirm: 'Logga ut',
    cancel: 'Avbryt',
    busy: 'Loggar ut…',
    allDevicesButton: 'Logga ut på alla enheter',
    allDevicesConfirmTitle: 'Logga ut på alla enheter?',
    allDevicesConfirmText:
      'Du loggas ut här och på alla andra telefoner, surfplattor och datorer där du är inloggad i tjänsten.',
    allDevicesConfirm: 'Logga ut på alla enheter',
  },
} satisfies NamespaceShellTranslation;

export default sv_shell;
