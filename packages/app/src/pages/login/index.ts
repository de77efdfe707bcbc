export { LoginContent } from './LoginContent';
export { LoginPage } from './LoginPage';
