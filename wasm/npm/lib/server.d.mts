// Types of lib/server.mjs.
import type { ModelFile } from '../wasm/types/index.js';

export interface StartServerOptions {
  /** TCP port; 0 (the default) picks a free one. */
  port?: number;
  /** Address to bind; default 127.0.0.1. */
  host?: string;
  /** A model (object, JSON text, or a file path) whose tables and sample items are created on start. */
  design?: ModelFile | string;
  /** Prefix for the design's table names (keyscape:LoadDesign's TableNamePrefix). */
  tablePrefix?: string;
  /** Delete expired TTL items before a request, at most once every N seconds (0: every request). Default: never. */
  expireTtlSeconds?: number;
  /** Seconds since the epoch used for CreationDateTime and other clock readings. */
  fixedClock?: number;
}

/** Settings for an AWS SDK v3 client (`new DynamoDBClient(server.clientConfig)`). */
export interface ClientConfig {
  endpoint: string;
  region: string;
  credentials: { accessKeyId: string; secretAccessKey: string };
}

/** keyscape:LoadDesign's summary of one table it created. */
export type TableSummary = Record<string, unknown> & { TableName?: string };

export interface KeyscapeServer {
  /** e.g. "http://127.0.0.1:54321". */
  readonly endpoint: string;
  readonly port: number;
  readonly host: string;
  /** The design's tables, as keyscape:LoadDesign reported them ([] without a design). */
  readonly tables: TableSummary[];
  readonly clientConfig: ClientConfig;
  /** Recreates the design's tables with their sample items. Throws without a design. */
  reset(tablePrefix?: string): TableSummary[];
  /** The exec stream's response text for one operation on this server's engine. */
  execute(op: string, request?: unknown): string;
  /** Stops the server and frees its engine. */
  close(): Promise<void>;
}

/** Starts a DynamoDB endpoint; resolves once it accepts connections. Rejects with a DynamoDBError for a bad design. */
export declare function startServer(options?: StartServerOptions): Promise<KeyscapeServer>;
