export { InsuranceSectionView, type InsuranceSectionViewProps } from './InsuranceSectionView';
