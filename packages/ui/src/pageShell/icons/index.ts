export { ChevronDownIcon, ClockIcon, CloseIcon, HelpIcon, MenuIcon, PersonIcon, PhoneIcon } from './icons';
