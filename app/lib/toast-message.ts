/** One notice shown as a toast (app/components/toaster.tsx shows it, toast-region.tsx draws it). */
export interface ToastMessage {
  title: string;
  description?: string;
  variant?: 'default' | 'success' | 'error';
}
