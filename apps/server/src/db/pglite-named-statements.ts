import {
  messages,
  parse,
  PGlite,
  protocol,
  type QueryOptions,
  type Results,
} from '@electric-sql/pglite';

/**
 * Statements kept prepared at once; past this the least recently used one is closed. A plan
 * kept takes about 60 kB of PGlite's memory, which it never gives back.
 */
const KEPT_STATEMENTS = 200;

/**
 * Statements whose rows PostgreSQL describes when they are prepared and checks again each time
 * a named one runs. Others (FETCH, CALL, SHOW, BEGIN, SET) describe their rows only when run,
 * and go PGlite's own way.
 */
const PLANNED = /^\s*(SELECT|WITH|INSERT|UPDATE|DELETE|MERGE|VALUES|TABLE)\b/i;

interface NamedStatement {
  name: string;
  /** The parameters' types, to serialize the values as PGlite's own query does. */
  parameterTypes: number[];
  /** The rows' description, absent for a statement that returns none. */
  rowDescription: messages.RowDescriptionMessage | undefined;
}

type BackendMessage = Awaited<ReturnType<PGlite['execProtocolStream']>>[number];

/** One call of `query`, for its statement's messages and for the errors it reports. */
interface Call {
  text: string;
  params: unknown[];
  options: QueryOptions | undefined;
}

/**
 * PGlite that parses and plans each distinct statement once, as PostgreSQL does for the
 * statements a driver names (node-postgres for our prepared ones, postgres.js for all).
 * PGlite's `query` sends every statement unnamed, so the database parsed, analysed and
 * planned it again on each call: for a comment's one-statement check, limit and insert,
 * the larger part of its cost. The first call of a text prepares it under a name; later
 * calls only bind and execute. Transactions' statements (`tx.query`) stay PGlite's own.
 * (`PGlite.create` and `clone` make a plain PGlite: construct this class with `new`.)
 */
export class PgliteWithNamedStatements extends PGlite {
  readonly #statements = new Map<string, NamedStatement>();
  #named = 0;

  override async query<T>(
    text: string,
    params: unknown[] = [],
    options?: QueryOptions,
  ): Promise<Results<T>> {
    if (options?.blob || !PLANNED.test(text)) return super.query(text, params, options);
    await this._checkReady();
    return this._runExclusiveTransaction(() =>
      this._runExclusiveQuery(async () => {
        // close() may have run while this call waited its turn.
        await this._checkReady();
        const call: Call = { text, params, options };
        const kept = this.#statements.get(text);
        try {
          return await this.#execute<T>(kept ?? (await this.#prepare(call)), call);
        } catch (error) {
          if (!kept || !isStale(error)) throw error;
          // The database dropped or outdated it (a table changed, DISCARD ALL): prepared anew.
          await this.#close(text, kept);
          if (this.isInTransaction()) throw error;
          return this.#execute<T>(await this.#prepare(call), call);
        }
      }),
    );
  }

  async #prepare(call: Call): Promise<NamedStatement> {
    const { text, options } = call;
    const name = `codegrow_statement_${++this.#named}`;
    const described = await this.#untilSync(call, [
      protocol.serialize.parse({ name, text, types: options?.paramTypes }),
      protocol.serialize.describe({ type: 'S', name }),
    ]);
    const statement: NamedStatement = {
      name,
      parameterTypes: parse.parseDescribeStatementResults(described),
      rowDescription: described.find(
        (message): message is messages.RowDescriptionMessage =>
          message instanceof messages.RowDescriptionMessage,
      ),
    };
    this.#statements.set(text, statement);
    const [oldest] = this.#statements;
    if (this.#statements.size > KEPT_STATEMENTS && oldest) await this.#close(...oldest);
    return statement;
  }

  async #execute<T>(statement: NamedStatement, call: Call): Promise<Results<T>> {
    // Used again: it moves to the end of the map, the newest.
    this.#statements.delete(call.text);
    this.#statements.set(call.text, statement);
    const values = call.params.map((param, index) =>
      this.#serialize(param, index, statement, call.options),
    );
    const answer = await this.#untilSync(call, [
      protocol.serialize.bind({ statement: statement.name, values }),
      protocol.serialize.execute({}),
    ]);
    const described = statement.rowDescription ? [statement.rowDescription, ...answer] : answer;
    await this.syncToFs();
    return parse.parseResults(described, this.parsers, call.options)[0] as Results<T>;
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
  async #untilSync(call: Call, requests: Uint8Array[]): Promise<BackendMessage[]> {
    const onNotice = call.options?.onNotice;
    const received: BackendMessage[] = [];
    try {
      for (const request of requests) {
        received.push(...(await this.execProtocolStream(request, { syncToFs: false, onNotice })));
      }
    } catch (error) {
      // As PGlite's own query reports a failed statement.
      if (error instanceof messages.DatabaseError) {
        Object.assign(error, { query: call.text, params: call.params, queryOptions: call.options });
      }
      throw error;
    } finally {
      received.push(
        ...(await this.execProtocolStream(protocol.serialize.sync(), { syncToFs: false })),
      );
    }
    return received;
  }

  async #close(text: string, statement: NamedStatement): Promise<void> {
    this.#statements.delete(text);
    await this.#untilSync({ text, params: [], options: undefined }, [
      protocol.serialize.close({ type: 'S', name: statement.name }),
    ]);
  }
}

/** A statement the database no longer has as it was prepared. */
function isStale(error: unknown): boolean {
  if (!(error instanceof messages.DatabaseError)) return false;
  return (
    error.code === '26000' || (error.code === '0A000' && error.routine === 'RevalidateCachedQuery')
  );
}
