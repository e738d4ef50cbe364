import type { DbOrTx } from './client.ts';

/**
 * A statement whose SQL is built once for each database handle or transaction and afterwards only
 * run with its values (`sql.placeholder`): for the statements members' requests run most, whose
 * building would otherwise cost the server's thread more than the database takes to run them.
 * Sent as an unnamed statement, as every other is (the embedded database keeps it by its text).
 */
export function preparedStatement<Q>(
  build: (db: DbOrTx) => { prepare: (name: string) => Q },
): (db: DbOrTx) => Q {
  const built = new WeakMap<DbOrTx, Q>();
  return (db) => {
    let statement = built.get(db);
    if (statement === undefined) {
      statement = build(db).prepare('');
      built.set(db, statement);
    }
    return statement;
  };
}
