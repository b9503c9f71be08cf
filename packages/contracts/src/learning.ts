import { z } from 'zod';
import { DOCUMENT_TYPES } from './constants.ts';

/** A box as fractions (0..1) of its page's width and height, so it carries over to a scan of another size. */
export const relativeBoxSchema = z.object({ x: z.number(), y: z.number(), w: z.number(), h: z.number() });
export type RelativeBox = z.infer<typeof relativeBoxSchema>;

/**
 * Where a corrected value sat on its document: on the page, and beside the label printed before it on
 * its line (`dx`/`dy`: from the label's box to the value's, as fractions of the page), when there was one.
 */
export const fieldLocationSchema = z.object({
  page: z.number().int(),
  box: relativeBoxSchema,
  label: z.object({ text: z.string(), dx: z.number(), dy: z.number() }).nullable(),
});
export type FieldLocation = z.infer<typeof fieldLocationSchema>;

/**
 * What identifies a document's issuer, as the engine read it: tax and registration numbers and phones
 * (digits only), the header's words (the top lines of the first page, upper-cased), the header lines'
 * layout (`[centre x, width]` as fractions of the page width; how far down they sit moves with the crop)
 * and the issuer's name as read, normalised.
 */
export const issuerKeysSchema = z.object({
  identifiers: z.array(z.string()),
  header: z.array(z.string()),
  layout: z.array(z.tuple([z.number(), z.number()])),
  name: z.string().nullable(),
});
export type IssuerKeys = z.infer<typeof issuerKeysSchema>;

/** One field as a person corrected it, and where it sat. */
export const learnedFieldSchema = z.object({
  value: z.union([z.string(), z.number(), z.boolean(), z.null()]),
  location: fieldLocationSchema.nullable(),
});
export type LearnedField = z.infer<typeof learnedFieldSchema>;

/** What one document's corrections taught about its issuer: how to know it again, and what to read for it. */
export const vendorLessonSchema = z.object({
  documentType: z.enum(DOCUMENT_TYPES),
  /** A person set the document's type: the issuer's next documents are read as that type too. */
  typeFromPerson: z.boolean().optional(),
  keys: issuerKeysSchema,
  fields: z.record(z.string(), learnedFieldSchema),
});
export type VendorLesson = z.infer<typeof vendorLessonSchema>;

/** `GET /api/learned-vendors`: one remembered issuer of the account, as the portal lists it. */
export const learnedVendorSchema = z
  .object({
    id: z.string(),
    /** The document whose corrections it was learned from. */
    documentId: z.string(),
    documentName: z.string(),
    documentType: z.enum(DOCUMENT_TYPES),
    /** A person set the type: the issuer's next documents are read as `documentType`. */
    typeFromPerson: z.boolean(),
    /** The issuer's identifiers (tax, registration and phone numbers) it is recognised by. */
    identifiers: z.array(z.string()),
    /** The corrected values it applies, by field name. */
    fields: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
    learnedAt: z.string(),
  })
  .meta({ id: 'LearnedVendor' });
export type LearnedVendor = z.infer<typeof learnedVendorSchema>;

export const learnedVendorListSchema = z
  .object({ vendors: z.array(learnedVendorSchema) })
  .meta({ id: 'LearnedVendorList' });
export type LearnedVendorList = z.infer<typeof learnedVendorListSchema>;
