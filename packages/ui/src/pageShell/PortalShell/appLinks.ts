import type { BrandId } from '@portal/domain';

/** Where the footer's app links lead, per brand. */
export interface AppLinks {
  readonly appStore: string;
  readonly googlePlay: string;
}

// The stores' searches for each brand's app, until the apps' own store addresses are known. Deployment
// data rather than a rule: they belong with the brand settings of the domain's brand configuration
// once it has a place for them.
export const appLinks: Readonly<Record<BrandId, AppLinks>> = {
  general: {
    appStore: 'https://apps.apple.com/fi/search?term=Aava',
    googlePlay: 'https://play.google.com/store/search?q=Aava&c=apps',
  },
  children: {
    appStore: 'https://apps.apple.com/fi/search?term=Pikkuj%C3%A4tti',
    googlePlay: 'https://play.google.com/store/search?q=Pikkuj%C3%A4tti&c=apps',
  },
};
