export { Stack, type StackProps, stackAligns } from './Stack';
