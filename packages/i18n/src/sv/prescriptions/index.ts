import type { NamespacePrescriptionsTranslation } from '../../i18n-types';

const sv_prescriptions = {
  list: {
    title: 'Recept',
    intro:
      'Välj de recept du vill förnya. Receptförfrågningar behandlas inom 1–3 arbetsdagar, och du får en bekräftelse per sms.',
    empty: 'Inga recept',
    loading: 'Recepten laddas…',
    loadFailed: 'Det gick inte att hämta recepten. Försök igen.',
    issued: 'Utfärdat {date}',
    strength: 'Styrka',
    package: 'Förpackning',
    packageValue: '{count} × {size} {unit}',
    dosage: 'Dosering',
    usage: 'Användning',
    treatmentLength: 'Behandlingstid',
    totalAmount: 'Total mängd',
    nonRenewable: 'Recept som inte kan förnyas',
    select: 'Välj {name} för förnyelse',
    selectAll: 'Välj alla',
  },
  basket: {
    title: 'Valda för förnyelse',
    count: '{count} {{recept|recept}} valda',
    none: 'Välj recepten som ska förnyas i listan.',
    renew: 'Förnya valda',
  },
  maintenance: {
    title: 'Receptförnyelsen är tillfälligt ur bruk',
    text: 'Vi flyttar receptförnyelsen till en ny meddelandetjänst. Avbrottet väntas vara över före dagens slut. I brådskande ärenden, ring vår kundtjänst.',
  },
  renewal: {
    title: 'Receptförnyelse',
    intro:
      'Svara på frågorna nedan. Receptförfrågningar behandlas inom 1–3 arbetsdagar, och du får en bekräftelse per sms.',
    loading: 'Recepten laddas…',
    general: 'Allmänna frågor',
    medicine: '{name}',
    questions: {
      otherMedicines: 'Andra läkemedel som du använder regelbundet',
      additionalInfo: 'Annat som läkaren bör veta',
      purpose: 'Vad använder du läkemedlet till?',
      hasRunOut: 'Har läkemedlet tagit slut?',
      amountLeft: 'Hur mycket av läkemedlet finns kvar?',
      hasSideEffects: 'Har du haft biverkningar?',
      sideEffects: 'Vilka slags biverkningar?',
    },
    optional: 'Du kan lämna detta tomt.',
    tooLong: 'Teckengränsen har överskridits',
    yes: 'Ja',
    no: 'Nej',
    send: 'Skicka',
    sending: 'Skickar…',
    incomplete: 'Fyll först i alla fält i formuläret.',
    limited: 'Du har skickat många förnyelsebegäranden på kort tid. Du kan skicka igen {time}.',
    missing: 'Obesvarat: {question}',
    missingFor: 'Obesvarat om {name}: {question}',
    failed: 'Receptförnyelsen misslyckades.',
    sentTitle: 'Din förnyelsebegäran har skickats',
    sentText:
      'Receptförfrågningar behandlas inom 1–3 arbetsdagar. Du får en bekräftelse per sms. Du kan följa begäran i dina meddelanden.',
    sentTextWithoutConversations:
      'Receptförfrågningar behandlas inom 1–3 vardagar. Det förnyade receptet syns på receptsidan, och kliniken ringer dig om den behöver veta mer.',
    toConversations: 'Gå till meddelanden',
    back: 'Tillbaka till recepten',
    notFound: 'Recepten hittades inte',
    notFoundText: 'Välj recepten som ska förnyas på receptsidan.',
  },
} satisfies NamespacePrescriptionsTranslation;

export default sv_prescriptions;
