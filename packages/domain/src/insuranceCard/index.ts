export {
  type CardImage,
  type CardMimeType,
  type CardSide,
  canSaveInsuranceCard,
  type InsuranceCardEvent,
  type InsuranceCardState,
  initialInsuranceCard,
  initUploadBody,
  isCardMimeType,
  nextInsuranceCard,
} from './card';
