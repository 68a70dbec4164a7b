/** A multipart/form-data request body, built by hand so tests control every byte. */
export type MultipartPart =
  | { name: string; value: string }
  | { name: string; fileName: string; content: Buffer; contentType?: string };

export const multipartBody = (parts: MultipartPart[], boundary = '----quiz-test-boundary') => {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition =
      'fileName' in part
        ? `form-data; name="${part.name}"; filename="${part.fileName}"\r\nContent-Type: ${part.contentType ?? 'application/octet-stream'}`
        : `form-data; name="${part.name}"`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n\r\n`));
    chunks.push('fileName' in part ? part.content : Buffer.from(part.value));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
};
