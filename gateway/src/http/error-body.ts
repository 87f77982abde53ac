import { STATUS_CODES } from 'node:http';

/** The one error shape of the API: `message` is what the client shows the user. */
export interface ErrorBody {
  statusCode: number;
  message: string;
  error: string;
}

export function errorBody(statusCode: number, message: string): ErrorBody {
  return { statusCode, message, error: STATUS_CODES[statusCode] ?? 'Error' };
}
