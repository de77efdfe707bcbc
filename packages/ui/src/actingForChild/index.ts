export * from './ActingForBanner';
export * from './ChildChoiceView';
export * from './TransactionPathView';
