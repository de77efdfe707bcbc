export {
  type LanguageChoice,
  type VisitTypeChoice,
  VisitTypeLanding,
  type VisitTypeLandingProps,
} from './VisitTypeLanding';
