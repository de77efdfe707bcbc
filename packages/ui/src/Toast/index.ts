export { type ToastDuration, toastDurationNames, toastTimeout } from './durations';
export {
  type Toaster,
  type ToastMessage,
  ToastProvider,
  type ToastProviderProps,
  type ToastTone,
  useToast,
} from './Toast';
export { toastTones } from './Toast.css';
