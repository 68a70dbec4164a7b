import type { participantDocumentExtensions } from '@app/contract';

type DocumentExtension = (typeof participantDocumentExtensions)[number];

const starts = (b: Buffer, ...values: number[]) => values.every((v, i) => b[i] === v);
/** Office 97–2003 files are OLE compound documents. */
const isCompoundDocument = (b: Buffer) => starts(b, 0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1);
/** Office Open XML files are zip archives. */
const isZip = (b: Buffer) => starts(b, 0x50, 0x4b, 0x03, 0x04);
const isPdf = (b: Buffer) => b.subarray(0, 5).toString('latin1') === '%PDF-';

/** UTF-8 text with no control characters but tabs and line breaks, so no binary passes as .txt. */
const textControls = new Set([0x09, 0x0a, 0x0d]);
const isPlainText = (b: Buffer) => {
  // Control bytes never occur inside multi-byte UTF-8 sequences, so checking bytes checks characters.
  if (b.some((byte) => (byte < 0x20 && !textControls.has(byte)) || byte === 0x7f)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(b);
    return true;
  } catch {
    return false;
  }
};

const checks: Record<DocumentExtension, (b: Buffer) => boolean> = {
  pdf: isPdf,
  doc: isCompoundDocument,
  xls: isCompoundDocument,
  ppt: isCompoundDocument,
  docx: isZip,
  xlsx: isZip,
  pptx: isZip,
  txt: isPlainText,
};

/** Whether the content really is a document of the kind its extension claims. */
export const documentMatches = (content: Buffer, ext: DocumentExtension) => content.length > 0 && checks[ext](content);
