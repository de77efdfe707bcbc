import { describe, expect, it } from 'vitest';
import { isSurveyAnswers, maxAnswersLength, parseSurveyAnswers } from './answers';

describe('isSurveyAnswers', () => {
  it.each([
    ['{"smoking":"no","weight":72}', true],
    ['{}', true],
    ['[]', false],
    ['"text"', false],
    ['42', false],
    ['null', false],
    ['{"open":', false],
    ['', false],
    [`{"a":"${'x'.repeat(maxAnswersLength)}"}`, false],
  ])('given %s should answer %s', (answers, expected) => {
    expect(isSurveyAnswers(answers)).toBe(expected);
  });
});

describe('parseSurveyAnswers', () => {
  it('should give the survey data back', () => {
    expect(parseSurveyAnswers('{"sleep":"well","days":[1,2]}')).toEqual({ sleep: 'well', days: [1, 2] });
  });

  it('should give an empty object for a text that is not the survey data', () => {
    expect(parseSurveyAnswers('[1]')).toEqual({});
  });
});
