/**
 * The kinds of file people may attach, recognised by their first bytes, never by their name
 * (PRODUCT.md section 9). Anything else, a renamed program included, is refused.
 */
export interface FileType {
  mime: string;
  extension: string;
}

const startsWith = (head: Buffer, bytes: number[], offset = 0) =>
  bytes.every((byte, index) => head[offset + index] === byte);
const ascii = (head: Buffer, text: string, offset = 0) =>
  head.subarray(offset, offset + text.length).toString('latin1') === text;

const officeTypes: [string, FileType][] = [
  [
    'word/',
    {
      mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      extension: 'docx',
    },
  ],
  [
    'xl/',
    {
      mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      extension: 'xlsx',
    },
  ],
  [
    'ppt/',
    {
      mime: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
      extension: 'pptx',
    },
  ],
];

/** The type of a file from its first 8 KiB, or undefined when it is not on the allow-list. */
export function detectFileType(head: Buffer): FileType | undefined {
  if (ascii(head, '%PDF-')) return { mime: 'application/pdf', extension: 'pdf' };
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) {
    return { mime: 'image/png', extension: 'png' };
  }
  if (startsWith(head, [0xff, 0xd8, 0xff])) return { mime: 'image/jpeg', extension: 'jpg' };
  if (ascii(head, 'GIF87a') || ascii(head, 'GIF89a'))
    return { mime: 'image/gif', extension: 'gif' };
  if (ascii(head, 'RIFF') && ascii(head, 'WEBP', 8))
    return { mime: 'image/webp', extension: 'webp' };
  if (
    ascii(head, 'ftyp', 4) &&
    /^(isom|iso2|mp41|mp42|avc1|M4V )$/.test(head.subarray(8, 12).toString('latin1'))
  ) {
    return { mime: 'video/mp4', extension: 'mp4' };
  }
  if (ascii(head, 'ID3') || startsWith(head, [0xff, 0xfb]) || startsWith(head, [0xff, 0xf3])) {
    return { mime: 'audio/mpeg', extension: 'mp3' };
  }
  // Office files are zip archives whose entries name the application's folder.
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04])) {
    const names = head.toString('latin1');
    if (names.includes('[Content_Types].xml')) {
      const found = officeTypes.find(([folder]) => names.includes(folder));
      if (found) return found[1];
    }
  }
  return undefined;
}

export const HEAD_BYTES = 8192;
