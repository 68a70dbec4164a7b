import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../components/test-kit.js';
import { PhoneDialog } from './phone-dialog.js';

const Opener = () => {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        分享
      </button>
      {open && (
        <PhoneDialog title="保存图片分享" onClose={() => setOpen(false)}>
          <p>海报</p>
        </PhoneDialog>
      )}
    </>
  );
};

describe('PhoneDialog', () => {
  it('takes the focus when it opens, closes on Escape, and gives the focus back', () => {
    renderPage(<Opener />);
    const opener = screen.getByRole('button', { name: '分享' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: '保存图片分享' });
    expect(dialog).toHaveFocus();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('closes with its cross or a tap beside it, not a tap inside', () => {
    renderPage(<Opener />);
    fireEvent.click(screen.getByRole('button', { name: '分享' }));
    fireEvent.click(screen.getByText('海报'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '关闭' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '分享' }));
    fireEvent.click(screen.getByRole('dialog').parentElement as HTMLElement);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
