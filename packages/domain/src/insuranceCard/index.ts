export {
  type CardImage,
  type CardMimeType,
  type CardSide,
  type CardUploadRefusal,
  canRetry,
  canSaveInsuranceCard,
  type InsuranceCardEvent,
  type InsuranceCardState,
  initialInsuranceCard,
  initUploadBody,
  isCardMimeType,
  nextInsuranceCard,
} from './card';
export { imageTypeOf } from './imageType';
export {
  type CardAnswer,
  type CardInitAnswer,
  cardAnswer,
  cardFinishAnswer,
  cardFinishQuery,
  cardInitAnswer,
  cardInitRequest,
  maxCardImageBytes,
} from './wire';
