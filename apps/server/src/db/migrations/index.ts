import type { Migration, MigrationProvider } from 'kysely/migration';
import * as initial from './2026-11-22_initial.ts';
import * as pipeline from './2026-11-23_pipeline.ts';
import * as pageImages from './2026-11-25_page-images.ts';
import * as securityAuth from './2026-11-25_security-auth.ts';
import * as securityData from './2026-11-25_security-data.ts';
import * as webhookDeliveriesDropped from './2026-11-25_webhook-deliveries-dropped.ts';
import * as portalLists from './2026-11-26_portal-lists.ts';
import * as listSearch from './2026-11-27_list-search.ts';
import * as payments from './2026-11-27_payments.ts';
import * as portalBulk from './2026-11-27_portal-bulk.ts';
import * as searchColumn from './2026-11-27_search-column.ts';
import * as queueOrder from './2026-11-28_queue-order.ts';
import * as documentTypes from './2026-11-29_document-types.ts';
import * as learnedVendors from './2026-11-30_learned-vendors.ts';

/** Listed by hand (not read from the folder) so the set is explicit and survives bundling. Append only. */
const migrations: Record<string, Migration> = {
  '2026-11-22_initial': initial,
  '2026-11-23_pipeline': pipeline,
  '2026-11-25_page-images': pageImages,
  '2026-11-25_security-auth': securityAuth,
  '2026-11-25_security-data': securityData,
  '2026-11-25_webhook-deliveries-dropped': webhookDeliveriesDropped,
  '2026-11-26_portal-lists': portalLists,
  '2026-11-27_list-search': listSearch,
  '2026-11-27_payments': payments,
  '2026-11-27_portal-bulk': portalBulk,
  '2026-11-27_search-column': searchColumn,
  '2026-11-28_queue-order': queueOrder,
  '2026-11-29_document-types': documentTypes,
  '2026-11-30_learned-vendors': learnedVendors,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
