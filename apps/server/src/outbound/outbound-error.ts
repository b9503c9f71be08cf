export type OutboundErrorCode =
  | 'invalid_url'
  | 'blocked_address'
  | 'dns_failed'
  | 'too_large'
  | 'timeout'
  | 'too_many_redirects'
  | 'network_error';

/** Why an outbound request was refused or failed; `code` is stable, `message` is for people. */
export class OutboundError extends Error {
  readonly code: OutboundErrorCode;
  constructor(code: OutboundErrorCode, message: string) {
    super(message);
    this.name = 'OutboundError';
    this.code = code;
  }
}

/**
 * What a caller may be told about a failed outbound request. Refused, unresolvable and unreachable
 * addresses read the same, so the answers cannot be used to map the server's network or its DNS.
 */
export function callerMessage(error: unknown): string {
  if (!(error instanceof OutboundError)) return 'The address could not be reached';
  switch (error.code) {
    case 'invalid_url':
      return error.message;
    case 'too_large':
      return 'The answer is larger than allowed';
    case 'timeout':
      return 'The remote server took too long to answer';
    case 'too_many_redirects':
      return 'Too many redirects';
    default:
      return 'The address could not be reached';
  }
}
