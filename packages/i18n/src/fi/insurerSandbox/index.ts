import type { NamespaceInsurerSandboxTranslation } from '../../i18n-types';

const fi_insurerSandbox = {
  permit: {
    title: 'LähiTapiola: suorakorvauslupa',
    notice: 'Kumppanivakuuttajan testisivu. Valitse, miten vakuuttaja vastaa suorakorvausluvan hakemukseen.',
    allow: 'Salli',
    deny: 'Kiellä',
    cancel: 'Peruuta',
    error: 'Virhe',
    expired: 'Tämä lupahakemus ei ole enää voimassa. Palaa ajanvaraukseen ja yritä uudelleen.',
  },
} satisfies NamespaceInsurerSandboxTranslation;

export default fi_insurerSandbox;
