/**
 * Toast notifications for the contact form: one live region that is always in the page
 * (so screen readers announce what appears in it), a message that dismisses itself after
 * TOAST_MS, and a close button.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { CloseIcon } from '../icons.tsx';

/** Spec section 9: toasts stay 4-5 seconds. */
export const TOAST_MS = 4_500;

export interface ToastMessage {
  kind: 'success' | 'error';
  text: string;
  /** A new id re-announces the same text. */
  id: number;
}

export function useToast() {
  const [toast, setToast] = useState<ToastMessage | null>(null);
  const nextId = useRef(1);
  const show = useCallback((kind: ToastMessage['kind'], text: string) => setToast({ kind, text, id: nextId.current++ }), []);
  const dismiss = useCallback(() => setToast(null), []);
  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => setToast(null), TOAST_MS);
    return () => clearTimeout(timer);
  }, [toast]);
  return { toast, show, dismiss };
}

export function ToastRegion({ toast, onDismiss }: { toast: ToastMessage | null; onDismiss: () => void }) {
  return (
    <div
      aria-live="polite"
      role="status"
      // Away from the Send button: under the header on phones (the button spans the width below), bottom left
      // from sm up (the button sits on the right), no wider than the contact details column beside the form.
      className="pointer-events-none fixed inset-x-4 top-20 z-50 flex justify-center sm:inset-x-auto sm:top-auto sm:bottom-6 sm:left-6 sm:max-w-xs"
    >
      {toast && (
        <div
          key={toast.id}
          data-testid="toast"
          data-kind={toast.kind}
          className={`pointer-events-auto flex max-w-md items-start gap-3 rounded-lg px-4 py-3 text-sm font-medium shadow-lg ${
            toast.kind === 'success' ? 'bg-emerald-800 text-white' : 'bg-red-800 text-white'
          }`}
        >
          <p className="flex-1">{toast.text}</p>
          <button
            type="button"
            onClick={onDismiss}
            aria-label="Dismiss notification"
            className="rounded p-0.5 hover:bg-white/15 focus-visible:outline-2 focus-visible:outline-white"
          >
            <CloseIcon width={16} height={16} />
          </button>
        </div>
      )}
    </div>
  );
}
