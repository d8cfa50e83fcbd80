export { CheckAnswerField } from './check-answer-field'
export { type CheckAnswerTexts, checkAnswerTextsDe } from './check-answer-texts'
export { isAnswered } from './is-answered'
