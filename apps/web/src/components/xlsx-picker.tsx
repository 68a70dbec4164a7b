import { type ReactNode, useRef } from 'react';
import { showNotice } from './notice-dialog.js';

type Options = { label: string; notXlsx: string; onFile: (file: File) => void };

/**
 * The hidden file picker behind an .xlsx import button: `open()` shows the browser's chooser; a file that is not
 * .xlsx is refused with `notXlsx` before anything is sent, and the picker is cleared so the same file can be sent again.
 */
export const useXlsxPicker = ({ label, notXlsx, onFile }: Options) => {
  const input = useRef<HTMLInputElement>(null);
  const picker: ReactNode = (
    <input
      ref={input}
      type="file"
      hidden
      accept=".xlsx"
      aria-label={label}
      onChange={(e) => {
        const file = e.target.files?.[0];
        e.target.value = '';
        if (!file) return;
        if (file.name.toLowerCase().endsWith('.xlsx')) onFile(file);
        else showNotice(notXlsx);
      }}
    />
  );
  return { picker, open: () => input.current?.click() };
};
