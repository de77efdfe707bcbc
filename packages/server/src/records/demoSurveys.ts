import type { LocalizedText } from '../db/schema';

// The demo's questionnaire forms, as survey definitions in the JSON the survey library reads. Texts
// carry their translations (`default` is English) so one form serves every page language.

const t = (fi: string, sv: string, en: string) => ({ default: en, fi, sv });
const title = (fi: string, sv: string, en: string): LocalizedText => ({ fi, sv, en });
const yesNo = [
  { value: 'yes', text: t('Kyllä', 'Ja', 'Yes') },
  { value: 'no', text: t('Ei', 'Nej', 'No') },
];

/** A health questionnaire before a check-up. */
export const healthCheckForm = {
  id: 'health-check',
  title: title('Terveyskysely', 'Hälsoenkät', 'Health questionnaire'),
  form: {
    pages: [
      {
        name: 'habits',
        elements: [
          {
            type: 'radiogroup',
            name: 'smoking',
            title: t('Tupakoitko?', 'Röker du?', 'Do you smoke?'),
            isRequired: true,
            choices: yesNo,
          },
          {
            type: 'text',
            name: 'exerciseHours',
            inputType: 'number',
            min: 0,
            max: 100,
            title: t(
              'Montako tuntia liikut viikossa?',
              'Hur många timmar motionerar du i veckan?',
              'How many hours a week do you exercise?',
            ),
            isRequired: true,
          },
          {
            type: 'comment',
            name: 'medication',
            maxLength: 1000,
            title: t(
              'Mitä lääkkeitä käytät säännöllisesti?',
              'Vilka läkemedel använder du regelbundet?',
              'Which medicines do you take regularly?',
            ),
          },
        ],
      },
    ],
  },
};

/** A short sleep questionnaire. */
export const sleepForm = {
  id: 'sleep',
  title: title('Unikysely', 'Sömnenkät', 'Sleep questionnaire'),
  form: {
    pages: [
      {
        name: 'sleep',
        elements: [
          {
            type: 'radiogroup',
            name: 'sleepQuality',
            title: t('Miten olet nukkunut?', 'Hur har du sovit?', 'How have you slept?'),
            isRequired: true,
            choices: [
              { value: 'well', text: t('Hyvin', 'Bra', 'Well') },
              { value: 'fair', text: t('Kohtalaisesti', 'Någorlunda', 'Fairly') },
              { value: 'poorly', text: t('Huonosti', 'Dåligt', 'Poorly') },
            ],
          },
          {
            type: 'radiogroup',
            name: 'snoring',
            title: t('Kuorsaatko?', 'Snarkar du?', 'Do you snore?'),
            choices: yesNo,
          },
        ],
      },
    ],
  },
};
