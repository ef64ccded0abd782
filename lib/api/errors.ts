// The API's one error shape, { message, code, errors? }, and ApiError, which carries it. Pure: the mapping of every
// failure to an HTTP response lives in lib/server/api/error-response.ts.

export class ApiError extends Error {
  constructor(
    public readonly status: number,
    message: string,
    public readonly code: string = defaultCode(status),
    public readonly errors?: Record<string, string>,
    public readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

function defaultCode(status: number): string {
  return (
    {
      400: 'VALIDATION_ERROR',
      401: 'UNAUTHORIZED',
      403: 'FORBIDDEN',
      404: 'NOT_FOUND',
      409: 'CONFLICT',
      413: 'PAYLOAD_TOO_LARGE',
      415: 'UNSUPPORTED_MEDIA_TYPE',
      429: 'TOO_MANY_REQUESTS',
    }[status] ?? 'ERROR'
  );
}

export const notFound = (message = 'Data tidak ditemukan') => new ApiError(404, message);
export const forbidden = (message = 'Anda tidak memiliki izin untuk melakukan aksi ini') => new ApiError(403, message);
export const unauthorized = (message = 'Sesi tidak valid. Silakan login kembali.') => new ApiError(401, message);
export const conflict = (message: string, code = 'CONFLICT') => new ApiError(409, message, code);
export const badRequest = (message: string, errors?: Record<string, string>) => new ApiError(400, message, 'VALIDATION_ERROR', errors);

export interface ErrorBody {
  message: string;
  code: string;
  errors?: Record<string, string>;
  requestId?: string;
}
