import { screen } from '@testing-library/react';
import { message } from 'antd';
import { afterEach, describe, expect, it } from 'vitest';
import './test-kit.js';
import { checkUploadType } from './upload-check.js';

describe('checkUploadType', () => {
  afterEach(() => message.destroy());

  it('accepts the allowed extensions whatever their case', () => {
    expect(checkUploadType('photo.JPG', 'image')).toBe(true);
    expect(checkUploadType('a.b.jpeg', 'image')).toBe(true);
    expect(checkUploadType('clip.MOV', 'video')).toBe(true);
    expect(checkUploadType('cert.pem', 'certificate')).toBe(true);
  });

  it("refuses other extensions with the toast 'upload type error'", async () => {
    expect(checkUploadType('photo.jpg.exe', 'image')).toBe(false);
    expect(await screen.findByText('upload type error')).toBeInTheDocument();
    expect(checkUploadType('noextension', 'image')).toBe(false);
    expect(checkUploadType('song.mp3', 'image')).toBe(false);
  });
});
