import type { FileCheckError } from '@docread/contracts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * Text of a shared validation key (`validation.*` from packages/contracts, merged into the common
 * namespace at start-up). The keys arrive at run time from schemas and the server, so they are strings here.
 */
export function useValidationText() {
  const { t } = useTranslation('common');
  const translate = t as unknown as Translate;
  return useCallback(
    (key: string, options?: Record<string, unknown>) =>
      key.startsWith('validation.') ? translate(key, options) : key,
    [translate],
  );
}

export function fileCheckOptions(check: FileCheckError): Record<string, unknown> | undefined {
  return check.key === 'validation.fileContentMismatch' ? { expected: check.expected } : undefined;
}
