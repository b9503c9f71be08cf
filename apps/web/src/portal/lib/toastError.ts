import { toast } from 'sonner';

/** The destructive toast the specification uses for every failure: a title and what went wrong. */
export function toastError(title: string, description?: string): void {
  toast.error(title, description ? { description } : undefined);
}
