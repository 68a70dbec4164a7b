import { type Envelope, type ErrorName, errorTable } from '@app/contract';

/** A failure the user is told about. `msg` overrides the table's text when it needs details. */
export class AppError extends Error {
  readonly errorName: ErrorName;
  constructor(name: ErrorName, msg?: string) {
    super(msg ?? errorTable[name].msg);
    this.errorName = name;
  }
  get http() {
    return errorTable[this.errorName].http;
  }
  toEnvelope(): Envelope<null> {
    return { code: errorTable[this.errorName].code, msg: this.message, data: null, error: this.errorName };
  }
}
