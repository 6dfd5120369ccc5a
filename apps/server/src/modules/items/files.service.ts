import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { open, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Transaction } from '../../db/transaction';
import { AppError } from '../../plugins/errors/app-error';
import type { Storage } from '../../plugins/storage';
import { detectFileType, HEAD_BYTES } from './file-types';
import {
  itemOr404,
  moderated,
  ownedItem,
  viewerOf,
  withItemLocked,
  type ItemVersions,
  type Viewers,
} from './item-access';
import type { ItemsRepository, NewItemFile } from './items.repository';
import { toFile } from './items.service';

export const MAX_FILE_BYTES = 20 * 1024 * 1024;
export const MAX_FILES_PER_ITEM = 10;
const TOO_BIG = { megabytes: MAX_FILE_BYTES / (1024 * 1024) };
const TOO_MANY = { maximum: MAX_FILES_PER_ITEM };

async function headOf(file: string): Promise<Buffer> {
  const handle = await open(file, 'r');
  try {
    const buffer = Buffer.alloc(HEAD_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, HEAD_BYTES, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** A name that is safe to show and to send back in Content-Disposition. */
const displayName = (name: string) =>
  [...path.basename(name)]
    .map((char) =>
      char.charCodeAt(0) < 32 || char.charCodeAt(0) === 127 || '"\\/'.includes(char) ? '_' : char,
    )
    .join('')
    .slice(0, 200) || 'file';

/**
 * Attachments (PRODUCT.md section 9): checked by content, limited in size and number, named by
 * the server, and never left half-written on disk when a request fails.
 */
export function createFilesService(options: {
  repository: ItemsRepository;
  transaction: Transaction;
  storage: Storage;
  /** Who may see the files' item: its buyers, and the operators (an item they hid). */
  viewers: Viewers;
  /** Writes a certificate's version of a published idea whose files changed (issue 31). */
  versions: ItemVersions;
}) {
  const { repository, transaction, storage } = options;

  /** Records a file while its item, locked, has fewer than the limit; 'full' past it. */
  const insertWithinLimit = (values: NewItemFile) =>
    withItemLocked(transaction, values.itemId, async (within, _item, tx) => {
      if ((await within.countFiles(values.itemId)) >= MAX_FILES_PER_ITEM) return 'full' as const;
      const file = await within.insertFile(values);
      await options.versions.record(tx, values.itemId);
      return file;
    });

  return {
    async upload(input: {
      memberId: number;
      itemId: string;
      purpose: 'elevator' | 'abstract';
      visibility: 'public' | 'private';
      filename: string;
      content: Readable & { truncated?: boolean };
    }) {
      const item = await ownedItem(repository, input.itemId, input.memberId);
      if ((await repository.countFiles(item.id)) >= MAX_FILES_PER_ITEM) {
        input.content.resume();
        throw new AppError('too_many_files', { params: TOO_MANY });
      }
      const temp = path.join(storage.tempDir, randomUUID());
      const key = randomUUID();
      try {
        // The SHA-256 is taken as the bytes pass, for the certificates of authorship (issue 31).
        const hash = createHash('sha256');
        const hashing = async function* (source: AsyncIterable<Buffer>) {
          for await (const chunk of source) {
            hash.update(chunk);
            yield chunk;
          }
        };
        await pipeline(input.content, hashing, createWriteStream(temp)).catch((error: unknown) => {
          // Past the size limit the multipart reader fails the stream with a 413 of its own.
          if ((error as { statusCode?: number }).statusCode === 413) {
            throw new AppError('file_too_big', { params: TOO_BIG, cause: error });
          }
          throw new AppError('upload_unreadable', { cause: error });
        });
        if (input.content.truncated) throw new AppError('file_too_big', { params: TOO_BIG });
        const type = detectFileType(await headOf(temp));
        if (!type) throw new AppError('file_type_refused');
        const { size } = await stat(temp);
        if (size === 0) throw new AppError('file_empty');
        await storage.put(key, temp);
        // Needs have no private parts; an idea's attachments are for its buyers.
        const visibility =
          item.section === 'need'
            ? 'public'
            : input.purpose === 'abstract'
              ? 'private'
              : input.visibility;
        const values = {
          itemId: item.id,
          purpose: input.purpose,
          visibility,
          name: displayName(input.filename),
          mime: type.mime,
          size,
          storageKey: key,
          sha256: hash.digest('hex'),
        };
        // The count above was a shortcut; this one, taken under the item's lock so parallel
        // uploads cannot all pass it, decides.
        let saved: Awaited<ReturnType<typeof insertWithinLimit>>;
        try {
          saved = await insertWithinLimit(values);
        } catch (error) {
          await storage.remove(key);
          throw error;
        }
        if (!saved.found || saved.result === 'full') {
          await storage.remove(key);
          throw saved.found
            ? new AppError('too_many_files', { params: TOO_MANY })
            : new AppError('item_not_found');
        }
        return toFile(saved.result);
      } finally {
        await rm(temp, { force: true });
      }
    },

    async remove(input: { memberId: number; itemId: string; fileId: string }) {
      const item = await ownedItem(repository, input.itemId, input.memberId);
      const file = await repository.fileById(input.fileId);
      if (!file || file.itemId !== item.id) throw new AppError('file_not_found');
      // Under the item's lock, with the certificate's version of the change in its transaction.
      await withItemLocked(transaction, item.id, async (within, _item, tx) => {
        await within.deleteFile(file.id);
        await options.versions.record(tx, item.id);
      });
      await storage.remove(file.storageKey);
      return { status: 'ok' as const };
    },

    /**
     * Deletes a draft of the member and the bytes of its files. A published or archived item
     * is archived, not deleted: buyers keep what they bought.
     */
    async removeDraft(input: { memberId: number; itemId: string }) {
      const item = await ownedItem(repository, input.itemId, input.memberId);
      // Under the item's lock, so no file lands on it between reading its files and deleting it.
      const deleted = await withItemLocked(transaction, item.id, async (within, locked) => {
        if (locked.status !== 'draft') return undefined;
        const files = await within.filesOf(item.id);
        await within.deleteItem(item.id);
        return files.map((file) => file.storageKey);
      });
      if (!deleted.found) throw new AppError('item_not_found');
      if (!deleted.result) throw new AppError('only_drafts_deleted');
      for (const key of deleted.result) await storage.remove(key);
      return { status: 'ok' as const };
    },

    /** The bytes of a file the viewer may see; otherwise the same 404 as a missing one. */
    async download(input: { memberId: number | undefined; fileId: string }) {
      const file = await repository.fileById(input.fileId);
      if (!file) throw new AppError('file_not_found');
      const item = await itemOr404(repository, file.itemId);
      const viewer = await viewerOf(options.viewers, item, input.memberId);
      if (!viewer.canSee) throw new AppError('item_not_found');
      if (file.visibility === 'private' && !viewer.seesPrivate) {
        throw new AppError('file_purchase_required');
      }
      // A shared cache may keep only what anyone may see: a public file of a published item shown
      // to all (not a draft's or an archived item's, nor one an operator hid or of a blocked
      // owner, which only some viewers reach).
      const shared =
        file.visibility === 'public' && item.status === 'published' && !moderated(item);
      return { file, shared };
    },
  };
}
export type FilesService = ReturnType<typeof createFilesService>;
