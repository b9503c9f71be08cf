import { z } from 'zod';
import {
  COMPANY_SIZES,
  DOCUMENTS_PER_MONTH,
  EARLY_ACCESS_DOCUMENT_TYPES,
  LEAD_SOURCES,
} from './constants.ts';

const required = (max: number) =>
  z.string().trim().min(1, { message: 'validation.required' }).max(max, { message: 'validation.tooLong' });
const optional = (max: number) => z.string().trim().max(max, { message: 'validation.tooLong' }).optional();
const email = z.string().trim().email({ message: 'validation.emailInvalid' }).max(320);
/** Bots fill every field; people never see this one. */
const honeypot = { website: z.string().max(0).optional() };

export const contactFormSchema = z.object({
  name: required(200),
  email,
  company: optional(200),
  message: required(5000),
  ...honeypot,
});
export type ContactForm = z.infer<typeof contactFormSchema>;

export const salesFormSchema = z.object({
  name: required(200),
  email,
  company: required(200),
  phone: optional(50),
  message: required(5000),
  ...honeypot,
});
export type SalesForm = z.infer<typeof salesFormSchema>;

export const earlyAccessFormSchema = z.object({
  firstName: required(100),
  lastName: required(100),
  email,
  company: required(200),
  jobTitle: required(200),
  useCaseDetail: required(5000),
  companySize: z.enum(COMPANY_SIZES, { message: 'validation.choiceRequired' }),
  documentsPerMonth: z.enum(DOCUMENTS_PER_MONTH, { message: 'validation.choiceRequired' }),
  documentTypes: z.array(z.enum(EARLY_ACCESS_DOCUMENT_TYPES)).default([]),
  marketingConsent: z.boolean().default(false),
  ...honeypot,
});
export type EarlyAccessForm = z.infer<typeof earlyAccessFormSchema>;

/** `POST /api/leads`: one body per source. */
export const leadSubmissionSchema = z.discriminatedUnion('source', [
  contactFormSchema.extend({ source: z.literal('contact') }),
  salesFormSchema.extend({ source: z.literal('contact_sales') }),
  earlyAccessFormSchema.extend({ source: z.literal('early_access') }),
]);
export type LeadSubmission = z.infer<typeof leadSubmissionSchema>;

export const leadSourceSchema = z.enum(LEAD_SOURCES);

/** The stored lead: the leads table has no phone column, so a sales phone number travels in the message. */
export interface LeadRecord {
  name: string;
  email: string;
  company: string | null;
  message: string;
  source: z.infer<typeof leadSourceSchema>;
}

export function toLeadRecord(input: LeadSubmission): LeadRecord {
  switch (input.source) {
    case 'contact':
      return {
        name: input.name,
        email: input.email,
        company: input.company || null,
        message: input.message,
        source: 'contact',
      };
    case 'contact_sales':
      return {
        name: input.name,
        email: input.email,
        company: input.company,
        message: input.phone ? `Phone: ${input.phone}\n\n${input.message}` : input.message,
        source: 'contact_sales',
      };
    case 'early_access':
      return {
        name: `${input.firstName} ${input.lastName}`,
        email: input.email,
        company: input.company,
        message: [
          `Company size: ${input.companySize}`,
          `Job title: ${input.jobTitle}`,
          `Documents per month: ${input.documentsPerMonth}`,
          `Use case: ${input.useCaseDetail}`,
          `Document types: ${input.documentTypes.join(', ')}`,
          `Marketing consent: ${input.marketingConsent ? 'Yes' : 'No'}`,
        ].join('\n'),
        source: 'early_access',
      };
  }
}

export const leadSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  company: z.string().nullable(),
  message: z.string(),
  source: leadSourceSchema,
  createdAt: z.string(),
});
export type Lead = z.infer<typeof leadSchema>;
