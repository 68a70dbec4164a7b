import { randomBytes } from 'node:crypto';
import type { merchantAddInputSchema, merchantEditInputSchema } from '@app/contract';
import type { z } from 'zod';
import type { Deps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { ProviderError } from '../../platform/payment/provider-error.js';
import type { CurrentUser } from '../../platform/request-context.js';
import { certificateSeal, uploadRepository } from '../upload/index.js';
import { type Owner, ownerOf } from '../wallet/index.js';
import { toMerchant } from './merchant.mappers.js';
import { type MerchantFields, type MerchantRow, merchantRepository } from './merchant.repository.js';
import { merchantGateway, secretPurpose } from './merchant-gateway.js';
import { alipayAppPrivateKey, checkedPublicKey, maskedSecret, wechatPrivateKey } from './merchant-keys.js';

type AddInput = z.output<typeof merchantAddInputSchema>;
type EditInput = z.output<typeof merchantEditInputSchema>;

export type MerchantDeps = Pick<Deps, 'db' | 'clock' | 'config' | 'storage' | 'log' | 'secrets'>;

/** A number no order has, so a query for it proves only that the keys are accepted. */
const probeNo = () => `MCHTEST${randomBytes(8).toString('hex').toUpperCase()}`;

/** The organiser's merchants: keys checked and sealed on the way in, masked on the way out, tested on request. */
export const merchantService = (deps: MerchantDeps) => {
  const repo = merchantRepository(deps.db);
  const box = deps.secrets;

  const own = async (owner: Owner, id: number) => {
    const found = await repo.byId(owner, id);
    if (!found) throw new AppError('MCH_NOT_FOUND');
    return found;
  };

  /** The private key the organiser uploaded through the certificate upload, opened. */
  const uploadedKey = async (owner: Owner, keyPath: string) => {
    const upload = await uploadRepository(deps.db).ownCertificate(owner, keyPath);
    if (!upload) throw new AppError('MCH_KEY_FILE_INVALID');
    const stored = await deps.storage.get(keyPath, 'private');
    return { pem: certificateSeal(deps).open(keyPath, stored), name: upload.originalName };
  };

  const sealedKey = (owner: Owner, key: { pem: string; hint: string }, keyName: string) => ({
    privateKeySealed: box.seal(key.pem, secretPurpose(owner, 'privateKey')),
    privateKeyHint: key.hint,
    keyName,
  });

  /** The row's fields from the form; a secret left empty keeps the stored one, and a new merchant needs them all. */
  const fieldsOf = async (
    owner: Owner,
    input: AddInput | EditInput,
    isNew: boolean,
  ): Promise<Partial<MerchantFields>> => {
    const common = {
      type: input.type,
      name: input.name,
      appId: input.app_id,
      publicKey: checkedPublicKey(input.type, input.public_key),
      status: 'untested' as const,
      testMsg: '',
      testedAt: null,
    };
    if (input.type === 'alipay') {
      if (!input.private_key && isNew) throw new AppError('MCH_SECRET_REQUIRED');
      if (!input.private_key) return common;
      return { ...common, ...sealedKey(owner, alipayAppPrivateKey(input.private_key), '') };
    }
    if (isNew && (!input.api_v3_key || !input.key_path)) throw new AppError('MCH_SECRET_REQUIRED');
    const uploaded = input.key_path ? await uploadedKey(owner, input.key_path) : null;
    return {
      ...common,
      mchId: input.mch_id,
      certSerial: input.cert_serial.toUpperCase(),
      publicKeyId: input.public_key_id,
      ...(input.api_v3_key
        ? {
            apiV3KeySealed: box.seal(input.api_v3_key, secretPurpose(owner, 'apiV3Key')),
            apiV3KeyHint: maskedSecret(input.api_v3_key),
          }
        : {}),
      ...(uploaded ? sealedKey(owner, wechatPrivateKey(uploaded.pem), uploaded.name) : {}),
    };
  };

  const shown = async (owner: Owner, id: number) => {
    const { merchant, activityCount } = await own(owner, id);
    return toMerchant(merchant, activityCount);
  };

  return {
    list: async (user: CurrentUser, query: { page: number; limit: number; type?: MerchantRow['type'] }) => {
      const paging = { page: query.page, limit: query.limit };
      const { rows, total } = await repo.page(ownerOf(user), { type: query.type }, paging);
      return { list: rows.map((r) => toMerchant(r.merchant, r.activityCount)), total, ...paging };
    },

    detail: (user: CurrentUser, id: number) => shown(ownerOf(user), id),

    add: async (user: CurrentUser, input: AddInput) => {
      const owner = ownerOf(user);
      const fields = (await fieldsOf(owner, input, true)) as MerchantFields;
      return toMerchant(await repo.insert(owner, fields), 0);
    },

    edit: async (user: CurrentUser, input: EditInput) => {
      const owner = ownerOf(user);
      const { merchant } = await own(owner, input.id);
      if (merchant.type !== input.type) throw new AppError('MCH_TYPE_FIXED');
      await repo.update(owner, input.id, await fieldsOf(owner, input, false));
      return shown(owner, input.id);
    },

    delete: async (user: CurrentUser, id: number) => {
      const owner = ownerOf(user);
      const { activityCount } = await own(owner, id);
      if (activityCount > 0) throw new AppError('MCH_IN_USE');
      if (await repo.hasPendingPayouts(id)) throw new AppError('MCH_PAYOUTS_PENDING');
      await repo.softDelete(owner, id, deps.clock());
      return null;
    },

    /**
     * Asks the provider for an order that does not exist: it answers "no such order" only when the request's
     * signature holds, and its answer verifies only with the right provider public key.
     */
    test: async (user: CurrentUser, id: number) => {
      const owner = ownerOf(user);
      const { merchant } = await own(owner, id);
      const gateway = merchantGateway(deps, merchant);
      let problem: string | null = null;
      try {
        if (gateway.type === 'wechat') await gateway.provider.client.queryOrder(probeNo());
        else await gateway.provider.client.query(probeNo());
      } catch (err) {
        if (!(err instanceof ProviderError)) throw err;
        problem = err.reason;
      }
      const result = {
        status: problem ? 'failed' : 'ok',
        testMsg: problem ?? '验证通过',
        testedAt: deps.clock(),
      } as const;
      await repo.update(owner, id, result);
      if (problem) throw new AppError('MCH_TEST_FAILED', `商户配置验证失败：${problem}`);
      return shown(owner, id);
    },
  };
};

export type MerchantService = ReturnType<typeof merchantService>;
