import type { UploadKind } from '@app/contract';

/** A file format recognised by its first bytes, and the upload kinds it may be stored as. */
type Signature = { format: string; kinds: UploadKind[]; matches: (b: Buffer) => boolean };

const ascii = (b: Buffer, at: number, text: string) => b.subarray(at, at + text.length).toString('latin1') === text;
const bytes = (b: Buffer, at: number, ...values: number[]) => values.every((v, i) => b[at + i] === v);

const pemLine = /^(-----(BEGIN|END) [A-Z0-9 ]+-----|[A-Za-z0-9+/=]+|[A-Za-z-]+: [\x20-\x7e]+)$/;

/** Only armour lines, base64 and RFC 1421 headers, so a script cannot pass as a certificate. */
const isPem = (b: Buffer) => {
  if (!ascii(b, 0, '-----BEGIN ')) return false;
  const text = b.toString('latin1');
  return text.split(/\r?\n/).every((line) => line.trim() === '' || pemLine.test(line.trimEnd()));
};

const signatures: Signature[] = [
  { format: 'jpeg', kinds: ['image'], matches: (b) => bytes(b, 0, 0xff, 0xd8, 0xff) },
  { format: 'png', kinds: ['image'], matches: (b) => bytes(b, 0, 0x89, 0x50, 0x4e, 0x47) },
  { format: 'gif', kinds: ['image'], matches: (b) => ascii(b, 0, 'GIF8') },
  { format: 'mp3', kinds: ['audio'], matches: (b) => ascii(b, 0, 'ID3') },
  // An MPEG audio frame starts with 11 set bits.
  { format: 'mp3', kinds: ['audio'], matches: (b) => b[0] === 0xff && ((b[1] ?? 0) & 0xe0) === 0xe0 },
  { format: 'wav', kinds: ['audio'], matches: (b) => ascii(b, 0, 'RIFF') && ascii(b, 8, 'WAVE') },
  // ISO base media (mp4, mov, m4a) share the ftyp box; the brand does not say audio or video reliably.
  { format: 'iso-media', kinds: ['audio', 'video'], matches: (b) => ascii(b, 4, 'ftyp') },
  { format: 'avi', kinds: ['video'], matches: (b) => ascii(b, 0, 'RIFF') && ascii(b, 8, 'AVI ') },
  { format: 'asf', kinds: ['video'], matches: (b) => bytes(b, 0, 0x30, 0x26, 0xb2, 0x75) },
  { format: 'mpeg', kinds: ['video'], matches: (b) => bytes(b, 0, 0x00, 0x00, 0x01) && [0xba, 0xb3].includes(b[3]!) },
  { format: 'flv', kinds: ['video'], matches: (b) => ascii(b, 0, 'FLV') },
  { format: 'realmedia', kinds: ['video'], matches: (b) => ascii(b, 0, '.RMF') },
  { format: 'pem', kinds: ['certificate'], matches: isPem },
];

/** The format the content is, or undefined when it is none the uploads accept. */
export const sniffFormat = (content: Buffer) => signatures.find((s) => s.matches(content));

/** Whether the content really is a file of the kind its extension claims. */
export const contentMatchesKind = (content: Buffer, kind: UploadKind) =>
  sniffFormat(content)?.kinds.includes(kind) ?? false;
