/**
 * The documents' rows (`documents`, `page_images`) as other features read and change them: they call these
 * rather than query the tables (ARCHITECTURE.md, "Tables"), and read stored results with its codec.
 */
export {
  countOwnDocuments,
  decodeResult,
  jobsNewestFirst,
  ownLiveDocuments,
  recordPageImage,
  saveCorrections,
} from './documents.repository.ts';
