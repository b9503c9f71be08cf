import { ALLOWED_UPLOAD_EXTENSIONS, extensionOf, MAX_UPLOAD_BYTES } from '@docread/contracts';
import { fileTypeFromBuffer } from 'file-type';
import type { OutboundAllowlist } from '../../outbound/address-policy.ts';
import { callerMessage, OutboundError } from '../../outbound/outbound-error.ts';
import { safeFetch } from '../../outbound/safe-fetch.ts';
import { DomainError, fieldError, invalid } from '../../shared/domain-errors.ts';
import type { UploadedFile } from './submit-document.ts';

const EXTENSION_FOR: Record<string, string> = {
  'application/pdf': '.pdf',
  'image/png': '.png',
  'image/jpeg': '.jpg',
  'image/tiff': '.tiff',
};

/**
 * Fetches an async call's `fileUrl` with the outbound guard (no private addresses unless allow-listed,
 * redirects vetted hop by hop), the upload size limit and a time limit. The file is then named from the
 * URL, with the extension its content shows when the URL has none, and checked like any upload.
 */
export async function downloadFileUrl(
  fileUrl: string,
  settings: { allowlist: OutboundAllowlist; timeoutMs: number },
): Promise<UploadedFile> {
  let res: Awaited<ReturnType<typeof safeFetch>>;
  try {
    res = await safeFetch(fileUrl, {
      allowlist: settings.allowlist,
      maxBytes: MAX_UPLOAD_BYTES,
      timeoutMs: settings.timeoutMs,
      maxRedirects: 5,
      headers: { accept: 'application/pdf, image/*' },
    });
  } catch (error) {
    if (error instanceof OutboundError && error.code === 'too_large')
      throw new DomainError('payload_too_large', fieldError('file', 'validation.fileTooLarge').message, {
        errors: [fieldError('fileUrl', 'validation.fileTooLarge')],
      });
    throw invalid([{ path: 'fileUrl', messageKey: 'fileUrl.unreachable', message: callerMessage(error) }]);
  }
  if (res.status < 200 || res.status >= 300)
    throw invalid([
      {
        path: 'fileUrl',
        messageKey: 'fileUrl.unreachable',
        message: `Downloading the file answered HTTP ${res.status}`,
      },
    ]);
  const detected = (await fileTypeFromBuffer(res.body))?.mime ?? 'application/octet-stream';
  const urlName = decodeURIComponent(new URL(res.url).pathname.split('/').pop() ?? '').replace(
    /[^\p{L}\p{N}._-]/gu,
    '_',
  );
  const hasKnownExtension = (ALLOWED_UPLOAD_EXTENSIONS as readonly string[]).includes(extensionOf(urlName));
  const name = hasKnownExtension ? urlName : `${urlName || 'document'}${EXTENSION_FOR[detected] ?? ''}`;
  return { name, mimeType: detected, data: res.body };
}
