import type { NamespaceInsurerSandboxTranslation } from '../../i18n-types';

const sv_insurerSandbox = {
  permit: {
    title: 'LähiTapiola: tillstånd för direktersättning',
    notice:
      'Testsida för partnerförsäkringsbolaget. Välj hur försäkringsbolaget svarar på ansökan om tillstånd för direktersättning.',
    allow: 'Tillåt',
    deny: 'Neka',
    cancel: 'Avbryt',
    error: 'Fel',
    expired: 'Den här tillståndsansökan gäller inte längre. Gå tillbaka till bokningen och försök igen.',
  },
} satisfies NamespaceInsurerSandboxTranslation;

export default sv_insurerSandbox;
