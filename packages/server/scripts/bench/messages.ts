/** What bench.ts and its child processes (app-process.ts, bare-process.ts) say to each other over IPC. */

/** One statement as the app sent it to PostgreSQL. */
export interface CapturedQuery {
  text: string;
  values: unknown[];
}

export type ParentMessage =
  | { type: 'capture-start' }
  | { type: 'capture-stop' }
  /**
   * To the bare server: the SQL of each operation it serves at POST /op/<name>, in one or more variants (the
   * reads once per centre the mix reaches), which it takes in turn.
   */
  | { type: 'operations'; operations: Record<string, CapturedQuery[][]> }
  /** To the app: a CPU profile of what it does until profile-stop, written to `file` (--profile). */
  | { type: 'profile-start' }
  /** To the app: how many statements it has sent so far. */
  | { type: 'count' }
  | { type: 'profile-stop'; file: string }
  | { type: 'stop' };

export type ChildMessage =
  | { type: 'listening'; port: number }
  | { type: 'captured'; queries: CapturedQuery[] }
  | { type: 'ready' }
  | { type: 'profiled'; file: string }
  | { type: 'counted'; statements: number; scopeSets: number; scopesCarried: number };
