import { randomUUID } from 'node:crypto';
import sharp from 'sharp';

export interface MultipartPart {
  field: string;
  /** A file part when given, a text field when not. */
  filename?: string;
  content: Buffer;
}

/**
 * A multipart/form-data body of the given parts, as a browser's FormData sends it; with
 * `close: false` it stops before the closing boundary, as an upload cut short does.
 */
export function multipartBody(parts: MultipartPart[], options: { close?: boolean } = {}) {
  const boundary = `----ideabazaar${randomUUID()}`;
  const chunks = parts.flatMap((part) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${part.field}"` +
        (part.filename === undefined ? '' : `; filename="${part.filename}"`) +
        '\r\nContent-Type: application/octet-stream\r\n\r\n',
    ),
    part.content,
    Buffer.from('\r\n'),
  ]);
  if (options.close !== false) chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** A multipart/form-data body with one file, as a browser's FormData sends it. */
export function multipartFile(content: Buffer, filename: string, field = 'file') {
  const body = multipartBody([{ field, filename, content }]);
  return { payload: body.payload, headers: { 'content-type': body.contentType } };
}

export const samples = {
  png: Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    Buffer.alloc(64, 1),
  ]),
  pdf: Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
  exe: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(128, 0x90)]),
};

/** A PNG that decodes, unlike `samples.png`: the avatar upload reads the picture with sharp. */
export const realPng = () =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: '#336699' } })
    .png()
    .toBuffer();
