/**
 * The answers of the app's plain HTTP routes (the file upload and download routes, the funder report's
 * PDFs), which are not GraphQL and so have no generated types: the server sends and the web reads them
 * through these types, so a change on one side fails the other's typecheck (issue 28 item 5).
 */

/** Every refusal of a plain route: the code and message a GraphQL error would carry. */
export interface RouteError {
  error: { code: string; message: string };
}
