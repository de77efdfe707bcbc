import type { Db } from '../db';
import type { Operation } from '../http/operation';
import { imagingOperations } from './imaging/operations';
import { laboratoryOperations } from './laboratory/operations';
import { questionnaireOperations } from './questionnaires/operations';
import { vaccinationOperations } from './vaccinations/operations';

export {
  createQuestionnaireInvitation,
  ownInvitation,
  saveQuestionnaireAnswer,
} from './questionnaires/store';
export { recordOwner } from './recordOwner';

/** The laboratory, imaging, vaccination and questionnaire calls of the patient's health record. */
export function labAndSurveyOperations(deps: { db: Db; surveysMaintenance: boolean }): Operation[] {
  return [
    ...laboratoryOperations(deps),
    ...imagingOperations(deps),
    ...vaccinationOperations(deps),
    ...questionnaireOperations({ db: deps.db, maintenance: deps.surveysMaintenance }),
  ];
}
