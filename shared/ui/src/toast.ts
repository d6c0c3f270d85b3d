/**
 * The one toast helper of the portal. Built on react-hot-toast only (no root
 * `antd` import) so that the login page can use it without pulling antd in.
 *
 * The host hands `notify` to the API client at start-up (`configureApi({ notify })`), which
 * shows the error catalogue's messages through `notify.error(msg, { id })`.
 */
import toast from 'react-hot-toast';

export type ToastId = string;

export interface NotifyOptions {
  /** Override the toaster's default duration (ms). */
  duration?: number;
  /** Reuse an id so repeated identical messages replace each other. */
  id?: string;
}

export const notify = {
  success(msg: string, opts?: NotifyOptions): ToastId {
    return toast.success(msg, opts);
  },
  error(msg: string, opts?: NotifyOptions): ToastId {
    // errors are announced immediately by screen readers
    return toast.error(msg, { ariaProps: { role: 'alert', 'aria-live': 'assertive' }, ...opts });
  },
  info(msg: string, opts?: NotifyOptions): ToastId {
    return toast(msg, { icon: 'ℹ️', ...opts });
  },
  loading(msg: string, opts?: NotifyOptions): ToastId {
    return toast.loading(msg, opts);
  },
  dismiss(id?: ToastId): void {
    toast.dismiss(id);
  },
};

export default notify;
