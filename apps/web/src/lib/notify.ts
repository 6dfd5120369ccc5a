import { enqueueSnackbar, type VariantType } from 'notistack';

/** Seed sections 2 and 9: app-shell notifications last 5000 ms, helper notifications 500 ms. */
export const APP_NOTIFICATION_MS = 5000;
export const HELPER_NOTIFICATION_MS = 500;

/** A notification of the app shell: results a person acted for ('Login successful'). */
export function notify(message: string, variant: VariantType = 'success'): void {
  enqueueSnackbar(message, { variant, autoHideDuration: APP_NOTIFICATION_MS });
}

/** A notification of the shared helpers: the API client's error handling (seed section 8). */
export function notifyHelper(message: string, variant: VariantType = 'error'): void {
  enqueueSnackbar(message, { variant, autoHideDuration: HELPER_NOTIFICATION_MS });
}
