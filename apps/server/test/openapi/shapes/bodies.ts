import { multipartBody, type MultipartPart } from '../../helpers/multipart';
import { isRecord } from '../document';
import { jsonText } from '../encoding';
import type { BodyShape } from '../request';
import { deepArray, deepObject, prototypeKeys } from './values';

/** Odd whole bodies: of routes that take JSON and of routes that take a file. */

const json = 'application/json';

/** Whole bodies: none, wrong JSON, wrong types, too large, and media types the API does not speak. */
export function bodyShapes(base: unknown, bodyLimit: number): BodyShape[] {
  const text = jsonText(base);
  const merged = isRecord(base) && Object.keys(base).length > 0 ? `,${text.slice(1)}` : '}';
  return [
    { label: 'no body' },
    { label: 'empty JSON body', payload: '', contentType: json },
    ...['null', '[]', '"text"', '0', 'true', '[{}]'].map((payload) => ({
      label: `top-level ${payload}`,
      payload,
      contentType: json,
    })),
    ...['{', '{"a":', '{"a":1}x', "{'a':1}", 'NaN', '\u0000'].map((payload) => ({
      label: `malformed ${JSON.stringify(payload)}`,
      payload,
      contentType: json,
    })),
    { label: 'BOM before JSON', payload: `\ufeff${text}`, contentType: json },
    { label: '10k nested arrays', payload: deepArray, contentType: json },
    { label: '10k nested objects', payload: deepObject, contentType: json },
    {
      label: 'prototype keys',
      payload: `${prototypeKeys.slice(0, -1)}${merged}`,
      contentType: json,
    },
    {
      label: 'an unknown property',
      payload: jsonText(isRecord(base) ? { ...base, unexpected: 'x' } : { unexpected: 'x' }),
      contentType: json,
    },
    {
      label: 'larger than bodyLimit',
      payload: `{"padding":"${'x'.repeat(bodyLimit)}"}`,
      contentType: json,
    },
    {
      label: 'invalid UTF-8 in JSON',
      payload: Buffer.concat([Buffer.from('{"x":"'), Buffer.from([0xff, 0xfe]), Buffer.from('"}')]),
      contentType: json,
    },
    { label: 'JSON as text/plain', payload: text, contentType: 'text/plain' },
    { label: 'application/xml', payload: '<a>1</a>', contentType: 'application/xml' },
    { label: 'multipart without boundary', payload: text, contentType: 'multipart/form-data' },
    {
      label: 'form-urlencoded',
      payload: 'a=1&b=2',
      contentType: 'application/x-www-form-urlencoded',
    },
    { label: 'JSON as UTF-16', payload: text, contentType: 'application/json; charset=utf-16' },
    { label: 'octet-stream', payload: text, contentType: 'application/octet-stream' },
    { label: 'JSON without a content type', payload: text },
  ];
}

export interface SampleFiles {
  pdf: Buffer;
  png: Buffer;
  exe: Buffer;
}

const upload = (label: string, parts: MultipartPart[], options?: { close?: boolean }) => ({
  label,
  ...multipartBody(parts, options),
});

/** Upload bodies: files of the right and wrong kind, too many parts, odd names, cut short. */
export function multipartShapes(files: SampleFiles): BodyShape[] {
  const pdf = (filename: string) => ({ field: 'file', filename, content: files.pdf });
  const named = (label: string, filename: string) => upload(`file named ${label}`, [pdf(filename)]);
  return [
    upload('PDF', [pdf('a.pdf')]),
    upload('PNG', [{ field: 'file', filename: 'a.png', content: files.png }]),
    upload('EXE', [{ field: 'file', filename: 'a.exe', content: files.exe }]),
    upload('0 B', [{ field: 'file', filename: 'a.pdf', content: Buffer.alloc(0) }]),
    upload('21 MB file', [
      { field: 'file', filename: 'big.pdf', content: Buffer.alloc(21 << 20, 1) },
    ]),
    upload('two files', [pdf('a.pdf'), pdf('b.pdf')]),
    upload('a text field', [{ field: 'note', content: Buffer.from('text') }]),
    upload('field', [{ field: 'other', filename: 'a.pdf', content: files.pdf }]),
    upload('cut short', [pdf('a.pdf')], { close: false }),
    named('NUL', 'a\u0000b.pdf'),
    named('10k chars', `${'x'.repeat(10_000)}.pdf`),
    named('Persian', 'طرح کسب‌وکار.pdf'),
    named('emoji', '😀.pdf'),
    named('lone surrogate', '\ud800.pdf'),
    named('path traversal', '../../etc/passwd'),
    named('empty', ''),
    named('quote', 'a".pdf'),
    named('CRLF', 'a\r\nb.pdf'),
  ];
}
