import type { NamespaceActingForChildTranslation } from '../../i18n-types';

const sv_actingForChild = {
  transactionPath: {
    title: 'Vems ärenden sköter du?',
    intro:
      'Välj om du sköter ditt barns eller dina egna ärenden. Därefter identifierar du dig med bankkoder eller mobilcertifikat.',
    child: {
      title: 'Mitt barns',
      text: 'För ett barn som är 11 år eller yngre. Du agerar som barnets vårdnadshavare.',
      button: 'Fortsätt till mitt barns ärenden',
    },
    own: {
      title: 'Mina egna',
      text: 'Dina egna ärenden. Från 12 års ålder loggar en ung person in med sina egna koder.',
      button: 'Fortsätt till mina egna ärenden',
    },
    errors: {
      disallowed: 'Du kan inte uträtta ärenden för den här personen',
      unknown: 'Ett okänt fel har inträffat',
    },
    infoLink: 'Läs mer om att uträtta ärenden för någon annan',
  },
  childChoice: {
    title: 'Välj barnet',
    intro:
      'Enligt befolkningsdatasystemet är det här barnen i din vårdnad. Du kan uträtta ärenden för ett barn som är 11 år eller yngre.',
    age: '{age} år',
    signsInAlone: 'Loggar in med sina egna koder',
    empty: 'Enligt befolkningsdatasystemet har du inga barn under 18 år i din vårdnad.',
    ownMatters: 'Fortsätt till mina egna ärenden',
    loadFailed: 'Befolkningsdatasystemet kunde inte nås. Försök igen om en stund.',
    choosing: 'Ett ögonblick…',
  },
  banner: {
    text: 'Du uträttar ärenden för {name}',
    stop: 'Tillbaka till mina egna ärenden',
  },
} satisfies NamespaceActingForChildTranslation;

export default sv_actingForChild;
