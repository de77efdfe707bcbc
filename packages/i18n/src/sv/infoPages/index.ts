import type { NamespaceInfoPagesTranslation } from '../../i18n-types';

const sv_infoPages = {
  help: {
    title: 'Hjälp',
    lead: 'Svar på de vanligaste frågorna om tjänsten. Om du inte hittar ditt svar, ring kundtjänsten {phone}.',
    signIn: {
      heading: 'Inloggning',
      text: 'Logga in med dina nätbankskoder eller ett mobilcertifikat. Du loggas ut automatiskt efter en stund utan aktivitet; spara ofärdiga ändringar när varningen visas.',
    },
    sms: {
      heading: 'Identifiering med sms',
      text: 'När identifiering med sms är på skickar vi en fyrsiffrig kod till din telefon efter inloggningen. Du kan slå på eller av den i dina uppgifter.',
      link: 'Identifiering med sms i mina uppgifter',
    },
    booking: {
      heading: 'Boka och avboka tider',
      text: 'Du kan boka och avboka tider på webben. En tid kan avbokas på webben senast {hours} timmar innan den börjar; efter det, ring kundtjänsten.',
    },
    child: {
      heading: 'Uträtta ärenden för ditt barn',
      text: 'En vårdnadshavare kan uträtta ärenden för ett barn som är högst 11 år. En ung person som fyllt 12 år loggar in med egna koder.',
    },
    invoices: {
      heading: 'Fakturor',
      text: 'Dina fakturor och kvitton finns under Fakturor. En öppen faktura kan betalas på webben.',
    },
    technical: {
      heading: 'Tekniska problem',
      text: 'Använd en uppdaterad webbläsare. Om en sida inte fungerar, ladda om den eller logga in på nytt.',
    },
  },
  chatNotice: {
    title: 'Pikkutsatti har flyttat',
    text: 'Chatten Pikkutsatti finns nu i mobilappen {brand}. Ladda ner appen och logga in för att chatta med våra sjukskötare.',
  },
  terms: {
    title: 'Användarvillkor',
    lead: 'Dessa villkor gäller användningen av denna webbtjänst.',
    sections: {
      service: {
        heading: 'Tjänsten',
        text: 'I tjänsten kan du boka tider, se dina hälsouppgifter och fakturor och skicka meddelanden till kliniken. Tjänsten ersätter inte jouren: i en nödsituation, ring 112.',
      },
      identification: {
        heading: 'Identifiering',
        text: 'Du loggar in med stark elektronisk identifiering. Låt ingen annan använda dina koder.',
      },
      data: {
        heading: 'Dina uppgifter',
        text: 'Dina uppgifter behandlas enligt dataskyddsbeskrivningen och lagen om journalhandlingar. Varje visning av dina hälsouppgifter loggas.',
      },
      changes: {
        heading: 'Ändringar',
        text: 'Vi kan ändra tjänsten och dessa villkor. Betydande ändringar meddelas i tjänsten.',
      },
    },
  },
  accessibility: {
    title: 'Tillgänglighetsutlåtande',
    lead: 'Detta utlåtande gäller webbtjänsten {brand}. Vi vill att alla ska kunna använda tjänsten oberoende av förmåga.',
    conformance: {
      heading: 'Tjänstens tillgänglighet',
      text: 'Tjänsten strävar efter att uppfylla nivå AA i riktlinjerna för tillgängligt webbinnehåll {standard}, som lagen om digitala tjänster och den europeiska tillgänglighetsakten kräver.',
    },
    check: {
      heading: 'Hur vi har granskat tjänsten',
      text: 'Tjänsten granskades senast {date} med det automatiska verktyget axe-core {version} mot reglerna för WCAG A, AA och 2.2 AA.',
      pages:
        'Sidor: {checked} sidvisningar i båda varumärkena och på alla tre språk, inloggad och utloggad. Visningar med problem: {failed}.',
      stories:
        'Skärmlägen: {checked} lägen av tjänstens delar, vart och ett granskat för sig. Lägen med problem: {failed}.',
      passed: 'Granskningen hittade inga brister.',
      failed: 'Granskningen hittade {violations} brister, som vi åtgärdar.',
      missing: 'Resultaten av den senaste granskningen kan inte visas just nu.',
      loading: 'Resultaten av den senaste granskningen laddas…',
      manual:
        'Automatiska granskningar hittar bara en del av de möjliga problemen. Tjänsten används under utvecklingen också med tangentbord och skärmläsare.',
    },
    known: {
      heading: 'Vad som ännu inte är tillgängligt',
      pdf: 'Fakturor, kvitton och andra PDF-dokument är taggade, men de har inte granskats med hjälpmedel.',
      thirdParty:
        'Betaltjänsterna och försäkringsbolagens sidor hör inte till denna tjänst, och detta utlåtande gäller inte dem.',
      finnishOnly: 'Hjälpsidan och barnklinikens användarvillkor finns endast på finska.',
    },
    feedback: {
      heading: 'Respons',
      text: 'Om du märker en brist i tillgängligheten, berätta det per e-post till {email} eller per telefon {phone}. Vi svarar inom 14 dagar.',
    },
    authority: {
      heading: 'Tillsynsmyndighet',
      text: 'Om du inte är nöjd med vårt svar, eller inte får något svar inom två veckor, kan du anmäla det till tillsynsmyndigheten. Anvisningar finns på {site}.',
    },
  },
} satisfies NamespaceInfoPagesTranslation;

export default sv_infoPages;
