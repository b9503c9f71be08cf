import type { DocumentResult, DocumentType, Locale, ProcessingModule } from '@docread/contracts';
import type { LanguageHint, ProgressEvent } from '../engine.ts';
import type { SheetSpec } from '../export/sheet-xlsx.ts';

/** What a child can be asked to do. Buffers cross the channel as Uint8Array (structured clone). */
export type PoolTask =
  | {
      kind: 'process';
      input: Uint8Array;
      options: {
        documentType?: DocumentType;
        typeHint?: DocumentType;
        languageHint?: LanguageHint;
        modules?: ProcessingModule[];
        /** Cores the pool granted this document. */
        cores?: number;
      };
    }
  | {
      kind: 'page-image';
      input: Uint8Array;
      fileType: string;
      page: number;
      rotation: number;
    }
  | { kind: 'searchable-pdf'; input: Uint8Array; result: DocumentResult }
  | { kind: 'xlsx'; result: DocumentResult; locale?: Locale }
  | { kind: 'page-count'; input: Uint8Array }
  | { kind: 'sheet-xlsx'; sheet: SheetSpec };

export type PoolTaskKind = PoolTask['kind'];

/** What each kind of task answers with. */
export type PoolTaskOutput = {
  process: DocumentResult;
  'page-image': Uint8Array;
  'searchable-pdf': Uint8Array;
  xlsx: Uint8Array;
  'page-count': number;
  'sheet-xlsx': Uint8Array;
};

/** The child's settings, given once when it is started. */
export type ChildSettings = {
  /** The pool's cores: the most one document is granted, and the threads of the engine's ONNX sessions. */
  cores: number;
  /** Pixels of one decoded page; larger images are refused, larger PDF pages rendered smaller. */
  maxPixelsPerPage: number;
};

/** An error as it crosses the channel: enough to rebuild the engine's typed errors. */
export type WireError = { name: string; message: string; code?: string };

export type ParentMessage =
  | { type: 'start'; settings: ChildSettings }
  | { type: 'task'; id: number; task: PoolTask };

export type ChildMessage =
  | { type: 'ready' }
  | { type: 'progress'; id: number; event: ProgressEvent }
  | { type: 'done'; id: number; output: PoolTaskOutput[PoolTaskKind] }
  | { type: 'failed'; id: number; error: WireError }
  | { type: 'memory'; rss: number };
