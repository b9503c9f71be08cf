import os from 'node:os';
import { createWorker, OEM, PSM, type Page as TesseractPage, type Worker } from 'tesseract.js';
import { EngineSetupError } from '../errors.ts';
import { oneAtATime } from '../one-at-a-time.ts';
import { prepareLangPath } from './lang-data.ts';

export type OcrLangs = 'eng' | 'heb+eng' | 'heb';

export type OcrRequest = {
  /**
   * Encoded image (PGM, PNG, JPEG…), or a function that encodes it when a worker takes the request: a
   * whole page's copy then exists only until tesseract.js has posted it to its worker thread, not while
   * the request waits or is read (docs/decisions/0282-buffers-held-only-while-used.md).
   */
  image: Buffer | (() => Buffer);
  langs: OcrLangs;
  /** Page segmentation mode; 6 (one uniform block) measured best on noisy photos. */
  psm?: PSM;
  whitelist?: string;
  rectangle?: { left: number; top: number; width: number; height: number };
  /** Resolution of the image; PGM carries none and Tesseract would otherwise assume 70 DPI. */
  dpi?: number;
};

const encoded = (request: OcrRequest): Buffer =>
  typeof request.image === 'function' ? request.image() : request.image;

export type OcrPoolOptions = {
  /** The most recognition workers at once: the engine's cores; defaults to the number of cores. */
  size?: number;
  langPath?: string;
  /** Upper bound for starting one worker (loading WASM and language data). */
  startTimeoutMs?: number;
  /**
   * A worker beyond the first that has had nothing to do for this long is ended (each holds 100–200 MB
   * of WebAssembly memory that is never given back); default 30 s.
   */
  idleMs?: number;
};

type Slot = { worker: Worker; langs: OcrLangs; busy: boolean; idleTimer?: NodeJS.Timeout };
/** The workers one document may use at once (the cores it was granted), and how many it uses now. */
type Share = { width: number; active: number };
type Pending = {
  request: OcrRequest;
  share: Share;
  resolve: (r: TesseractPage) => void;
  reject: (e: unknown) => void;
};
type OsdResult = {
  script: string | null;
  scriptConfidence: number;
  orientation: number;
  orientationConfidence: number;
};

export type OcrPool = {
  recognize: (request: OcrRequest) => Promise<TesseractPage>;
  /** Orientation and script detection (Tesseract's legacy OSD model). */
  detect: (image: Buffer) => Promise<OsdResult>;
  close: () => Promise<void>;
  size: number;
  /**
   * The same workers, for a document granted `cores`: it never has more of them busy than that, and the
   * documents read at once share as many as the largest grant. Idle workers beyond that (left by a
   * document granted more) end at once. `release` when the document is read.
   */
  granted: (cores: number) => OcrPool & { release: () => void };
  /** Recognition workers running now (the orientation worker aside). */
  workerCount: () => number;
};

/** One pool per process: workers are started on demand up to `size`, then reused for every page. */
export function createOcrPool(options: OcrPoolOptions = {}): OcrPool {
  const size = Math.max(1, options.size ?? os.availableParallelism());
  const startTimeoutMs = options.startTimeoutMs ?? 60_000;
  const idleMs = options.idleMs ?? 30_000;
  let langPath: string | undefined = options.langPath;
  const slots: Slot[] = [];
  let starting = 0;
  const queue: Pending[] = [];
  const whole: Share = { width: size, active: 0 };
  /**
   * Documents being read under a grant. Together they share as many workers as the largest grant: two
   * documents granted a core each share one worker rather than each holding its own 40–75 MB of
   * WebAssembly memory (docs/decisions/0269-a-pool-child-holds-one-set-of-the-heavy-buffers-at.md; with a
   * worker each the bench's peak passed 600 MB, docs/decisions/0345-one-owner-of-the-cores.md).
   */
  const shares = new Set<Share>();
  const demand = (share: Share) => Math.min(size, Math.max(share.width, ...[...shares].map((s) => s.width)));
  let closed = false;
  let osd: Promise<Worker> | undefined;
  const osdInTurn = oneAtATime();

  const start = async (langs: string, oem: OEM, legacy: boolean): Promise<Worker> => {
    langPath ??= prepareLangPath();
    let timer: NodeJS.Timeout | undefined;
    let failure: unknown;
    const created = createWorker(langs, oem, {
      langPath,
      gzip: true,
      cacheMethod: 'none',
      legacyCore: legacy,
      legacyLang: legacy,
      errorHandler: (error: unknown) => {
        failure = error;
      },
    });
    // tesseract.js 7 never settles createWorker when the worker fails to load, so it is raced.
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () =>
          reject(
            new EngineSetupError(
              `OCR worker did not start within ${startTimeoutMs} ms${failure ? `: ${String(failure)}` : ''}.`,
            ),
          ),
        startTimeoutMs,
      );
    });
    try {
      return await Promise.race([created, timeout]);
    } finally {
      clearTimeout(timer);
    }
  };

  const switchTo = async (slot: Slot, langs: OcrLangs) => {
    await slot.worker.reinitialize(langs, OEM.LSTM_ONLY);
    slot.langs = langs;
  };

  /** Ends a worker and forgets its slot, wherever the slot is in its life. */
  const endSlot = (slot: Slot) => {
    clearTimeout(slot.idleTimer);
    if (slots.includes(slot)) slots.splice(slots.indexOf(slot), 1);
    void slot.worker.terminate().catch(() => undefined);
  };

  const run = async (slot: Slot, job: Pending) => {
    try {
      if (slot.langs !== job.request.langs) await switchTo(slot, job.request.langs);
      await slot.worker.setParameters({
        tessedit_pageseg_mode: job.request.psm ?? PSM.SINGLE_BLOCK,
        tessedit_char_whitelist: job.request.whitelist ?? '',
        preserve_interword_spaces: '1',
        user_defined_dpi: String(Math.round(job.request.dpi ?? 300)),
      });
      const options = job.request.rectangle ? { rectangle: job.request.rectangle } : {};
      const { data } = await slot.worker.recognize(encoded(job.request), options, {
        blocks: true,
        text: true,
      });
      job.resolve(data);
    } catch (error) {
      job.reject(error);
    } finally {
      slot.busy = false;
      job.share.active--;
      pump();
      if (!slot.busy) releaseWhenIdle(slot);
    }
  };

  /** Workers beyond the first are ended after `idleMs` without work. */
  const releaseWhenIdle = (slot: Slot) => {
    clearTimeout(slot.idleTimer);
    if (slots.indexOf(slot) < 1) return;
    slot.idleTimer = setTimeout(() => {
      if (slot.busy || closed) return;
      endSlot(slot);
    }, idleMs);
    slot.idleTimer.unref();
  };

  const pump = () => {
    while (queue.length > 0) {
      const next = queue[0] as Pending;
      // A document never has more workers busy than it was granted, even when more are idle.
      const { share } = next;
      const idle =
        share.active >= share.width
          ? undefined
          : (slots.find((s) => !s.busy && s.langs === next.request.langs) ?? slots.find((s) => !s.busy));
      if (idle) {
        queue.shift();
        clearTimeout(idle.idleTimer);
        idle.busy = true;
        share.active++;
        void run(idle, next);
        continue;
      }
      if (share.active < share.width && slots.length + starting < demand(share)) {
        starting++;
        const langs = next.request.langs;
        start(langs, OEM.LSTM_ONLY, false)
          .then((worker) => {
            starting--;
            if (closed) return void worker.terminate();
            slots.push({ worker, langs, busy: false });
            pump();
          })
          .catch((error) => {
            starting--;
            // Nothing can run if no worker starts: fail everything waiting.
            if (slots.length === 0 && starting === 0) for (const job of queue.splice(0)) job.reject(error);
          });
      }
      return;
    }
  };

  const enqueue = (request: OcrRequest, share: Share) =>
    new Promise<TesseractPage>((resolve, reject) => {
      if (closed) return reject(new Error('The OCR pool is closed.'));
      if (demand(share) < size) endIdleBeyond(demand(share), request.langs);
      queue.push({ request, share, resolve, reject });
      pump();
    });

  /**
   * Each worker keeps the WebAssembly memory of the largest page it read (60–70 MB resident for a
   * Hebrew A4 page; docs/decisions/0234-a-narrowed-document-ends-the-idle-workers-beyond-i.md):
   * while every core has a document, the
   * workers a lone document was spread over are that much memory doing nothing.
   */
  const endIdleBeyond = (width: number, langs: OcrLangs) => {
    const idle = slots
      .filter((s) => !s.busy)
      .sort((a, b) => Number(b.langs === langs) - Number(a.langs === langs));
    for (const slot of idle.slice(Math.max(0, width - (slots.length - idle.length)))) endSlot(slot);
  };

  const detect = (image: Buffer): Promise<OsdResult> => {
    osd ??= start('osd', OEM.TESSERACT_ONLY, true).then(async (worker) => {
      // Thumbnails are PGM, which carries no resolution; this silences Tesseract's 70-DPI guess.
      await worker.setParameters({ user_defined_dpi: '150' });
      return worker;
    });
    return osdInTurn(async () => {
      const worker = await (osd as Promise<Worker>);
      const { data } = await worker.detect(image);
      return {
        script: data.script,
        scriptConfidence: data.script_confidence ?? 0,
        orientation: data.orientation_degrees ?? 0,
        orientationConfidence: data.orientation_confidence ?? 0,
      };
    });
  };

  const pool: OcrPool = {
    size,
    recognize: (request) => enqueue(request, whole),
    detect,
    granted: (cores) => {
      const share: Share = { width: Math.max(1, Math.min(size, cores)), active: 0 };
      shares.add(share);
      return {
        ...pool,
        size: share.width,
        recognize: (request) => enqueue(request, share),
        release: () => void shares.delete(share),
      };
    },
    workerCount: () => slots.length,
    close: async () => {
      closed = true;
      for (const job of queue.splice(0)) job.reject(new Error('The OCR pool was closed.'));
      for (const slot of slots) clearTimeout(slot.idleTimer);
      const workers = slots.splice(0).map((s) => s.worker);
      if (osd) workers.push(await osd.catch(() => undefined as unknown as Worker));
      await Promise.all(workers.filter(Boolean).map((w) => w.terminate().catch(() => undefined)));
    },
  };
  return pool;
}
