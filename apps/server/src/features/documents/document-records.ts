/**
 * The documents' rows (`documents`, `page_images`) as other features read and change them: they call these
 * rather than query the tables (ARCHITECTURE.md, "Tables").
 */
export {
  countOwnDocuments,
  jobsNewestFirst,
  recordPageImage,
  saveCorrections,
} from './documents.repository.ts';
