import { useValidationText } from '../lib/useValidationText.ts';

/**
 * A form field's error. Schema messages are shared i18n keys (`validation.*`), so the browser shows the
 * same words the server would send.
 */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  const text = useValidationText();
  if (!message) return null;
  return (
    <p id={id} role="alert" className="text-sm text-destructive">
      {text(message)}
    </p>
  );
}
