export {
  MyInformationPage,
  type MyInformationPageProps,
  type MyInformationPageState,
  type MyInformationSections,
} from './MyInformationPage';
