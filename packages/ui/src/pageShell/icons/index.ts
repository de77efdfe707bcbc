export {
  ArrowDownIcon,
  ArrowUpIcon,
  CheckIcon,
  ChevronDownIcon,
  ClockIcon,
  CloseIcon,
  CrossIcon,
  HelpIcon,
  HourglassIcon,
  MenuIcon,
  PersonIcon,
  PhoneIcon,
} from './icons';
