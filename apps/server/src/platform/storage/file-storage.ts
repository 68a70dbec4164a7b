/** Where uploaded files live. Public files get a URL; private ones (certificates) only a key. */
export type FileStorage = {
  put: (key: string, body: Buffer, visibility: 'public' | 'private') => Promise<void>;
  get: (key: string, visibility: 'public' | 'private') => Promise<Buffer>;
  publicUrl: (key: string) => string;
};
