// s3rver ships no types; these cover what s3rver-main.ts uses.
declare module 's3rver' {
  interface S3rverOptions {
    address?: string;
    port?: number;
    directory: string;
    silent?: boolean;
  }
  export default class S3rver {
    constructor(options: S3rverOptions);
    run(): Promise<unknown>;
  }
}

declare module 's3rver/lib/models/account' {
  export const DUMMY_ACCOUNT: { createKeyPair(accessKeyId: string, secretAccessKey: string): void };
}
