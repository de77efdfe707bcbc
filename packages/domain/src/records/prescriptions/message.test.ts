import { describe, expect, it } from 'vitest';
import { type RenewalMedicine, renewalMessageContent, renewalThread } from './message';

const burana: RenewalMedicine = {
  id: 11,
  medicineName: 'Burana',
  strength: '400 mg',
  dosageGuide: '1 tabletti 3 kertaa päivässä',
  usageGuide: 'Kipuun ja kuumeeseen',
};
const levaxin: RenewalMedicine = {
  id: 12,
  medicineName: 'Levaxin',
  strength: null,
  dosageGuide: '1 tabletti aamulla',
  usageGuide: '',
};

describe('renewalMessageContent', () => {
  describe('given a complete form for two prescriptions', () => {
    it('should write the header, each medicine with its guides and answers, separated by dashed lines', () => {
      const content = renewalMessageContent([burana, levaxin], {
        general: { otherMedicines: 'D-vitamiini', additionalInfo: '' },
        prescriptions: [
          {
            prescriptionId: 11,
            purpose: 'Selkäkipu',
            hasRunOut: false,
            amountLeft: '10 tablettia',
            hasSideEffects: false,
          },
          {
            prescriptionId: 12,
            purpose: 'Kilpirauhasen vajaatoiminta',
            hasRunOut: true,
            hasSideEffects: true,
            sideEffects: 'Sydämentykytystä\r\naamuisin',
          },
        ],
      });
      expect(content).toBe(
        'Reseptin uusimispyyntö\n' +
          'Muut käytössä olevat lääkkeet: D-vitamiini\n' +
          'Lisätietoja: -\n' +
          '------------------------------\n' +
          'Lääke: Burana 400 mg\n' +
          'Annostusohje: 1 tabletti 3 kertaa päivässä\n' +
          'Käyttöohje: Kipuun ja kuumeeseen\n' +
          'Käyttötarkoitus: Selkäkipu\n' +
          'Lääke on loppunut: ei\n' +
          'Lääkettä jäljellä: 10 tablettia\n' +
          'Haittavaikutuksia: ei\n' +
          '------------------------------\n' +
          'Lääke: Levaxin\n' +
          'Annostusohje: 1 tabletti aamulla\n' +
          'Käyttöohje: -\n' +
          'Käyttötarkoitus: Kilpirauhasen vajaatoiminta\n' +
          'Lääke on loppunut: kyllä\n' +
          'Haittavaikutuksia: kyllä\n' +
          'Haittavaikutukset: Sydämentykytystä\naamuisin',
      );
    });
  });

  describe('given unanswered questions', () => {
    it('should write määrittelemätön for a yes/no and a dash for a text, without hidden follow-ups', () => {
      const content = renewalMessageContent([burana], {
        general: {},
        prescriptions: [],
      });
      expect(content).toBe(
        'Reseptin uusimispyyntö\n' +
          'Muut käytössä olevat lääkkeet: -\n' +
          'Lisätietoja: -\n' +
          '------------------------------\n' +
          'Lääke: Burana 400 mg\n' +
          'Annostusohje: 1 tabletti 3 kertaa päivässä\n' +
          'Käyttöohje: Kipuun ja kuumeeseen\n' +
          'Käyttötarkoitus: -\n' +
          'Lääke on loppunut: määrittelemätön\n' +
          'Haittavaikutuksia: määrittelemätön',
      );
    });
  });

  it('should leave out a follow-up answer the form no longer shows', () => {
    const content = renewalMessageContent([burana], {
      general: { otherMedicines: '', additionalInfo: '' },
      prescriptions: [
        {
          prescriptionId: 11,
          purpose: 'x',
          hasRunOut: true,
          amountLeft: 'puolet',
          hasSideEffects: false,
          sideEffects: 'x',
        },
      ],
    });
    expect(content).not.toContain('Lääkettä jäljellä');
    expect(content).not.toContain('Haittavaikutukset:');
  });
});

describe('renewalThread', () => {
  it('should be a customer conversation with the Finnish title and the customer as participant', () => {
    expect(renewalThread('sisältö', 'cmu-1')).toEqual({
      title: 'Reseptin uusimispyyntö',
      type: 'customer',
      participantIds: ['cmu-1'],
      firstMessage: { attachments: [], content: 'sisältö', questionnaireInvitations: [] },
    });
  });
});
