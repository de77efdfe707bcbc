export { ActingForBanner, type ActingForBannerProps } from './ActingForBanner';
