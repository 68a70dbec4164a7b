import type { Merchant } from '@app/contract';
import type { MerchantRow } from './merchant.repository.js';

/** A merchant as the API shows it: public fields whole, secrets only as their hints. */
export const toMerchant = (m: MerchantRow, activityCount: number): Merchant => ({
  id: m.id,
  type: m.type,
  name: m.name,
  mch_id: m.mchId,
  app_id: m.appId,
  cert_serial: m.certSerial,
  public_key_id: m.publicKeyId,
  public_key: m.publicKey,
  api_v3_key: m.apiV3KeyHint,
  private_key: m.privateKeyHint,
  key_name: m.keyName,
  status: m.status,
  test_msg: m.testMsg,
  tested_at: m.testedAt?.toISOString() ?? null,
  activity_count: activityCount,
  created_at: m.createdAt.toISOString(),
});
