export { Money, type MoneyProps, type MoneySign } from './Money';
