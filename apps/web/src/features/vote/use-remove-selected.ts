import { message } from 'antd';
import type { TFunction } from 'i18next';
import { type Key, useState } from 'react';
import { toastSeconds } from '../../app/api-client.js';
import { confirmNotice } from '../../components/notice-dialog.js';

type Removed = { removed: number };
type RemoveIds = (ids: number[], onSuccess: (data: Removed) => void) => void;

/**
 * The rows ticked in a vote-data table and their removal: asks first (`confirmKey` with the count), then clears the
 * ticks and says how many votes went (`removed`). `t` reads both under the table's key prefix.
 */
export const useRemoveSelected = (t: TFunction, confirmKey: string, removeIds: RemoveIds) => {
  const [selected, setSelected] = useState<Key[]>([]);
  const removeSelected = () =>
    confirmNotice(t(confirmKey, { count: selected.length }), () =>
      removeIds(selected.map(Number), (data) => {
        setSelected([]);
        void message.success(t('removed', { count: data.removed }), toastSeconds);
      }),
    );
  return { selected, setSelected, removeSelected };
};
