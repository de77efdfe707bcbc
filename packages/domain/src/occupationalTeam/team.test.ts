import { describe, expect, it } from 'vitest';
import { currentSubstitute, occupationalTeamAnswer, orderedTeam, type TeamMember } from './team';

const member = (fields: Partial<TeamMember>): TeamMember => ({
  id: 'p1',
  name: 'Anna Lehto',
  professionalType: 'Doctor',
  pictureUrl: null,
  substitute: null,
  ...fields,
});

describe('orderedTeam', () => {
  describe('given a team in any order', () => {
    it('should put doctors first, then nurses, physiotherapists and psychologists, each by name', () => {
      const team = [
        member({ id: 'a', name: 'Pia Psykologi', professionalType: 'Psychologist' }),
        member({ id: 'b', name: 'Outi Hoitaja', professionalType: 'Nurse' }),
        member({ id: 'c', name: 'Ville Lääkäri', professionalType: 'Doctor' }),
        member({ id: 'd', name: 'Anna Lääkäri', professionalType: 'Doctor' }),
        member({ id: 'e', name: 'Fysio Terapeutti', professionalType: 'Physiotherapist' }),
      ];
      expect(orderedTeam(team).map((m) => m.id)).toEqual(['d', 'c', 'b', 'e', 'a']);
    });
  });
});

describe('currentSubstitute', () => {
  const substitute = { name: 'Sanna Sijainen', startDate: '2026-12-01', endDate: '2026-12-31' };

  it.each([
    ['before the period', '2026-11-25', substitute],
    ['on its first day', '2026-12-01', substitute],
    ['on its last day', '2026-12-31', substitute],
    ['after it', '2027-01-01', null],
  ])('given a day %s, should answer %#', (_, today, expected) => {
    expect(currentSubstitute(member({ substitute }), today)).toEqual(expected);
  });

  it('should answer null for a member without a substitute', () => {
    expect(currentSubstitute(member({}), '2026-11-25')).toBeNull();
  });
});

describe('occupationalTeamAnswer', () => {
  it('should refuse a picture from another site', () => {
    const answer = {
      type: 'success',
      team: { employerName: 'Oy', members: [member({ pictureUrl: 'https://elsewhere.example/x.svg' })] },
    };
    expect(occupationalTeamAnswer.safeParse(answer).success).toBe(false);
  });
});
