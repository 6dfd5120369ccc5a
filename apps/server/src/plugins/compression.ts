import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fp from 'fastify-plugin';

/** Bodies smaller than this go as they are: compressing them saves less than it costs. */
export const COMPRESS_THRESHOLD = 1024;

/**
 * Compresses answers on the fly with brotli or gzip, whichever the client prefers, from
 * COMPRESS_THRESHOLD bytes: JSON, and the web app's files that were not compressed at build
 * (web-app.ts serves the build's own .br and .gz files first). Brotli at quality 4 costs about
 * what gzip does for a better ratio; the build uses the highest quality once. Request bodies
 * are never inflated: the body limit counts what was sent.
 */
export const compressionPlugin = fp(
  async (app) => {
    await app.register(fastifyCompress, {
      global: true,
      globalDecompression: false,
      threshold: COMPRESS_THRESHOLD,
      encodings: ['br', 'gzip'],
      brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
      zlibOptions: { level: 6 },
    });
  },
  { name: 'compression' },
);
