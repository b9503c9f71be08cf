import { isIP } from 'node:net';
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
 * An address written as an IP needs no DNS to judge, so saying it is refused as private tells the caller
 * nothing about the server's network; a name's answer stays alike for refused, unresolvable and unreachable
 * (outbound/README.md).
 */
function namesItsAddress(fileUrl: string): boolean {
  return isIP(new URL(fileUrl).hostname.replace(/^\[|\]$/g, '')) !== 0;
}

/** The alike answer still says that private addresses are refused, and how a self-hosted install allows one. */
function unreachableMessage(error: unknown): string {
  const opaque =
    !(error instanceof OutboundError) ||
    ['blocked_address', 'dns_failed', 'network_error'].includes(error.code);
  return opaque
    ? `${callerMessage(error)}. Private and local addresses are refused too; on a self-hosted install the administrator can allow one with the OUTBOUND_ALLOWLIST setting.`
    : callerMessage(error);
}

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
    if (error instanceof OutboundError && error.code === 'blocked_address' && namesItsAddress(fileUrl))
      throw invalid([fieldError('fileUrl', 'validation.fileUrlNotPublic')]);
    throw invalid([
      { path: 'fileUrl', messageKey: 'fileUrl.unreachable', message: unreachableMessage(error) },
    ]);
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
