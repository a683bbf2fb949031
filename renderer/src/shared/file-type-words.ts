/**
 * What kind of file a document is, in words: the service sends a MIME type or an extension
 * ("image/png", "pdf", ".docx"); a person reads "PNG image", "PDF document". A type this app does
 * not name reads so in words, the value as sent kept for a "Details" line. Pure.
 */
import { m } from '../../../preload/i18n';

export interface FileTypeWords {
  words: string;
  /** What the server sent, where the words do not already say it ('' otherwise). */
  raw: string;
}

type Kind = 'image' | 'document' | 'word' | 'excel' | 'text' | 'file';

/** By MIME type and by extension: the kind and the short name people use for it. */
const KNOWN: Readonly<Record<string, [Kind, string]>> = {
  'image/png': ['image', 'PNG'],
  png: ['image', 'PNG'],
  'image/jpeg': ['image', 'JPEG'],
  'image/jpg': ['image', 'JPEG'],
  jpg: ['image', 'JPEG'],
  jpeg: ['image', 'JPEG'],
  'image/gif': ['image', 'GIF'],
  gif: ['image', 'GIF'],
  'image/webp': ['image', 'WebP'],
  webp: ['image', 'WebP'],
  'image/heic': ['image', 'HEIC'],
  heic: ['image', 'HEIC'],
  'image/tiff': ['image', 'TIFF'],
  tif: ['image', 'TIFF'],
  tiff: ['image', 'TIFF'],
  'application/pdf': ['document', 'PDF'],
  pdf: ['document', 'PDF'],
  'application/msword': ['word', ''],
  doc: ['word', ''],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['word', ''],
  docx: ['word', ''],
  'application/vnd.ms-excel': ['excel', ''],
  xls: ['excel', ''],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['excel', ''],
  xlsx: ['excel', ''],
  'text/plain': ['text', ''],
  txt: ['text', ''],
  'text/csv': ['file', 'CSV'],
  csv: ['file', 'CSV'],
  'application/zip': ['file', 'ZIP'],
  zip: ['file', 'ZIP'],
};

const WORDS: Readonly<Record<Kind, (name: string) => string>> = {
  image: (kind) => m.file_type_image({ kind }),
  document: (kind) => m.file_type_document({ kind }),
  word: () => m.file_type_word(),
  excel: () => m.file_type_excel(),
  text: () => m.file_type_text(),
  file: (kind) => m.file_type_file({ kind }),
};

/** "PNG image" from "image/png", "PNG", ".png"; '' words when nothing was sent. */
export function fileTypeWords(type: string | null | undefined): FileTypeWords {
  const raw = (type ?? '').trim();
  if (raw === '') return { words: '', raw: '' };
  const key = raw.toLowerCase().replace(/^\./, '').split(';')[0]!.trim();
  const known = Object.hasOwn(KNOWN, key) ? KNOWN[key] : undefined;
  if (known) return { words: WORDS[known[0]](known[1]), raw: '' };
  // Any other image is still an image: "image/avif" → "AVIF image", the value under Details.
  const image = /^image\/([a-z0-9.+-]{1,12})$/.exec(key);
  if (image) return { words: m.file_type_image({ kind: image[1]!.toUpperCase() }), raw };
  return { words: m.file_type_other(), raw };
}
