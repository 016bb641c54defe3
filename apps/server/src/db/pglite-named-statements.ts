import {
  messages,
  parse,
  PGlite,
  protocol,
  type QueryOptions,
  type Results,
} from '@electric-sql/pglite';

/** Statements kept prepared at once; past this the least recently used one is closed. */
const KEPT_STATEMENTS = 200;

interface NamedStatement {
  name: string;
  /** The parameters' types, to serialize the values as PGlite's own query does. */
  parameterTypes: number[];
  /** The rows' description, absent for a statement that returns none. */
  rowDescription: messages.RowDescriptionMessage | undefined;
}

type BackendMessage = Awaited<ReturnType<PGlite['execProtocolStream']>>[number];

/**
 * PGlite that parses and plans each distinct statement once, as PostgreSQL does for the
 * statements a driver names (node-postgres for our prepared ones, postgres.js for all).
 * PGlite's `query` sends every statement unnamed, so the database parsed, analysed and
 * planned it again on each call: for a comment's one-statement check, limit and insert,
 * the larger part of its cost. The first call of a text prepares it under a name; later
 * calls only bind and execute. Transactions' statements (`tx.query`) stay PGlite's own.
 */
export class PgliteWithNamedStatements extends PGlite {
  readonly #statements = new Map<string, NamedStatement>();
  #named = 0;

  override async query<T>(
    text: string,
    params: unknown[] = [],
    options?: QueryOptions,
  ): Promise<Results<T>> {
    if (options?.blob) return super.query(text, params, options);
    await this._checkReady();
    return this._runExclusiveTransaction(() =>
      this._runExclusiveQuery(async () => {
        const statement = this.#statements.get(text) ?? (await this.#prepare(text, options));
        return this.#execute<T>(statement, text, params, options);
      }),
    );
  }

  async #prepare(text: string, options: QueryOptions | undefined): Promise<NamedStatement> {
    const name = `cg_${++this.#named}`;
    const described = await this.#untilSync(
      text,
      [],
      [
        protocol.serialize.parse({ name, text, types: options?.paramTypes }),
        protocol.serialize.describe({ type: 'S', name }),
      ],
    );
    const statement: NamedStatement = {
      name,
      parameterTypes: parse.parseDescribeStatementResults(described),
      rowDescription: described.find(
        (message): message is messages.RowDescriptionMessage =>
          message instanceof messages.RowDescriptionMessage,
      ),
    };
    this.#statements.set(text, statement);
    if (this.#statements.size > KEPT_STATEMENTS) await this.#closeOldest();
    return statement;
  }

  async #execute<T>(
    statement: NamedStatement,
    text: string,
    params: unknown[],
    options: QueryOptions | undefined,
  ): Promise<Results<T>> {
    // Used again: it moves to the end of the map, the newest.
    this.#statements.delete(text);
    this.#statements.set(text, statement);
    const values = params.map((param, index) => this.#serialize(param, index, statement, options));
    const answer = await this.#untilSync(text, params, [
      protocol.serialize.bind({ statement: statement.name, values }),
      protocol.serialize.execute({}),
    ]);
    const described = statement.rowDescription ? [statement.rowDescription, ...answer] : answer;
    await this.syncToFs();
    return parse.parseResults(described, this.parsers, options)[0] as Results<T>;
  }

  #serialize(
    param: unknown,
    index: number,
    statement: NamedStatement,
    options: QueryOptions | undefined,
  ): string | null {
    if (param === null || param === undefined) return null;
    const type = statement.parameterTypes[index] ?? 0;
    const serialize = options?.serializers?.[type] ?? this.serializers[type];
    return serialize ? (serialize(param) as string) : String(param);
  }

  /** Sends the messages, then Sync, which ends the statement even when one of them failed. */
  async #untilSync(
    text: string,
    params: unknown[],
    requests: Uint8Array[],
  ): Promise<BackendMessage[]> {
    const received: BackendMessage[] = [];
    try {
      for (const request of requests) {
        received.push(...(await this.execProtocolStream(request, { syncToFs: false })));
      }
    } catch (error) {
      // As PGlite's own query reports a failed statement.
      if (error instanceof messages.DatabaseError) Object.assign(error, { query: text, params });
      throw error;
    } finally {
      received.push(
        ...(await this.execProtocolStream(protocol.serialize.sync(), { syncToFs: false })),
      );
    }
    return received;
  }

  async #closeOldest(): Promise<void> {
    const [oldestText, oldest] = this.#statements.entries().next().value ?? [];
    if (oldestText === undefined || !oldest) return;
    this.#statements.delete(oldestText);
    await this.#untilSync(
      oldestText,
      [],
      [protocol.serialize.close({ type: 'S', name: oldest.name })],
    );
  }
}
