/** The longest answer text accepted: a long questionnaire's answers with free texts fit many times over. */
export const maxAnswersLength = 50_000;

/**
 * Whether an answer text is what the survey sends (patient-area.md §3): the survey's data
 * serialised as a JSON object. Anything else (a list, a number, text that is not JSON) is refused.
 */
export function isSurveyAnswers(answers: string): boolean {
  if (answers.length === 0 || answers.length > maxAnswersLength) return false;
  try {
    const parsed: unknown = JSON.parse(answers);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed);
  } catch {
    return false;
  }
}

/** The survey data of a stored answer text; an empty object when it cannot be read. */
export function parseSurveyAnswers(answers: string): Record<string, unknown> {
  return isSurveyAnswers(answers) ? (JSON.parse(answers) as Record<string, unknown>) : {};
}
