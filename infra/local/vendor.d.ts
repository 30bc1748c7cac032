// Type declarations for the embedded stand-ins that ship none.
declare module 'dynalite' {
  import type { Server } from 'node:http';
  export default function dynalite(options?: {
    path?: string;
    createTableMs?: number;
    deleteTableMs?: number;
    updateTableMs?: number;
  }): Server;
}

declare module 's3rver' {
  export default class S3rver {
    constructor(options: {
      port?: number;
      address?: string;
      directory: string;
      silent?: boolean;
      configureBuckets?: Array<{ name: string; configs?: Buffer[] }>;
    });
    /** Creates the configured buckets in the store (run() does it before listening). */
    configureBuckets(): Promise<void>;
    /** Koa's request handler, for a server of one's own. */
    callback(): (req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => Promise<void>;
  }
}
