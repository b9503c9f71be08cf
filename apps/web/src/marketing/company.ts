/**
 * Contact details printed on the public pages, in one place so an operator replaces them once.
 * The domain is a reserved example domain until the real one is chosen (docs/decisions.md).
 */
export const COMPANY_CONTACT = {
  email: 'hello@docread.example',
  salesEmail: 'sales@docread.example',
  supportEmail: 'support@docread.example',
  privacyEmail: 'privacy@docread.example',
  earlyAccessEmail: 'early-access@docread.example',
  phone: '+972-3-555-0100',
  sdkRepository: 'https://github.com/docread/docread-node',
  communityForum: 'https://github.com/docread/docread/discussions',
} as const;
