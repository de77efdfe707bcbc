export { Logo, type LogoProps, type LogoSize, logoSizes } from './Logo';
