export { GuardianContacts, type GuardianContactsProps } from './GuardianContacts';
