import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Label } from '../../components/ui/label.tsx';

/**
 * A labelled control with its error. `error` is a validation key from the shared schemas
 * (e.g. `validation.required`), translated here so browser and server share one wording.
 */
export function FormField({
  id,
  label,
  required,
  error,
  hint,
  children,
}: {
  id: string;
  label: string;
  required?: boolean;
  error?: string;
  hint?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  // Validation keys are outside the typed catalogue (i18n/types.d.ts does not type the nested group yet).
  const translateKey = t as unknown as (key: string) => string;
  return (
    <div className="space-y-1.5">
      <div className="flex items-baseline gap-1">
        <Label htmlFor={id}>{label}</Label>
        {required && (
          <span aria-hidden="true" className="text-sm text-destructive">
            *
          </span>
        )}
      </div>
      {children}
      {hint && !error && (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
          {translateKey(error)}
        </p>
      )}
    </div>
  );
}

/** Props that tie a control to its FormField's error text. */
export function fieldA11y(id: string, error: string | undefined, required?: boolean) {
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
    'aria-required': required || undefined,
  } as const;
}
