export * from './LoginView';
