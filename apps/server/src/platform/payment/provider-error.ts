/**
 * A payment provider refused a call, could not be reached, or answered something that did not verify.
 * `reason` is zh-CN and names what the organiser can fix; `code` is the provider's own code when it gave one.
 */
export class ProviderError extends Error {
  readonly reason: string;
  readonly code: string;
  constructor(reason: string, code = '') {
    super(reason);
    this.reason = reason;
    this.code = code;
  }
}
