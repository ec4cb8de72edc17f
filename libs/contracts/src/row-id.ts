/**
 * The largest value of an integer column (PostgreSQL `integer`, the type of every id): a larger
 * id names no row and is refused before it reaches a query, where PostgreSQL would fail on it.
 */
export const MAX_ROW_ID = 2_147_483_647;
