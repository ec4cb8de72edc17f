/** A client mistake: answered 400 `{ message, status }` like Algolia. */
export class SearchRequestError extends Error {
  constructor(
    message: string,
    readonly status = 400,
  ) {
    super(message);
  }
}
