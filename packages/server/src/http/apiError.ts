/** A failure with a code from the specification's catalogue, answered as `{ type, details? }`. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    readonly details?: unknown[],
  ) {
    super(type);
  }
}

export const unauthorized = () => new ApiError(401, 'unauthorized');
export const forbidden = () => new ApiError(403, 'forbidden');
export const notFound = () => new ApiError(404, 'notFound');
