import type { BaseTranslation } from '../../i18n-types';

/** Words of acting for a child: the transaction path, choosing the child and the header's notice. */
const en_actingForChild = {
  transactionPath: {
    title: 'Whose matters are you handling?',
    intro:
      'Choose whether you are handling your child’s matters or your own. You will then identify yourself with your bank credentials or a mobile certificate.',
    child: {
      title: 'My child’s',
      text: 'For a child aged 11 or younger. You act as the child’s guardian.',
      button: 'Continue to my child’s matters',
    },
    own: {
      title: 'My own',
      text: 'Your own matters. From the age of 12 a young person logs in with their own credentials.',
      button: 'Continue to my own matters',
    },
    errors: {
      disallowed: 'You cannot act on behalf of this person',
      unknown: 'An unknown error has occurred',
    },
    infoLink: 'Read about acting on behalf of another person',
  },
  childChoice: {
    title: 'Choose the child',
    intro:
      'These are the children in your care according to the population register. You can act for a child aged 11 or younger.',
    age: '{age:number} years',
    signsInAlone: 'Logs in with their own credentials',
    empty: 'According to the population register you have no children under 18 in your care.',
    ownMatters: 'Continue to my own matters',
    loadFailed: 'The population register could not be reached. Please try again in a moment.',
    choosing: 'Just a moment…',
  },
  banner: {
    text: 'You are acting on behalf of {name:string}',
    stop: 'Return to my own matters',
  },
} satisfies BaseTranslation;

export default en_actingForChild;
