import { describe, expect, it } from 'vitest';
import { fileExtension, mediaKindOf } from './upload.js';

describe('upload extensions', () => {
  it('takes the text after the last dot, lowercased', () => {
    expect(fileExtension('Photo.Final.JPG')).toBe('jpg');
    expect(fileExtension('noextension')).toBe('');
  });

  it('maps each allowed extension to its kind and refuses the rest', () => {
    expect(mediaKindOf('a.jpeg')).toBe('image');
    expect(mediaKindOf('a.M4A')).toBe('audio');
    expect(mediaKindOf('a.rmvb')).toBe('video');
    expect(mediaKindOf('a.exe')).toBeUndefined();
    expect(mediaKindOf('cert.pem')).toBeUndefined();
  });
});
